import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { TapBeaconSchema } from '../../schemas/api/effects.ts'
import { placementsOf, seenExperiments } from '../context/effects.ts'
import { originRefusal } from '../context/sameOrigin.ts'
import { GwErrors } from '../errors.ts'

const BODY_LIMIT = 8 * 1024

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/**
 * POST /api/effects: taps on the blocks of a screen that runs an experiment, beaconed by the page (text/plain or
 * JSON). Counted for the variants the viewer is in, on experiments it was shown (its own cookie says so), and only
 * for blocks the screen has; only this site's pages may send them, at most RUM_RATE_LIMIT_PER_MINUTE per IP.
 */
export const effectRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/effects',
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
      const parsed = TapBeaconSchema.safeParse(body)
      if (!parsed.success) throw new GwErrors.badRequest(`Invalid beacon: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`)
      const { ctx } = request
      const screen = ctx.layouts.screens.find((s) => s.id === parsed.data.screen)
      const blocks = new Set(screen?.blocks.map((b) => b.id) ?? [])
      const taps = parsed.data.taps.filter((t) => blocks.has(t.block))
      const placements = placementsOf(ctx, parsed.data.screen, seenExperiments(ctx.http, ctx.config.cookieSecure))
      if (taps.length && placements.length) ctx.effects.tapped(placements, taps)
      return reply.code(204).send()
    },
  )
}
