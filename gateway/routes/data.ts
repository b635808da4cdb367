import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorResponseSchema } from '../../schemas/api.ts'
import type { ListSource } from '../sources/lists.ts'
import { listSources } from '../sources/lists.ts'
import { outputJson } from './output.ts'
import { prepareAnswer, sendPrepared } from './precompressed.ts'

/** GET /api/data/:source: the next pages of the lists whose first page a screen carried; validation and delegation only. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { upstream: app.upstream, media: app.media, routes: () => app.layouts.layouts.shell.routes }
  for (const [name, source] of Object.entries(listSources) as [string, ListSource<z.ZodType, z.ZodType>][]) {
    app.get(
      `/api/data/${name}`,
      {
        schema: {
          summary: source.summary,
          querystring: source.query,
          response: { 200: source.page, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        // Pages carry member data (stars, favourites): never shared, never stored.
        reply.header('cache-control', 'private, no-store')
        const page = await source.load(request.query, request.ctx, deps)
        // Serialized and compressed here in one step each (a 1,000-game page is a few hundred KB).
        return sendPrepared(request, reply, prepareAnswer(outputJson(source.page, page, app.config.validateOutput, request), { isKept: false, hasEtag: false }), 'application/json; charset=utf-8')
      },
    )
  }
}
