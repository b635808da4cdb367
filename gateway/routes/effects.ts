import type { FastifyPluginAsync } from 'fastify'
import { TapBeaconSchema } from '../../schemas/api/effects.ts'
import { placementsOf, seenExperiments } from '../context/effects.ts'
import { readBeacon } from './beacon.ts'

const BODY_LIMIT = 8 * 1024

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
      const beacon = readBeacon(request, TapBeaconSchema)
      const { ctx } = request
      const screen = ctx.layouts.screens.find((s) => s.id === beacon.screen)
      const blocks = new Set(screen?.blocks.map((b) => b.id) ?? [])
      const taps = beacon.taps.filter((t) => blocks.has(t.block))
      const placements = placementsOf(ctx, beacon.screen, seenExperiments(ctx.http, ctx.config.cookieSecure))
      if (taps.length && placements.length) ctx.effects.tapped(placements, taps)
      return reply.code(204).send()
    },
  )
}
