import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { RumBeaconSchema } from '../../schemas/rum.ts'
import { originRefusal } from '../context/sameOrigin.ts'
import { GwErrors } from '../errors.ts'

const BODY_LIMIT = 16 * 1024

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

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
      const refusal = originRefusal({
        origin: header(request, 'origin'),
        secFetchSite: header(request, 'sec-fetch-site'),
        protocol: request.protocol,
        host: request.host,
      })
      if (refusal !== undefined) throw new GwErrors.csrf()
      let body: unknown = request.body
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body)
        } catch {
          throw new GwErrors.badRequest('The beacon is not JSON')
        }
      }
      const parsed = RumBeaconSchema.safeParse(body)
      if (!parsed.success) throw new GwErrors.badRequest(`Invalid beacon: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`)
      app.metrics?.rum.record(parsed.data.events)
      return reply.code(204).send()
    },
  )
}
