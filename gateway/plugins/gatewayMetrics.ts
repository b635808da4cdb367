import { performance } from 'node:perf_hooks'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { BreakerState } from '../upstream/guard.ts'
import type { CallOutcome, UpstreamObserver } from '../upstream/observer.ts'
import { LeanHistogram } from './leanHistogram.ts'
import { RumMetrics } from './rumMetrics.ts'

/** What the metrics read from the running gateway when scraped. */
export type MetricsSources = {
  breakers: () => Record<string, BreakerState>
  /** The route in use of each endpoint that has alternates (0: its own path). */
  routes: () => Record<string, { index: number }>
  endpoints: readonly string[]
  /** Whether a screen id is one of the layouts' (players' beacons name screens). */
  isScreen: (id: string) => boolean
  redis?: () => 'up' | 'down'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const BREAKER_VALUES: Record<BreakerState, number> = { closed: 0, halfOpen: 1, open: 2 }
// Past a few distinct reasons, the rest are one: a label never grows with what a caller passes.
const MAX_SHED_REASONS = 8

type Observe = (value: number) => void

/**
 * A request's route label: its pattern; `page` for a page drawn by the pages' handler (Fastify's not-found handler,
 * which has no pattern); `/assets/*` for the built files, whose names change with every build; `unmatched` otherwise.
 */
function routeLabel(route: string | undefined, screen: string): string {
  if (route === undefined) return screen ? 'page' : 'unmatched'
  return route.startsWith('/assets/') ? '/assets/*' : route
}

const REQUEST_DURATIONS = {
  name: 'gateway_http_request_duration_seconds',
  help: 'Gateway answers by route pattern, method, screen id (screens and pages) and status',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 3, 5],
}
const CALL_DURATIONS = {
  name: 'gateway_platform_call_duration_seconds',
  help: 'Platform calls by endpoint name and outcome (ok, rejected, timeout, unreachable, http_error, malformed, oversized, breaker_open)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
}
const CACHE_LOOKUPS = {
  name: 'gateway_cache_lookups_total',
  help: 'Shared platform feed lookups by feed and result: fresh, stale (served while refreshed), miss (loaded), joined (waited on a load under way)',
  labelNames: ['feed', 'result'],
}
const REDIS_COMMANDS = {
  name: 'gateway_redis_command_duration_seconds',
  help: 'Shared store (Redis) commands by outcome',
  labelNames: ['outcome'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
}

/** Each platform endpoint's breaker, read at scrape time from the gateway attached by then. */
function breakerGauge(registers: Registry[], attached: () => MetricsSources | undefined): void {
  new Gauge({
    name: 'gateway_platform_breaker_state',
    help: "Each platform endpoint's breaker: 0 closed, 1 half-open (one probe let through), 2 open (calls fail at once)",
    labelNames: ['endpoint'],
    registers,
    collect() {
      const sources = attached()
      if (!sources) return
      const states = sources.breakers()
      for (const endpoint of sources.endpoints) this.set({ endpoint }, BREAKER_VALUES[states[endpoint] ?? 'closed'])
    },
  })
}

/** Which route each endpoint with alternates is on: a merchant that refused a route shows here (and in `/readyz`). */
function routeGauge(registers: Registry[], attached: () => MetricsSources | undefined): void {
  new Gauge({
    name: 'gateway_platform_route',
    help: 'The route each platform endpoint with alternates is on: 0 its own path, 1 its first alternate, and so on',
    labelNames: ['endpoint'],
    registers,
    collect() {
      const routes = attached()?.routes() ?? {}
      for (const [endpoint, { index }] of Object.entries(routes)) this.set({ endpoint }, index)
    },
  })
}

function eventLoopGauge(registers: Registry[]): void {
  let lastElu = performance.eventLoopUtilization()
  new Gauge({
    name: 'gateway_event_loop_utilization',
    help: 'Share of time the event loop was busy since the last scrape (0 to 1)',
    registers,
    collect() {
      const now = performance.eventLoopUtilization()
      this.set(performance.eventLoopUtilization(now, lastElu).utilization)
      lastElu = now
    },
  })
}

/**
 * Every metric of one gateway instance, in its own registry (no process-wide state: tests build many apps). Labels
 * are bounded: route patterns (never raw paths), screen ids, endpoint names, closed outcome lists; never a member.
 */
export class GatewayMetrics {
  readonly registry = new Registry()
  readonly rum: RumMetrics
  private readonly requests: LeanHistogram
  private readonly requestChildren = new Map<string, Observe>()
  private readonly calls: LeanHistogram
  private readonly callChildren = new Map<string, Observe>()
  private readonly cacheLookups: Counter
  private readonly shed: Counter
  private readonly shedReasons = new Set<string>()
  private readonly redisCommands: Histogram
  private readonly publishes: Counter
  private readonly layoutsInfo: Gauge
  private liveVersion = ''
  private sources: MetricsSources | undefined

  /** `worker`: the instance's index under node:cluster ('0' alone), a label on every series. */
  constructor(worker: string) {
    const registers = [this.registry]
    // Read at scrape time (the gauges' collect runs with `this` as the gauge).
    const attached = () => this.sources
    this.registry.setDefaultLabels({ worker })
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 })
    this.requests = new LeanHistogram({ ...REQUEST_DURATIONS, registry: this.registry })
    this.calls = new LeanHistogram({ ...CALL_DURATIONS, registry: this.registry })
    breakerGauge(registers, attached)
    routeGauge(registers, attached)
    this.cacheLookups = new Counter({ ...CACHE_LOOKUPS, registers })
    this.shed = new Counter({ name: 'gateway_shed_total', help: 'Requests refused by load shedding, by reason', labelNames: ['reason'], registers })
    this.redisCommands = new Histogram({ ...REDIS_COMMANDS, registers })
    this.layoutsInfo = new Gauge({
      name: 'gateway_layouts_version_info',
      help: 'The layout version this instance serves (one series, value 1)',
      labelNames: ['version'],
      registers,
    })
    this.publishes = new Counter({
      name: 'gateway_layouts_publishes_total',
      help: 'Layout versions this instance went live with since it started (publishes, rollbacks, edits of the folder)',
      registers,
    })
    eventLoopGauge(registers)
    this.rum = new RumMetrics(registers, (id) => attached()?.isScreen(id) ?? false)
  }

  /** What the scrape reads from the running gateway, once it is built. */
  attach(sources: MetricsSources): void {
    this.sources = sources
    const redis = sources.redis
    if (!redis) return
    new Gauge({
      name: 'gateway_redis_up',
      help: 'Whether the shared store (Redis) answers: 1 up, 0 away (the instance serves from its memory); absent without REDIS_URL',
      registers: [this.registry],
      collect() {
        this.set(redis() === 'up' ? 1 : 0)
      },
    })
  }

  request(route: string | undefined, method: string, screen: string, status: number, seconds: number): void {
    const key = `${route}|${method}|${screen}|${status}`
    let child = this.requestChildren.get(key)
    if (!child) {
      child = this.requests.series({ route: routeLabel(route, screen), method: METHODS.has(method) ? method : 'OTHER', screen, status: String(status) })
      this.requestChildren.set(key, child)
    }
    child(seconds)
  }

  countShed(reason: string): void {
    if (!this.shedReasons.has(reason) && this.shedReasons.size >= MAX_SHED_REASONS) reason = 'other'
    this.shedReasons.add(reason)
    this.shed.inc({ reason })
  }

  redisCommand(seconds: number, ok: boolean): void {
    this.redisCommands.observe({ outcome: ok ? 'ok' : 'error' }, seconds)
  }

  /** Told the version served now; a change counts as going live with another version. */
  layoutsVersion(version: string): void {
    if (version === this.liveVersion) return
    this.layoutsInfo.reset()
    this.layoutsInfo.set({ version }, 1)
    if (this.liveVersion !== '') this.publishes.inc()
    this.liveVersion = version
    this.rum.versionLive(version)
  }

  /** The platform client's observer: each call's duration and outcome, and each feed lookup. */
  readonly upstream: UpstreamObserver = {
    call: (endpoint) => {
      const started = performance.now()
      return { end: (outcome: CallOutcome) => this.platformCall(endpoint, outcome, (performance.now() - started) / 1000) }
    },
    cache: (feed, result) => this.cacheLookups.inc({ feed, result }),
  }

  private platformCall(endpoint: string, outcome: CallOutcome, seconds: number): void {
    const key = `${endpoint}|${outcome}`
    let child = this.callChildren.get(key)
    if (!child) {
      child = this.calls.series({ endpoint, outcome })
      this.callChildren.set(key, child)
    }
    child(seconds)
  }
}
