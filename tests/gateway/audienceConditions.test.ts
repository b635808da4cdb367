import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inWindow, zonedTime } from '../../schemas/conditions.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { buildTestApp, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { signIn, studioEnv, studioPost } from '../helpers/studio.ts'

/**
 * A block for one country (COUNTRY_HEADER, trusted only behind TRUST_PROXY) and a block between two wall-clock times
 * of the operator's time zone: both decided on the gateway, and neither leaks into another viewer's shared answer.
 */
let sim: RunningSimulator
let dir: string
const apps: TestApp[] = []

const hourAgo = () => new Date(Date.now() - 3_600_000)
const local = (d: Date, tz: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(' ', 'T')

beforeAll(async () => {
  sim = await startSimulator(0)
  dir = await mkdtemp(join(tmpdir(), 'layouts-audience-'))
  await cp(join(ROOT, 'layouts'), dir, { recursive: true })
  const home = JSON.parse(await readFile(join(dir, 'screens/home.json'), 'utf8')) as { blocks: { id: string; when?: unknown }[] }
  const tz = 'Asia/Bangkok'
  for (const block of home.blocks) {
    if (block.id === 'quickNav') block.when = { op: 'country', in: ['TH'] }
    // Live from an hour ago until an hour from now; the ticker ended an hour ago.
    if (block.id === 'banners') block.when = { op: 'window', from: local(hourAgo(), tz), until: local(new Date(Date.now() + 3_600_000), tz), tz }
    if (block.id === 'ticker') block.when = { op: 'window', until: local(hourAgo(), tz), tz }
  }
  await writeFile(join(dir, 'screens/home.json'), JSON.stringify(home, null, 2))
}, 60_000)
afterAll(async () => {
  for (const app of apps) await app.close()
  await sim.close()
  await rm(dir, { recursive: true, force: true })
})

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await buildTestApp({ simulator: sim, env: { LAYOUTS_DIR: dir, PUBLIC_CACHE_TTL_MS: '15000', VISITOR_SCREEN_SHARE_MS: '1000', ...env } })
  apps.push(app)
  return app
}

async function blocks(app: TestApp, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await supertest(app.app.server).get('/api/screen').query({ path: '/m/home' }).set(headers)
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body).blocks.map((b) => b.id)
}

describe('a country condition', () => {
  it("shows the block only to viewers the proxy's header places in that country, never mixing their answers", async () => {
    const app = await appWith({ TRUST_PROXY: 'true', COUNTRY_HEADER: 'CF-IPCountry' })
    expect(await blocks(app, { 'cf-ipcountry': 'TH' })).toContain('quickNav')
    expect(await blocks(app, { 'cf-ipcountry': 'VN' })).not.toContain('quickNav')
    expect(await blocks(app, { 'cf-ipcountry': 'th' })).toContain('quickNav')
    expect(await blocks(app)).not.toContain('quickNav')
    expect(await blocks(app, { 'cf-ipcountry': 'XX' })).not.toContain('quickNav')
  })

  it('never trusts the header without TRUST_PROXY', async () => {
    const app = await appWith({ COUNTRY_HEADER: 'CF-IPCountry' })
    expect(await blocks(app, { 'cf-ipcountry': 'TH' })).not.toContain('quickNav')
  })
})

describe('a time-window condition', () => {
  it('shows a block inside its window and hides one whose window ended, in the time zone given', async () => {
    const shown = await blocks(await appWith({}))
    expect(shown).toContain('banners')
    expect(shown).not.toContain('ticker')
  })

  it('reads wall-clock times in the time zone, across a clock change', () => {
    expect(new Date(zonedTime('2026-12-31T23:00', 'Asia/Bangkok')).toISOString()).toBe('2026-12-31T16:00:00.000Z')
    // New York: 01:30 on 1 Nov 2026 happens twice; 03:30 on 8 Mar 2026 is after the spring change (UTC-4).
    expect(new Date(zonedTime('2026-03-08T03:30', 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    expect(new Date(zonedTime('2026-07-01T12:00', 'Europe/London')).toISOString()).toBe('2026-07-01T11:00:00.000Z')
    const window = { from: '2026-12-31T23:00', until: '2027-01-02T00:00', tz: 'Asia/Bangkok' }
    expect(inWindow(window, Date.parse('2026-12-31T15:59:59Z'))).toBe(false)
    expect(inWindow(window, Date.parse('2026-12-31T16:00:00Z'))).toBe(true)
    expect(inWindow(window, Date.parse('2027-01-01T16:59:59Z'))).toBe(true)
    expect(inWindow(window, Date.parse('2027-01-01T17:00:00Z'))).toBe(false)
  })
})

describe("the studio's preview", () => {
  it('shows the screen as at another time and for a country', async () => {
    const app = await appWith(await studioEnv())
    const operator = supertest.agent(app.app.server)
    await signIn(operator)
    const preview = async (extra: object) => {
      const res = await studioPost(operator, '/api/studio/preview', { path: '/m/home', source: 'live', ...extra })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const visitor = (
        res.body.columns as { audience: string; screen: { blocks: { id: string }[] }; explain: { entries: { id: string; reasons: { text: string }[] }[] } }[]
      )[0]
      return {
        blocks: visitor?.screen.blocks.map((b) => b.id) ?? [],
        reasons: visitor?.explain.entries.find((e) => e.id === 'banners')?.reasons.map((r) => r.text) ?? [],
      }
    }
    const now = await preview({})
    expect(now.blocks).toContain('banners')
    expect(now.blocks).not.toContain('quickNav')
    // Two hours ago: before the banners' window opened, while the ticker's had not ended yet.
    const later = await preview({ at: new Date(Date.now() - 2 * 3_600_000).toISOString(), country: 'TH' })
    expect(later.blocks).not.toContain('banners')
    expect(later.reasons).toContain('hidden outside its time window')
    expect(later.blocks).toContain('quickNav')
    expect(later.blocks).toContain('ticker')

    // A preview link for a viewer in Thailand shows that country's blocks to someone without a studio account.
    const made = await studioPost(operator, '/api/studio/share', { path: '/m/home', audience: 'visitor', source: 'live', country: 'TH', hours: 1 })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const shown = await supertest(app.app.server).get(`/api/studio/shared/${String(made.body.url).split('/').at(-1)}`)
    expect((shown.body.screen.blocks as { id: string }[]).map((b) => b.id)).toContain('quickNav')
  })
})
