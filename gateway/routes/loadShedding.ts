import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { GwErrors } from '../errors.ts'
import { countShed } from '../plugins/metrics.ts'

// Probes must answer under load: an orchestrator that sees them fail restarts the very process that is busiest. So
// must a scrape of the metrics (METRICS_TOKEN on this port): overload is when they are read.
const EXEMPT = /^\/(healthz|readyz|metrics)(\?|$)/

/**
 * Sheds load before the event loop drowns: past the configured event-loop delay or utilisation, requests
 * get 503 GW_OVERLOADED with Retry-After (set by the error handler) at once instead of queueing for seconds.
 */
export async function registerLoadShedding(app: FastifyInstance): Promise<void> {
  const { shed } = app.config
  const overloaded = new GwErrors.overloaded()
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    maxEventLoopUtilization: shed.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: 200,
    // A rejection goes to the error handler, which answers it (an answer sent here would not stop the route).
    pressureHandler: (request, _reply, type) => {
      if (EXEMPT.test(request.url)) return undefined
      countShed(request, type === 'eventLoopUtilization' ? 'event_loop_utilization' : 'event_loop_delay')
      return Promise.reject(overloaded)
    },
  })
}
