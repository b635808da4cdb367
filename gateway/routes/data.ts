import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, GamesPageSchema, GamesQuerySchema } from '../../schemas/api.ts'
import { roleOf } from '../../schemas/conditions.ts'
import { languageFrom } from '../context/language.ts'
import { GwErrors } from '../errors.ts'
import { gameCard } from '../resolve/games.ts'
import { rewriteAction } from '../resolve/rewriteAction.ts'
import { translator } from '../resolve/texts.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { readSession } from './requestContext.ts'

/** GET /api/data/games: one page of a game tab (1-based), cards shaped as on the screen. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data/games',
    {
      schema: {
        summary: 'Next page of a game list',
        querystring: GamesQuerySchema,
        response: { 200: GamesPageSchema, 400: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { gameType, vassalage, page, pageSize } = request.query
      const language = languageFrom(request.query.lang)
      const session = readSession(request)
      let list
      try {
        const { value } = await app.upstream.fetch('gameList', {
          query: { merchant: app.config.merchant, platform: 'html5', clientType: 2, gameType, vassalage, pageNo: page, pageSize, language: language === 'UR' ? 'EN' : language },
          language,
        })
        list = value
      } catch (error) {
        if (error instanceof UpstreamError && (error.kind === 'timeout' || error.kind === 'unreachable')) throw new GwErrors.upstreamUnavailable({ cause: error })
        throw new GwErrors.upstreamRejected('The platform could not list these games', { cause: error })
      }
      const t = translator(app.layouts.layouts.texts, language)
      const actionCtx = { facts: { loggedIn: session !== null, role: roleOf(session?.ty ?? null) }, customerService: {}, t }
      const card = { media: app.media, rewrite: (a: Parameters<typeof rewriteAction>[0]) => rewriteAction(a, actionCtx) }
      return { items: list.games.map((g) => gameCard(g, card)), page, totalPages: list.totalPages }
    },
  )
}
