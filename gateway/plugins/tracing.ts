// OpenTelemetry traces: a span per request and per platform call, W3C traceparent to the platform, OTLP/HTTP export.
// Off (OTEL_EXPORTER_OTLP_ENDPOINT unset), no SDK is loaded and nothing is added to a request.
import { LogController, type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { GatewayConfig } from '../config.ts'
import type { TracingSdk } from './tracingSdk.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The tracing SDK, when traces are on. */
    tracing: TracingSdk | undefined
  }
}

/** Starts the SDK when an OTLP endpoint is configured; undefined (and nothing loaded) otherwise. */
export async function startTracing(config: GatewayConfig['tracing']): Promise<TracingSdk | undefined> {
  if (!config.otlpEndpoint) return undefined
  const { openTracing } = await import('./tracingSdk.ts')
  return openTracing(config.otlpEndpoint, config.serviceName)
}

/** Fastify's "incoming request" line comes before any hook, so before the request's span: the plugin logs it. */
export class TracedRequestLog extends LogController {
  override incomingRequest(): void {}
}

/**
 * Registered first, so that its request span is open while every other hook and the handler run. The request's logger
 * then carries the trace and span ids, so every line the request logs does, "incoming request" (logged here, see
 * TracedRequestLog) and "request completed" (Fastify's, through the reply's logger) included.
 */
async function tracingPlugin(app: FastifyInstance, options: { sdk: TracingSdk | undefined }): Promise<void> {
  const { sdk } = options
  app.decorate('tracing', sdk)
  if (!sdk) return
  await app.register(sdk.plugin)
  app.addHook('onRequest', (request, reply, done) => {
    const ids = sdk.current()
    if (ids) request.log = reply.log = request.log.child(ids)
    request.log.info({ req: request }, 'incoming request')
    done()
  })
  app.addHook('onClose', async () => sdk.shutdown())
}

export default fp(tracingPlugin, { name: 'gateway-tracing', fastify: '5.x' })
