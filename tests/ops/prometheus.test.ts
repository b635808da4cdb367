// Debian's real Prometheus scrapes a running gateway every second; PromQL over its HTTP API sees what an SRE would.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {} from '../../gateway/plugins/metrics.ts'
import { buildTestApp, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { startPrometheus, type RunningPrometheus } from '../helpers/prometheus.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2'

type Dashboard = { panels: { title: string; targets?: { expr: string }[] }[] }
const dashboard = JSON.parse(readFileSync(join(ROOT, 'ops/grafana/layout-gateway.json'), 'utf8')) as Dashboard
const alerts = readFileSync(join(ROOT, 'ops/prometheus/alerts.yml'), 'utf8')
/** The queries of the dashboard, with Grafana's range variables as Prometheus takes them. */
const panelQueries = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr.replaceAll('$__rate_interval', '10s').replaceAll('$__range', '1m') })),
)
/** Metric names a PromQL text reads (not recording rules, which have a colon). */
const metricNames = (text: string) =>
  new Set([...text.matchAll(/\b((?:gateway|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')))

/** Polls a PromQL query until `accept` likes its result (or 20 s pass); the last result either way. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 20_000
  let value = await read()
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describe('metrics scraped by Prometheus', () => {
  let t: TestApp
  let redis: RedisServer
  let prometheus: RunningPrometheus
  let traffic: NodeJS.Timeout
  const byValue = (rows: { metric: Record<string, string>; value: [number, string] }[], label: string) =>
    Object.fromEntries(rows.map((r) => [r.metric[label] ?? '', Number(r.value[1])]))

  beforeAll(async () => {
    redis = await startRedis()
    t = await buildTestApp({
      env: { METRICS_PORT: '0', REDIS_URL: redis.url, BREAKER_MIN_CALLS: '3', BREAKER_WINDOW: '5', BREAKER_HALF_OPEN_AFTER_MS: '60000' },
    })
    prometheus = await startPrometheus([`127.0.0.1:${t.app.metricsPort}`], [join(ROOT, 'ops/prometheus/alerts.yml')])
    // Players on two screens, a request every 50 ms each, until the end.
    traffic = setInterval(() => {
      void t
        .request()
        .get('/api/screen?path=/m/home')
        .then(
          () => undefined,
          () => undefined,
        )
      void t
        .request()
        .get('/api/screen?path=/m/gameList')
        .then(
          () => undefined,
          () => undefined,
        )
    }, 50)
  })
  afterAll(async () => {
    clearInterval(traffic)
    await prometheus?.stop()
    await t?.close()
    await redis?.stop()
  })

  it('sees request rates per screen', async () => {
    const query = () => prometheus.query('sum by (screen) (rate(gateway_http_request_duration_seconds_count{route="/api/screen",status="200"}[5s]))')
    const rates = byValue(
      await until(query, (rows) => {
        const r = byValue(rows, 'screen')
        return (r.home ?? 0) > 0 && (r.games ?? 0) > 0
      }),
      'screen',
    )
    expect(rates.home).toBeGreaterThan(0)
    expect(rates.games).toBeGreaterThan(0)
    expect(Object.keys(rates)).not.toContain('')
  })

  it("shows a fault on one platform endpoint as that endpoint's error rate and open breaker, and no other's", async () => {
    await t.control('/__sim/faults', { endpoint: HOT_GAMES, kind: 'error' })
    const errors = await until(
      () => prometheus.query('sum by (endpoint, outcome) (rate(gateway_platform_call_duration_seconds_count{outcome!="ok"}[5s]))'),
      (rows) => rows.some((r) => r.metric.endpoint === 'hotGames' && Number(r.value[1]) > 0),
    )
    expect(errors.filter((r) => Number(r.value[1]) > 0).map((r) => r.metric.endpoint)).toEqual(['hotGames'])
    const breaker = await until(
      () => prometheus.query('gateway_platform_breaker_state{endpoint="hotGames"}'),
      (rows) => rows[0]?.value[1] === '2',
    )
    expect(breaker[0]?.value[1]).toBe('2')
    expect(breaker[0]?.metric.worker).toBe('0')
    // The open breaker now fails calls at once: they are counted as such.
    const refused = await until(
      () => prometheus.query('sum(rate(gateway_platform_call_duration_seconds_count{endpoint="hotGames",outcome="breaker_open"}[5s]))'),
      (rows) => Number(rows[0]?.value[1] ?? 0) > 0,
    )
    expect(Number(refused[0]?.value[1])).toBeGreaterThan(0)
    const others = await prometheus.query('max by (endpoint) (gateway_platform_breaker_state{endpoint!="hotGames"}) > 0')
    expect(others).toEqual([])
  })

  it('loads the alert rules, and an alert fires from what it scrapes', async () => {
    const rules = await fetch(`${prometheus.url}/api/v1/rules`).then((r) => r.json() as Promise<{ data: { groups: { name: string }[] } }>)
    expect(rules.data.groups.map((g) => g.name).sort()).toEqual(['layout-gateway-dependencies', 'layout-gateway-players', 'layout-gateway-slo'])
    // The breaker is open: PlatformBreakerOpen is pending (it fires after a minute).
    const alerts = await until(
      () => prometheus.query('ALERTS{alertname="PlatformBreakerOpen"}'),
      (rows) => rows.length > 0,
    )
    expect(alerts[0]?.metric).toMatchObject({ endpoint: 'hotGames', alertstate: 'pending' })
  })

  it("runs every dashboard panel's query, on metrics the gateway exports", async () => {
    const exported = new Set([...(await (await fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`)).text()).matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]))
    expect(panelQueries.length).toBeGreaterThan(20)
    for (const { expr } of panelQueries) await prometheus.query(expr)
    const read = metricNames([...panelQueries.map((q) => q.expr), alerts].join('\n'))
    expect([...read].filter((name) => !exported.has(name))).toEqual([])
    // The dashboard's headline panels have data from the traffic above.
    const rates = await prometheus.query(panelQueries.find((q) => q.panel === 'Requests per second by screen')!.expr)
    expect(rates.map((r) => r.metric.screen).sort()).toEqual(['games', 'home'])
    const redisUp = await prometheus.query(panelQueries.find((q) => q.panel === 'Redis up by instance')!.expr)
    expect(redisUp[0]?.value[1]).toBe('1')
  })
})
