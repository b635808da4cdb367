// Prometheus metrics (prom-client): on a port of their own (METRICS_PORT) and/or on the players' port behind a
// bearer token (METRICS_TOKEN), never open on the players' port. Off, nothing is measured and no hook is added.
import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AggregatorRegistry, type Registry } from 'prom-client'
import { endpoints } from '../upstream/endpoints.ts'
import type { GatewayMetrics } from './gatewayMetrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics; undefined when neither METRICS_PORT nor METRICS_TOKEN is set. */
    metrics: GatewayMetrics | undefined
    /** The port the metrics listen on (METRICS_PORT; 0 picks a free one), when they have their own. */
    metricsPort: number | undefined
  }
  interface FastifyRequest {
    /** The screen this request drew (screens and pages), for the request metrics' `screen` label; '' otherwise. */
    screenId: string
  }
}

type MetricsPluginOptions = { metrics: GatewayMetrics | undefined; port: number | undefined; host: string; token: string | undefined }

/** Counts a request refused by load shedding; `reason` is a short fixed word (a few distinct values at most). */
export function countShed(request: FastifyRequest, reason: string): void {
  request.server.metrics?.countShed(reason)
}

/** Whether an Authorization header carries the token (compared in constant time, as hashes of equal length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(token))
}

/** A bare HTTP server answering GET /metrics from `read` (a scrape costs the players' port nothing). */
export function metricsServer(read: () => Promise<string>, contentType: string, token: string | undefined): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return void res.writeHead(404).end()
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) return void res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
    read().then(
      (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
}

async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions): Promise<void> {
  const { metrics } = options
  app.decorate('metrics', metrics)
  app.decorate('metricsPort', undefined)
  app.decorateRequest('screenId', '')
  if (!metrics) return
  const { layouts } = app
  attachSources(app, metrics)
  // The live layout version, whichever way it changed (a publish, a rollback, a file saved, another instance's publish).
  const watchVersion = () => metrics.layoutsVersion(layouts.layouts.version)
  watchVersion()
  const versionTimer = setInterval(watchVersion, 1000).unref()
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.routeOptions.url, request.method, request.screenId, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  const scrape = async () => {
    watchVersion()
    return metrics.registry.metrics()
  }
  const { token } = options
  if (token !== undefined) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').send()
      return reply.type(metrics.registry.contentType).send(await scrape())
    })
  }
  const server = await serveOwnPort(app, metrics, scrape, options)
  app.addHook('onClose', async () => {
    clearInterval(versionTimer)
    if (server) await new Promise((resolve) => server.close(resolve))
  })
}

/** What a scrape reads from this gateway: its breakers, its endpoints, its layouts' screens, the shared store. */
function attachSources(app: FastifyInstance, metrics: GatewayMetrics): void {
  const { layouts } = app
  metrics.attach({
    breakers: () => app.upstream.breakers(),
    routes: () => app.upstream.routesInUse(),
    endpoints: Object.keys(endpoints),
    isScreen: (id) => layouts.layouts.screens.some((screen) => screen.id === id),
    ...(app.shared ? { redis: () => app.shared?.status().redis ?? 'down' } : {}),
  })
}

/** METRICS_PORT: this process's own metrics server, or under node:cluster the primary's (its server, undefined here). */
async function serveOwnPort(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  scrape: () => Promise<string>,
  options: MetricsPluginOptions,
): Promise<Server | undefined> {
  if (cluster.isWorker) {
    // Under node:cluster the primary serves METRICS_PORT with every instance's series (gateway/cluster.ts).
    shareWithPrimary(metrics.registry)
    return undefined
  }
  if (options.port === undefined) return undefined
  const server = metricsServer(scrape, metrics.registry.contentType, options.token)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  app.metricsPort = (server.address() as { port: number }).port
  app.log.info({ port: app.metricsPort, host: options.host }, 'metrics listening')
  return server
}

let aggregator: AggregatorRegistry<Registry['contentType']> | undefined

/** Makes this worker answer the primary's requests for its metrics (prom-client's cluster protocol). */
function shareWithPrimary(registry: Registry): void {
  aggregator ??= new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
}

export default fp(metricsPlugin, { name: 'gateway-metrics', fastify: '5.x', decorators: { fastify: ['upstream', 'layouts'] } })
