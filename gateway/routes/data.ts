import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { LIST_NAMES, type ListName } from '../../schemas/api/listNames.ts'
import { LISTS } from '../../schemas/api/lists.ts'
import { outputJsonBytes } from '../output/json.ts'
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../output/precompressed.ts'
import { listSources, type ListLoad } from '../sources/lists.ts'
import { SharedPages } from '../sources/sharedPages.ts'

/** GET /api/data/:source: the next pages of the lists whose first page a screen carried; validation and delegation only. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const shared = new SharedPages(() => app.layouts.layouts.version)
  const deps = { upstream: app.upstream, media: app.media, routes: () => app.layouts.layouts.shell.routes, shared }
  // The answers of kept pages, serialized once and compressed once per coding, for as long as the page is kept.
  const answers = new WeakMap<object, PreparedAnswer>()
  for (const name of LIST_NAMES) {
    // Each list's route is typed by the contract; the loop sees them all as one (any list's query and page).
    const { summary, query, page: pageSchema } = LISTS[name]
    const load = listSources[name] as ListLoad<ListName>
    app.get(
      `/api/data/${name}`,
      {
        schema: {
          summary,
          querystring: query,
          response: { 200: pageSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        // Pages carry member data (stars, favourites): never shared, never stored.
        reply.header('cache-control', 'private, no-store')
        const page = await load(request.query, request.ctx, deps)
        const isKept = typeof page === 'object' && page !== null && shared.isShared(page)
        let answer = isKept ? answers.get(page) : undefined
        if (answer === undefined) {
          // Serialized and compressed here in one step each (a 1,000-game page is a few hundred KB).
          answer = prepareAnswer(outputJsonBytes(pageSchema, page, app.config.validateOutput, request), { isKept, hasEtag: false })
          if (isKept) answers.set(page, answer)
        }
        return sendPrepared(request, reply, answer, 'application/json; charset=utf-8')
      },
    )
  }
}
