// The OpenTelemetry SDK, loaded only when traces are on (gateway/plugins/tracing.ts imports this file on demand).
import { FastifyOtelInstrumentation } from '@fastify/otel'
import { context, defaultTextMapSetter, propagation, SpanKind, SpanStatusCode, trace, type TextMapPropagator, type Tracer } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import type { FastifyPluginCallback, FastifyRequest } from 'fastify'
import type { UpstreamObserver } from '../upstream/observer.ts'

export type TracingSdk = {
  /** Spans around platform calls, and the `traceparent` each attempt sends. */
  observer: UpstreamObserver
  /** @fastify/otel: a span per request, continuing the caller's `traceparent`. */
  plugin: FastifyPluginCallback
  /** The trace and span of what runs now (a request's handler), for its log lines. */
  current: () => { trace_id: string; span_id: string } | undefined
  shutdown: () => Promise<void>
}

/** OTLP/HTTP's traces path under a base endpoint (the OTEL_EXPORTER_OTLP_ENDPOINT convention). */
function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`
}

export function openTracing(endpoint: string, serviceName: string): TracingSdk {
  // Process-wide, as context must be: the first app of a process sets them, later ones (tests) find them set.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  const propagator = new W3CTraceContextPropagator()
  // @fastify/otel reads the incoming traceparent through the global propagator.
  propagation.setGlobalPropagator(propagator)
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(endpoint) }), scheduledDelayMillis: 1000 })],
  })
  const otel = new FastifyOtelInstrumentation({
    // A span per request and its handler; none per hook (a dozen hooks run on every request).
    instrumentHooks: false,
    // The path without its query: a query may carry what a player typed.
    requestHook: (span, request: FastifyRequest) => span.setAttribute('url.path', request.url.split('?')[0] ?? ''),
  })
  otel.setTracerProvider(provider)
  return {
    observer: platformCallSpans(provider.getTracer('layout-gateway'), propagator),
    plugin: otel.plugin() as FastifyPluginCallback,
    current: () => {
      const span = trace.getSpan(context.active())
      if (!span) return undefined
      const { traceId, spanId } = span.spanContext()
      return { trace_id: traceId, span_id: spanId }
    },
    shutdown: async () => {
      otel.disable()
      await provider.shutdown()
    },
  }
}

/** A client span per platform call, its outcome and size, and the `traceparent` its attempts send. */
function platformCallSpans(tracer: Tracer, propagator: TextMapPropagator): UpstreamObserver {
  return {
    call: (name) => {
      const span = tracer.startSpan(`platform ${name}`, { kind: SpanKind.CLIENT, attributes: { 'platform.endpoint': name } })
      const within = trace.setSpan(context.active(), span)
      return {
        headers: (headers) => propagator.inject(within, headers, defaultTextMapSetter),
        end: (outcome, bytes) => {
          span.setAttributes({ 'platform.outcome': outcome, 'http.response.body.size': bytes })
          if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome })
          span.end()
        },
      }
    },
  }
}
