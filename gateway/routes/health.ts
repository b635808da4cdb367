import type { FastifyPluginAsync } from 'fastify'
import { endpoints } from '../upstream/endpoints.ts'

/**
 * Liveness, and readiness: layouts loaded and the platform answering a status call made for the probe (past
 * the cache, through the breaker). Screens may still be served from the last good status meanwhile. With a
 * shared store, `shared` says whether Redis is up (since when) and which layout version this instance serves.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }))
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const layouts = app.layouts.loaded
    const upstream = await app.upstream.call(endpoints.systemStatus).then(
      () => true,
      () => false,
    )
    if (!upstream) request.log.warn({ lastAnswer: app.upstream.lastGoodAt('systemStatus') }, 'readiness: the platform status call failed')
    const breakers = app.upstream.breakers()
    // Calls this merchant refused on their own route and answers on an alternate (`schemas/upstream/catalogue`).
    const alternates = Object.fromEntries(Object.entries(app.upstream.routesInUse()).flatMap(([name, route]) => (route.index > 0 ? [[name, route.path]] : [])))
    // Items the platform's lists lost to item-by-item parsing, per list, in their latest answer.
    const dropped = app.upstream.drops.snapshot()
    // Redis away is no reason to take the instance out: it serves from memory, and says so here.
    const shared = app.shared ? { shared: { ...app.shared.status(), layoutsVersion: app.layouts.layouts.version } } : {}
    return reply.code(layouts && upstream ? 200 : 503).send({
      ok: layouts && upstream,
      layouts,
      upstream,
      dropped,
      ...(Object.keys(breakers).length ? { breakers } : {}),
      ...(Object.keys(alternates).length ? { alternates } : {}),
      ...shared,
    })
  })
}
