import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, GameListQuerySchema, GamesPageSchema } from '../../schemas/api.ts'
import { gameListPage } from '../sources/gameList.ts'

/** GET /api/data/gameList: the next pages of the lists whose first page a screen carried. */
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
      reply.header('cache-control', 'private, no-store')
      return gameListPage(request.query, request.ctx, { upstream: app.upstream, media: app.media })
    },
  )
}
