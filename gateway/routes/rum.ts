import type { FastifyPluginAsync } from 'fastify'
import { RumBeaconSchema } from '../../schemas/rum.ts'
import { readBeacon } from './beacon.ts'

const BODY_LIMIT = 16 * 1024

/**
 * POST /api/rum: players' timings and failures, beaconed by the pages (navigator.sendBeacon sends a text/plain body and
 * no custom header; a JSON body is taken too). Only this site's pages may send them (Sec-Fetch-Site, Origin), at most
 * RUM_RATE_LIMIT_PER_MINUTE per IP; a batch is checked whole and counted into the metrics (nothing is stored).
 */
export const rumRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/rum',
    { schema: { hide: true }, bodyLimit: BODY_LIMIT, config: { rateLimit: { max: app.config.rum.ratePerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const beacon = readBeacon(request, RumBeaconSchema)
      app.metrics?.rum.record(beacon.events)
      return reply.code(204).send()
    },
  )
}
