// Debian's real Prometheus scrapes a running gateway every second; PromQL over its HTTP API sees what an SRE would.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {} from '../../gateway/plugins/metrics.ts'
import { buildTestApp, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { startPrometheus, type RunningPrometheus } from '../helpers/prometheus.ts'

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2'

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
  let prometheus: RunningPrometheus
  let traffic: NodeJS.Timeout
  const byValue = (rows: { metric: Record<string, string>; value: [number, string] }[], label: string) =>
    Object.fromEntries(rows.map((r) => [r.metric[label] ?? '', Number(r.value[1])]))

  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_PORT: '0', BREAKER_MIN_CALLS: '3', BREAKER_WINDOW: '5', BREAKER_HALF_OPEN_AFTER_MS: '60000' } })
    prometheus = await startPrometheus([`127.0.0.1:${t.app.metricsPort}`], [join(ROOT, 'ops/prometheus/alerts.yml')])
    // Players on two screens, a request every 50 ms each, until the end.
    traffic = setInterval(() => {
      void t.request().get('/api/screen?path=/m/home').then(() => undefined, () => undefined)
      void t.request().get('/api/screen?path=/m/gameList').then(() => undefined, () => undefined)
    }, 50)
  })
  afterAll(async () => {
    clearInterval(traffic)
    await prometheus?.stop()
    await t?.close()
  })

  it('sees request rates per screen', async () => {
    const query = () => prometheus.query('sum by (screen) (rate(gateway_http_request_duration_seconds_count{route="/api/screen",status="200"}[5s]))')
    const rates = byValue(await until(query, (rows) => { const r = byValue(rows, 'screen'); return (r.home ?? 0) > 0 && (r.games ?? 0) > 0 }), 'screen')
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
})
