import type { FastifyPluginAsync } from 'fastify'
import { RUM_BUDGETS, type TimingsAnswer } from '../../schemas/rum.ts'
import type { Studio } from './studio.ts'

/**
 * GET /api/studio/timings (operators only): players' timings per screen, p75 of each web-vital against its budget, and
 * the blocks and chunks that failed, as this instance counted them since it started.
 */
export function studioTimingsRoute(studio: Studio): FastifyPluginAsync {
  const since = new Date().toISOString()
  return async (app) => {
    app.get('/api/studio/timings', { schema: { hide: true } }, async (request, reply): Promise<TimingsAnswer> => {
      studio.requireOperator(request)
      reply.header('cache-control', 'private, no-store')
      const { metrics } = app
      return {
        collecting: metrics !== undefined,
        sampleRate: metrics ? app.config.rum.sampleRate : 0,
        since,
        budgets: RUM_BUDGETS,
        screens: metrics ? await metrics.rum.byScreen() : [],
      }
    })
  }
}
