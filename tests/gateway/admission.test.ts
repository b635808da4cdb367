// Admission control through HTTP: a full gateway refuses at once with Retry-After (JSON for the API, the busy page for
// a page), never refuses probes, pictures or the client's files, and a gateway with room never refuses, stalls or not.
import { afterEach, describe, expect, it } from 'vitest'
import { BUSY_PAGE_SOURCES } from '../../gateway/admission/busyPage.ts'
import type { AdmissionState } from '../../gateway/admission/plugin.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const STATUS = '/wps/system/status'

async function platformCalls(app: TestApp): Promise<number> {
  const { calls } = (await (await fetch(`${app.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
  return Object.values(calls).reduce((a, b) => a + b, 0)
}

/** Holds the event loop, as a collection or a busy machine would. */
function stall(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('admission control', () => {
  it('refuses past its limit at once, with Retry-After and before any platform call, and admits again once places are free', async () => {
    t = await buildTestApp({ env: { SHED_MAX_IN_FLIGHT: '2', SHED_MIN_IN_FLIGHT: '2', SHED_RETRY_AFTER_S: '3' } })
    const app = t
    // Every platform call waits, so the two held screens ask nothing more while the refusals are counted.
    await app.control('/__sim/faults', { endpoint: '*', kind: 'latency', ms: 1500 })
    const held = Promise.all([0, 1].map(() => app.request().get('/api/screen').query({ path: '/m/home' })))
    // Both held screens are in, and have asked the platform what they ask before waiting on it.
    for (let waited = 0; app.app.admission()?.inFlight !== 2 && waited < 1000; waited += 10) await sleep(10)
    expect<AdmissionState | undefined>(app.app.admission()).toMatchObject({ inFlight: 2, limit: 2 })
    await sleep(100)
    const before = await platformCalls(app)
    const refused = await app.request().get('/api/screen').query({ path: '/m/home' })
    expect([refused.status, refused.headers['retry-after'], refused.headers['cache-control'], refused.body]).toEqual([
      503,
      '3',
      'no-store',
      { error: { code: 'GW_OVERLOADED', message: 'The site is busy right now' } },
    ])
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    // An action is refused the same way, and the refusals asked nothing of the platform.
    expect((await app.request().post('/api/actions/logout').set('x-requested-with', 'fetch').send({})).status).toBe(503)
    expect(await platformCalls(app)).toBe(before)
    // Never refused while full: probes, platform pictures, the client's files.
    expect((await app.request().get('/healthz')).status).toBe(200)
    for (const path of ['/media/BANNER/1.png', '/img/logo.svg', '/assets/main-x.js', '/robots.txt']) {
      expect((await app.request().get(path)).status, path).not.toBe(503)
    }
    expect((await held).map((r) => r.status)).toEqual([200, 200])
    await fetch(`${app.sim.url}/__sim/faults`, { method: 'DELETE' })
    expect((await app.request().get('/api/screen').query({ path: '/m/home' })).status).toBe(200)
    expect(app.logs.filter((l) => (l.level as number) >= 50)).toEqual([])
  })

  it('gives a refused page navigation the busy page, in the player language, allowed by the CSP, retrying by itself', async () => {
    t = await buildTestApp({ env: { SHED_MAX_IN_FLIGHT: '1', SHED_MIN_IN_FLIGHT: '1' } })
    const app = t
    await app.control('/__sim/faults', { endpoint: STATUS, kind: 'latency', ms: 500 })
    const held = app
      .request()
      .get('/api/screen')
      .query({ path: '/m/home' })
      .then((r) => r)
    await sleep(150)
    const page = await app
      .request()
      .get('/m/gameList')
      .set('accept', 'text/html,application/xhtml+xml')
      .set('sec-fetch-dest', 'document')
      .set('cookie', 'lang=CN')
    expect([page.status, page.headers['retry-after'], page.headers['content-type']]).toEqual([503, '2', 'text/html; charset=utf-8'])
    expect(page.text).toContain('<html lang="zh"')
    expect(page.text).toContain('网站繁忙')
    expect(page.text).toContain('data-retry-after="2"')
    expect(page.text).toContain('location.reload()')
    const csp = page.headers['content-security-policy'] as string
    expect(csp).toContain(`script-src ${BUSY_PAGE_SOURCES.script};`)
    expect(csp).toContain(`style-src ${BUSY_PAGE_SOURCES.style};`)
    expect(csp).toContain("default-src 'none'")
    // A framed page (the lottery launcher) gets it too; a script asking for JSON does not.
    const framed = await app.request().get('/lotto/x/y/games/1').set('sec-fetch-dest', 'iframe').set('accept', 'text/html')
    expect([framed.status, framed.headers['content-type']]).toEqual([503, 'text/html; charset=utf-8'])
    const api = await app.request().get('/api/screen').query({ path: '/m/home' }).set('accept', 'text/html,*/*')
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8')
    expect((await held).status).toBe(200)
  })

  it('lets a page navigation past a limit full of API calls (a quarter more places: admissionLimit.test.ts)', async () => {
    t = await buildTestApp({ env: { SHED_MAX_IN_FLIGHT: '4', SHED_MIN_IN_FLIGHT: '4' } })
    const app = t
    // The held requests ask the platform for more once the status answers: it must not answer before the refusals
    // below are counted, which a busy machine can take most of a second to make.
    await app.control('/__sim/faults', { endpoint: STATUS, kind: 'latency', ms: 2500 })
    const held = Promise.all([0, 1, 2, 3].map(() => app.request().get('/api/screen').query({ path: '/m/home' })))
    await sleep(150)
    expect((await app.request().get('/api/screen').query({ path: '/m/home' })).status).toBe(503)
    const page = await app.request().get('/m/home').set('accept', 'text/html').set('sec-fetch-dest', 'document')
    // Without a client build the page itself is a 503 that says so: what counts is that it is not the busy page.
    expect(page.text).not.toContain('data-retry-after')
    expect(page.headers['retry-after']).toBeUndefined()
    expect((await held).map((r) => r.status)).toEqual([200, 200, 200, 200])
  })

  it('never refuses a gateway with room, through event-loop stalls and a slow platform', async () => {
    t = await buildTestApp()
    const app = t
    await app.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'latency', ms: 400 })
    const statuses: number[] = []
    const client = async () => {
      for (let i = 0; i < 6; i++) statuses.push((await app.request().get('/api/screen').query({ path: '/m/home' })).status)
    }
    const clients = Promise.all(Array.from({ length: 20 }, client))
    // Stalls longer than the old shedding's threshold, while 20 players keep asking.
    for (let i = 0; i < 4; i++) {
      await sleep(200)
      stall(600)
    }
    await clients
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    expect(statuses).toHaveLength(120)
  })
})
