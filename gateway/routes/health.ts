import type { FastifyPluginAsync } from 'fastify'
import { endpoints } from '../upstream/endpoints.ts'

// A status call this recent (from a screen or a probe) says enough; older, the probe asks the platform itself.
const RECHECK_MS = 2000

/**
 * Liveness, and readiness: layouts loaded and the platform's latest status call answered. Screens may still
 * be served from the last good status while it fails; readiness says the platform is not answering.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }))
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const layouts = app.layouts.loaded
    const last = app.upstream.outcome('systemStatus')
    if (!last || Date.now() - last.at > RECHECK_MS) {
      await app.upstream.call(endpoints.systemStatus).catch(() => undefined)
    }
    const outcome = app.upstream.outcome('systemStatus')
    const upstream = outcome?.ok === true
    if (!upstream) request.log.warn({ lastAnswer: app.upstream.lastGoodAt('systemStatus') }, 'readiness: the platform status call failed')
    const breakers = app.upstream.breakers()
    return reply.code(layouts && upstream ? 200 : 503).send({ ok: layouts && upstream, layouts, upstream, ...(Object.keys(breakers).length ? { breakers } : {}) })
  })
}
