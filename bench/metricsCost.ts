// What the metrics cost the warm visitor home: its req/s with metrics on (METRICS_PORT, scraped every second as
// Prometheus would) against the same gateway with them off, side by side in one run, and the gateway's CPU per request
// in each (its process.cpuUsage() before and after a round: steadier than req/s on a machine others share). Both
// gateways run throughout; short rounds alternate (off, on, off, on, …) and medians are compared. Target: on ≥ 0.95 × off.
import autocannon from 'autocannon'
import { startChild, type Child } from './processes.ts'

const HOME = '/api/screen?path=%2Fm%2Fhome'
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const ROUNDS = 12

type Round = { metrics: boolean; rps: number; cpuUs: number }
export type MetricsCostReport = {
  offRps: number
  onRps: number
  ratio: number
  offCpuUs: number
  onCpuUs: number
  cpuRatio: number
  scrapes: number
  scrapeBytes: number
  rounds: Round[]
}

async function cpuOf(gateway: Child): Promise<number> {
  const { user, system } = await gateway.cpu()
  return user + system
}

async function round(gateway: Child, metrics: boolean): Promise<Round> {
  const before = await cpuOf(gateway)
  const result = await autocannon({ url: `http://127.0.0.1:${gateway.port}${HOME}`, connections: 50, duration: 3, pipelining: 1, headers: BROWSER_HEADERS })
  const cpu = (await cpuOf(gateway)) - before
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`)
  return { metrics, rps: Math.round(result.requests.average), cpuUs: Number((cpu / Math.max(1, result.requests.total)).toFixed(1)) }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = sorted.length / 2
  return sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export async function metricsCost(simPort: number): Promise<MetricsCostReport> {
  // Admission stays on, as in production: below its floor of requests in flight it refuses nothing.
  const env = { BENCH_UPSTREAM_URL: `http://127.0.0.1:${simPort}` }
  const off = await startChild('gatewayProcess.ts', env)
  let on: Child | undefined
  const rounds: Round[] = []
  let scrapes = 0
  let scrapeBytes = 0
  let scraper: NodeJS.Timeout | undefined
  try {
    on = await startChild('gatewayProcess.ts', { ...env, METRICS_PORT: '0' })
    const metricsUrl = `http://127.0.0.1:${on.extra[1]}/metrics`
    // Warm both (V8 compiles the home's paths over the first thousands of requests).
    for (const child of [off, on]) await round(child, false)
    scraper = setInterval(() => {
      void fetch(metricsUrl).then(async (res) => {
        scrapeBytes = (await res.text()).length
        scrapes++
      })
    }, 1000)
    for (let i = 0; i < ROUNDS; i++) {
      const metrics = i % 2 === 1
      rounds.push(await round(metrics ? on : off, metrics))
    }
  } finally {
    clearInterval(scraper)
    await off.stop()
    await on?.stop()
  }
  const of = (metrics: boolean, key: 'rps' | 'cpuUs') => median(rounds.filter((r) => r.metrics === metrics).map((r) => r[key]))
  const [offRps, onRps, offCpuUs, onCpuUs] = [of(false, 'rps'), of(true, 'rps'), of(false, 'cpuUs'), of(true, 'cpuUs')]
  return {
    offRps,
    onRps,
    ratio: Number((onRps / offRps).toFixed(3)),
    offCpuUs,
    onCpuUs,
    cpuRatio: Number((onCpuUs / offCpuUs).toFixed(3)),
    scrapes,
    scrapeBytes,
    rounds,
  }
}
