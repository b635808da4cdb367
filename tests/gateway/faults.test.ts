import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

const ANNOUNCEMENTS_TIMEOUT_MS = 300
let t: TestApp

// The platform's own deadline far above the announcements': a screen back well before it was ended by the latter.
const UPSTREAM_TIMEOUT_MS = 3000

beforeAll(async () => {
  t = await buildTestApp({ env: { ANNOUNCEMENTS_TIMEOUT_MS: String(ANNOUNCEMENTS_TIMEOUT_MS), UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

describe('GET /api/screen with a failing platform', () => {
  it("answers at the announcements timeout, not the platform's, while announcements hang, every other block present", async () => {
    // One answer first, so the bound measures the hang and not the first request's start-up work.
    expect((await t.request().get('/api/screen').query({ path: '/m/home' })).status).toBe(200)
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_getListAnnouncements', kind: 'hang' })
    const started = performance.now()
    const res = await t.request().get('/api/screen').query({ path: '/m/home' })
    const elapsed = performance.now() - started
    expect(res.status).toBe(200)
    // Not before the announcements' deadline, and far before the platform's: how soon after is for the bench.
    expect(elapsed).toBeGreaterThanOrEqual(ANNOUNCEMENTS_TIMEOUT_MS - 5)
    expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS / 2)
    const s = ScreenResponseSchema.parse(res.body)
    expect(s.degraded).toContain('announcements')
    const ticker = s.blocks.find((b) => b.type === 'noticeTicker')
    expect(ticker).toMatchObject({ status: 'degraded', props: { items: [], emptyText: 'No announcement' } })
    expect(s.blocks.map((b) => b.type)).toEqual(['downloadBar', 'noticeTicker', 'bannerCarousel', 'quickNav', 'gameBlock', 'floatingService'])
    expect(s.blocks.filter((b) => b.type !== 'noticeTicker' && b.type !== 'bannerCarousel').every((b) => b.status === 'ok')).toBe(true)
    const warn = t.logs.find((l) => l.msg === 'block degraded' && l.blockId === 'ticker')
    expect(warn).toMatchObject({ screenId: 'home', source: 'announcements' })
  })

  it.each(['error', 'malformed'] as const)('degrades only the game block tabs when hot games answer %s', async (kind) => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind })
    const s = ScreenResponseSchema.parse((await t.request().get('/api/screen').query({ path: '/m/home' })).body)
    expect(s.degraded).toEqual(['hotGames'])
    const games = s.blocks.find((b) => b.type === 'gameBlock')
    expect(games?.type === 'gameBlock' && games.props.tabs.map((tab) => tab.id)).not.toContain('HOT')
    expect(s.blocks).toHaveLength(6)
  })

  it('hides a block whose layout says hide when its data fails', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_getVassGameType', kind: 'error' })
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'error' })
    const s = ScreenResponseSchema.parse((await t.request().get('/api/screen').query({ path: '/m/home' })).body)
    expect(s.blocks.map((b) => b.type)).toEqual(['downloadBar', 'noticeTicker', 'bannerCarousel', 'quickNav', 'floatingService'])
  })

  it('shares platform calls between concurrent screens: 20 visitors, one call per endpoint', async () => {
    // Long enough that all twenty are in before the first platform answer, on a loaded machine too.
    await t.control('/__sim/latency', { ms: 500 })
    await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request().get('/api/screen').query({ path: '/m/home' })))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    const { calls } = (await (await fetch(`${t.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
    expect(Object.values(calls).every((n) => n === 1)).toBe(true)
    expect(Object.keys(calls)).toHaveLength(6)
  })

  it('answers 503 GW_UPSTREAM_UNAVAILABLE when the platform is unreachable', async () => {
    const down = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '300' } })
    await down.sim.close()
    const res = await down.request().get('/api/screen').query({ path: '/m/home' })
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'The platform cannot be reached right now' } })
    const ready = await down.request().get('/readyz')
    expect(ready.status).toBe(503)
    await down.app.close()
  })
})
