import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import type { ListSource } from '../sources/lists.ts'
import { listSources } from '../sources/lists.ts'
import { SharedPages } from '../sources/sharedPages.ts'
import { outputJsonBytes } from '../output/json.ts'
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../output/precompressed.ts'

/** GET /api/data/:source: the next pages of the lists whose first page a screen carried; validation and delegation only. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const shared = new SharedPages(() => app.layouts.layouts.version)
  const deps = { upstream: app.upstream, media: app.media, routes: () => app.layouts.layouts.shell.routes, shared }
  // The answers of kept pages, serialized once and compressed once per coding, for as long as the page is kept.
  const answers = new WeakMap<object, PreparedAnswer>()
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
        const isKept = typeof page === 'object' && page !== null && shared.isShared(page)
        let answer = isKept ? answers.get(page) : undefined
        if (answer === undefined) {
          // Serialized and compressed here in one step each (a 1,000-game page is a few hundred KB).
          answer = prepareAnswer(outputJsonBytes(source.page, page, app.config.validateOutput, request), { isKept, hasEtag: false })
          if (isKept) answers.set(page, answer)
        }
        return sendPrepared(request, reply, answer, 'application/json; charset=utf-8')
      },
    )
  }
}
