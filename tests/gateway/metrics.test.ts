import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {} from '../../gateway/plugins/metrics.ts'
import { buildTestApp, login, ACCOUNTS, type TestApp } from '../helpers/buildTestApp.ts'
import { seriesValue } from '../helpers/metricsText.ts'

const TOKEN = 'metrics-token-0123456789'

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`, { headers })
  return { status: res.status, text: await res.text() }
}

describe('metrics (Prometheus format, their own port, bounded labels)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => t.close())

  it('counts answers by route pattern, screen id and status, never by raw path or member', async () => {
    const agent = t.request()
    await agent.get('/api/screen?path=/m/home').expect(200)
    await agent.get('/api/screen?path=/m/gameList%3Ftype%3Dfav').expect(200)
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    await agent.get('/api/screen?path=/m/home').expect(200)
    await agent.get('/api/no-such-thing/12345').expect(404)
    const { status, text } = await scrape(t, { authorization: `Bearer ${TOKEN}` })
    expect(status).toBe(200)
    expect(seriesValue(text, 'gateway_http_request_duration_seconds_count', { route: '/api/screen', screen: 'home', status: '200', method: 'GET' })).toBe(2)
    expect(seriesValue(text, 'gateway_http_request_duration_seconds_count', { route: '/api/screen', screen: 'games' })).toBe(1)
    expect(text).toContain('worker="0"')
    expect(text).not.toContain('12345')
    expect(text).not.toContain('member0')
    expect(text).not.toMatch(/type=fav|path=/)
  })

  it('measures every platform call by endpoint and outcome, and each shared feed lookup', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'error' })
    try {
      await t.request().get('/api/screen?path=/m/home').expect(200)
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    const { text } = await scrape(t, { authorization: `Bearer ${TOKEN}` })
    expect(seriesValue(text, 'gateway_platform_call_duration_seconds_count', { endpoint: 'systemStatus', outcome: 'ok' })).toBeGreaterThan(0)
    expect(text).toMatch(/gateway_platform_call_duration_seconds_count\{[^}]*endpoint="hotGames"[^}]*outcome="(http_error|rejected)"/)
    expect(seriesValue(text, 'gateway_cache_lookups_total', { feed: 'systemStatus', result: 'miss' })).toBeGreaterThan(0)
    expect(seriesValue(text, 'gateway_platform_breaker_state', { endpoint: 'hotGames' })).toBe(0)
    expect(seriesValue(text, 'gateway_layouts_version_info', { version: t.app.layouts.layouts.version })).toBe(1)
    expect(text).toContain('gateway_event_loop_utilization')
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')
  })

  it('answers only with the token, and never on the players\' port without it', async () => {
    expect((await scrape(t)).status).toBe(401)
    expect((await scrape(t, { authorization: 'Bearer wrong-token-0000000000' })).status).toBe(401)
    expect((await t.request().get('/metrics')).status).toBe(401)
    const onPlayersPort = await t.request().get('/metrics').set('authorization', `Bearer ${TOKEN}`)
    expect(onPlayersPort.status).toBe(200)
    expect(onPlayersPort.text).toContain('gateway_http_request_duration_seconds_bucket')
  })
})
