import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import type { GameListRef } from '../../schemas/blocks/gameList.ts'
import { ErrorResponseSchema, GameListQuerySchema, GamesPageSchema } from '../../schemas/api.ts'
import type { UpstreamGame } from '../../schemas/upstream/index.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { SessionCookie } from '../context/session.ts'
import { roleOf } from '../../schemas/conditions.ts'
import { GwErrors } from '../errors.ts'
import { gameCard } from '../binding/games.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { languageOf, readSession, textsFor } from '../context/requestContext.ts'

/** Every game of a type in one page: third-party lists (sports, cockfight) are short. */
const CATEGORY_PAGE = 500

type ListPage = { games: UpstreamGame[]; page: number; totalPages: number }

/** One page of a game list from the platform; member lists need the session. */
async function listPage(app: FastifyRequest['server'], list: GameListRef, paging: { page: number; pageSize: number }, language: string, session: SessionCookie | null): Promise<ListPage> {
  const lang = language === 'UR' ? 'EN' : language
  const base = { merchant: app.config.merchant, platform: 'html5', clientType: 2, language: lang }
  switch (list.source) {
    case 'hot': {
      const { value } = await app.upstream.fetch('hotGames', { query: { merchantCode: app.config.merchant, isPlatform: 1, language: lang, platform: 'html5' }, language: lang })
      return { games: list.gameType ? value.list.filter((g) => g.gameType === list.gameType) : value.list, page: 1, totalPages: 1 }
    }
    case 'type': {
      const { value } = await app.upstream.fetch('gameList', { query: { ...base, gameType: list.gameType, pageNo: paging.page, pageSize: paging.pageSize }, language })
      return { games: value.games, page: paging.page, totalPages: value.totalPages }
    }
    case 'vendor': {
      const { value } = await app.upstream.fetch('gameList', { query: { ...base, gameType: list.gameType, vassalage: list.vassalage, pageNo: paging.page, pageSize: paging.pageSize }, language })
      return { games: value.games, page: paging.page, totalPages: value.totalPages }
    }
    case 'category': {
      const { value } = await app.upstream.fetch('gameList', { query: { ...base, gameType: list.gameType, pageNo: 1, pageSize: CATEGORY_PAGE }, language })
      const games = value.games.filter((g) => (!list.only || list.only.includes(g.vassalage)) && !list.except?.includes(g.vassalage))
      return { games, page: 1, totalPages: 1 }
    }
    case 'favourites': {
      const { value } = await app.upstream.fetch('favouriteList', { query: { pageNo: paging.page, pageSize: paging.pageSize, language: lang }, token: session?.t })
      return { games: value.content, page: paging.page, totalPages: value.totalPages }
    }
    case 'recent': {
      const { value } = await app.upstream.fetch('recentGames', { token: session?.t })
      return { games: value, page: 1, totalPages: 1 }
    }
  }
}

/** GET /api/data/gameList: one page of a game list, cards shaped as on the screen. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/data/gameList',
    {
      schema: {
        summary: 'A page of a game list: hot, a vendor, a category, favourites or recent games',
        querystring: GameListQuerySchema,
        response: { 200: GamesPageSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { list, page, pageSize } = request.query
      const language = languageOf(request)
      const t = textsFor(request)
      const session = readSession(request)
      const member = list.source === 'favourites' || list.source === 'recent'
      if (member && !session) throw new GwErrors.noSession(t({ t: 'in_logged_login' }))
      reply.header('cache-control', 'private, no-store')
      let result: ListPage
      let favourites: ReadonlySet<string> | null | undefined
      try {
        // A favourites page is all favourites: only other lists need the member's ids to draw their stars.
        const ids =
          session && list.source !== 'favourites'
            ? app.upstream.fetch('favouriteIds', { token: session.t }).then((r) => new Set(r.value), () => undefined)
            : Promise.resolve(null)
        ;[result, favourites] = await Promise.all([listPage(app, list, { page, pageSize }, language, session), ids])
        if (list.source === 'favourites') favourites = new Set(result.games.map((g) => g.nodeId))
      } catch (error) {
        throw memberCallError(error, t, 'The platform could not list these games')
      }
      const actionCtx = { facts: { loggedIn: session !== null, role: roleOf(session?.ty ?? null) }, customerService: {}, t }
      const card = { media: app.media, rewrite: (a: Parameters<typeof rewriteAction>[0]) => rewriteAction(a, actionCtx), favourites }
      return { items: result.games.map((g) => gameCard(g, card)), page: result.page, totalPages: result.totalPages }
    },
  )
}
