import { afterEach, describe, expect, it } from 'vitest'
import { MemoryAnswerStore } from '../../gateway/upstream/answerStore.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/buildTestApp.ts'

const STATUS = '/wps/system/status'
const apps: TestApp[] = []

async function app(options: TestAppOptions = {}) {
  // A deadline a loaded machine keeps on a good call (the hang cases wait for it).
  const t = await buildTestApp({ ...options, env: { UPSTREAM_TIMEOUT_MS: '1000', ...options.env } })
  apps.push(t)
  return t
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()))
})

async function home(t: TestApp) {
  const res = await t.request().get('/api/screen').query({ path: '/m/home' })
  return { res, screen: res.status === 200 ? ScreenResponseSchema.parse(res.body) : undefined }
}

describe('the last good platform status', () => {
  it.each(['error', 'hang', 'htmlError'])('serves screens from it, marked, while the status call fails (%s)', async (kind) => {
    const t = await app()
    const before = (await home(t)).screen
    expect(before?.degraded ?? []).toEqual([])
    const goodAt = Date.now()
    await t.control('/__sim/faults', { endpoint: STATUS, kind })
    const { res, screen } = await home(t)
    expect(res.status).toBe(200)
    expect(screen?.degraded).toEqual(['systemStatus'])
    expect(Math.abs(Date.parse(screen?.statusAsOf ?? '') - goodAt)).toBeLessThan(1000)
    expect(screen?.blocks).toEqual(before?.blocks)
    expect(screen?.shell).toEqual(before?.shell)
  })

  it('answers 503 GW_UPSTREAM_UNAVAILABLE with Retry-After when there is none', async () => {
    const t = await app()
    await t.control('/__sim/faults', { endpoint: STATUS, kind: 'error' })
    const { res } = await home(t)
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.body).toEqual({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'The platform cannot be reached right now' } })
  })

  it('survives a restart when the store is shared, and is checked again on the way back', async () => {
    const store = new MemoryAnswerStore()
    const first = await app({ answerStore: store })
    expect((await home(first)).res.status).toBe(200)
    const saved = await store.get('lastGood:sim88:systemStatus')
    expect(saved?.raw).toMatchObject({ maintenance: false, regionRestriction: false })

    const second = await app({ answerStore: store })
    await second.control('/__sim/faults', { endpoint: STATUS, kind: 'reset' })
    const { screen } = await home(second)
    expect(screen?.statusAsOf).toBe(new Date(saved?.savedAt ?? 0).toISOString())

    // A copy the schema no longer accepts is no status at all.
    await store.set('lastGood:sim88:systemStatus', { raw: { maintenance: 'no' }, savedAt: Date.now() })
    const third = await app({ answerStore: store })
    await third.control('/__sim/faults', { endpoint: STATUS, kind: 'error' })
    expect((await home(third)).res.status).toBe(503)
    expect(third.logs.some((l) => l.msg === 'last good answer no longer valid')).toBe(true)
  })

  it('keeps the gate it said: a platform in maintenance stays so while its status cannot be read', async () => {
    const t = await app()
    await t.control('/__sim/status', { maintenance: true })
    expect((await home(t)).screen?.screen).toBe('maintenance')
    await t.control('/__sim/faults', { endpoint: STATUS, kind: 'hang' })
    const { screen } = await home(t)
    expect([screen?.screen, screen?.status, screen?.degraded]).toEqual(['maintenance', 1, ['systemStatus']])
  })
})

describe('GET /readyz', () => {
  it('turns false as soon as the status call fails, though screens are still served from cache, and back', async () => {
    // Each home resolved anew (no visitor answer sent again): the marks of the answer itself are what is checked.
    const t = await app({ env: { PUBLIC_CACHE_TTL_MS: '60000', PUBLIC_CACHE_STALE_MS: '300000', VISITOR_SCREEN_SHARE_MS: '0' } })
    expect((await t.request().get('/readyz')).body).toEqual({ ok: true, layouts: true, upstream: true, dropped: {} })
    expect((await home(t)).screen?.statusAsOf).toBeUndefined()
    await t.control('/__sim/faults', { endpoint: STATUS, kind: 'error' })
    const ready = await t.request().get('/readyz')
    expect([ready.status, ready.body]).toEqual([503, { ok: false, layouts: true, upstream: false, dropped: {} }])
    const { screen } = await home(t)
    expect(screen?.statusAsOf).toBeDefined()
    expect(screen?.degraded).toEqual(['systemStatus'])
    await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    expect((await t.request().get('/readyz')).status).toBe(200)
    expect((await home(t)).screen?.statusAsOf).toBeUndefined()
  })

  it('names the endpoints whose breaker is open', async () => {
    const t = await app({ env: { BREAKER_MIN_CALLS: '2', BREAKER_WINDOW: '2' } })
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'error' })
    await home(t)
    await home(t)
    const ready = await t.request().get('/readyz')
    expect([ready.status, ready.body]).toEqual([200, { ok: true, layouts: true, upstream: true, dropped: {}, breakers: { hotGames: 'open' } }])
  })
})
