import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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
    await agent.get('/api/no-such-thing/raw-path-7f3c').expect(404)
    const { status, text } = await scrape(t, { authorization: `Bearer ${TOKEN}` })
    expect(status).toBe(200)
    expect(seriesValue(text, 'gateway_http_request_duration_seconds_count', { route: '/api/screen', screen: 'home', status: '200', method: 'GET' })).toBe(2)
    expect(seriesValue(text, 'gateway_http_request_duration_seconds_count', { route: '/api/screen', screen: 'games' })).toBe(1)
    expect(text).toContain('worker="0"')
    // A label value never carries the raw path (a digit run could turn up in a sample's value by chance: a word cannot).
    expect(text).not.toContain('raw-path-7f3c')
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

  it("answers only with the token, and never on the players' port without it", async () => {
    expect((await scrape(t)).status).toBe(401)
    expect((await scrape(t, { authorization: 'Bearer wrong-token-0000000000' })).status).toBe(401)
    expect((await t.request().get('/metrics')).status).toBe(401)
    const onPlayersPort = await t.request().get('/metrics').set('authorization', `Bearer ${TOKEN}`)
    expect(onPlayersPort.status).toBe(200)
    expect(onPlayersPort.text).toContain('gateway_http_request_duration_seconds_bucket')
  })
})

describe('metrics of shedding and of layout versions', () => {
  it('counts a shed request by its reason, and its 503 among the answers', async () => {
    // Their own port: a scrape is never shed with the players' requests.
    const t = await buildTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, SHED_MAX_IN_FLIGHT: '1', SHED_MIN_IN_FLIGHT: '1' } })
    try {
      // One place, held by a slow request: the next one is refused at once.
      await t.control('/__sim/faults', { endpoint: '/wps/system/status', kind: 'latency', ms: 500 })
      const held = t
        .request()
        .get('/api/screen')
        .query({ path: '/m/home' })
        .then((r) => r)
      await new Promise((r) => setTimeout(r, 150))
      // On the players' port (METRICS_TOKEN) a scrape is not shed with them: overload is when it is read.
      const [refused, onPlayersPort] = await Promise.all([
        t.request().get('/api/screen').query({ path: '/m/home' }),
        t.request().get('/metrics').set('authorization', `Bearer ${TOKEN}`),
      ])
      expect([refused.status, onPlayersPort.status]).toEqual([503, 200])
      expect((await held).status).toBe(200)
      const { status, text } = await scrape(t, { authorization: `Bearer ${TOKEN}` })
      expect(status).toBe(200)
      const shed = text
        .split('\n')
        .filter((l) => l.startsWith('gateway_shed_total{'))
        .map((l) => Number(l.split(' ').at(-1)))
      expect(shed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
      expect(seriesValue(text, 'gateway_http_request_duration_seconds_count', { route: '/api/screen', status: '503' })).toBeGreaterThanOrEqual(1)
    } finally {
      await t.close()
    }
  })

  it('follows the live layout version (one series) and counts each version gone live', async () => {
    const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, copyLayouts: true })
    try {
      const scrape = async () => (await t.request().get('/metrics').set('authorization', `Bearer ${TOKEN}`)).text
      const first = t.app.layouts.layouts.version
      expect(seriesValue(await scrape(), 'gateway_layouts_publishes_total')).toBe(0)
      const file = join(t.layoutsDir, 'i18n/en.json')
      const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
      const reload = t.app.layouts.nextReload()
      await writeFile(file, `${JSON.stringify({ ...texts, client_brand: 'Renamed brand' }, null, 2)}\n`)
      await reload
      const text = await scrape()
      const second = t.app.layouts.layouts.version
      expect(second).not.toBe(first)
      expect(seriesValue(text, 'gateway_layouts_version_info', { version: second })).toBe(1)
      expect(text).not.toContain(`version="${first}"`)
      expect(seriesValue(text, 'gateway_layouts_publishes_total')).toBe(1)
    } finally {
      await t.close()
    }
  })
})
