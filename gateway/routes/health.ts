import type { FastifyPluginAsync } from 'fastify'

/** Liveness, and readiness: layouts loaded and the platform answering its status call. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }))
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const layouts = app.layouts.loaded
    let upstream = true
    try {
      await app.upstream.fetch('systemStatus')
    } catch (err) {
      request.log.warn({ err }, 'readiness: platform unavailable')
      upstream = false
    }
    // Items the platform's lists lost to item-by-item parsing, per list, in their latest answer.
    const dropped = app.upstream.drops.snapshot()
    return reply.code(layouts && upstream ? 200 : 503).send({ ok: layouts && upstream, layouts, upstream, dropped })
  })
}
