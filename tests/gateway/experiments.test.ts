import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSession, sessionKeys } from '../../gateway/context/session.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { buildTestApp, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { signIn, studioEnv } from '../helpers/studio.ts'

/**
 * A 50/50 experiment on home: the quick-nav block only in variant b. Viewers split close to the shares, each keeps
 * its variant on every request to either instance (a sticky bucket of its key), and the explain names the variant.
 */
const EXPERIMENT = {
  id: 'home-order',
  variants: [
    { id: 'a', share: 50 },
    { id: 'b', share: 50 },
  ],
}
const VIEWERS = 1000
/** Viewers asked side by side: the test's wall time, not what it checks. */
const AT_ONCE = 25

/** Runs `one` for 0…count-1, AT_ONCE at a time; answers how many said b. */
async function countB(count: number, one: (i: number) => Promise<string>): Promise<number> {
  let b = 0
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, k) => one(start + k)))
    b += batch.filter((v) => v === 'b').length
  }
  return b
}

let sim: RunningSimulator
let dir: string
let one: TestApp
let two: TestApp
let memberToken: string

beforeAll(async () => {
  sim = await startSimulator(0)
  dir = await mkdtemp(join(tmpdir(), 'layouts-experiment-'))
  await cp(join(ROOT, 'layouts'), dir, { recursive: true })
  const home = JSON.parse(await readFile(join(dir, 'screens/home.json'), 'utf8')) as { blocks: { id: string; when?: unknown }[]; experiments?: unknown }
  home.experiments = [EXPERIMENT]
  for (const block of home.blocks) if (block.id === 'quickNav') block.when = { op: 'variant', experiment: 'home-order', in: ['b'] }
  await writeFile(join(dir, 'screens/home.json'), JSON.stringify(home, null, 2))
  const env = { ...(await studioEnv()), LAYOUTS_DIR: dir, MEMBER_COUNTS_SHARE_MS: '0' }
  one = await buildTestApp({ simulator: sim, env })
  two = await buildTestApp({ simulator: sim, env })
  const login = await fetch(`${sim.url}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: sim.state.config.merchant },
    body: JSON.stringify({ username: 'member0', password: 'Passw0rd!' }),
  })
  memberToken = ((await login.json()) as { value: { token: string } }).value.token
}, 60_000)
afterAll(async () => {
  await one.close()
  await two.close()
  await sim.close()
  await rm(dir, { recursive: true, force: true })
})

async function variantOn(app: TestApp, cookie: string | undefined): Promise<{ variant: string; cookies: string[] }> {
  const req = supertest(app.app.server).get('/api/screen').query({ path: '/m/home' })
  const res = await (cookie ? req.set('cookie', cookie) : req)
  expect(res.status).toBe(200)
  const screen = ScreenResponseSchema.parse(res.body)
  expect(screen.reportTaps).toBe(true)
  const set = res.headers['set-cookie'] as unknown as string[] | undefined
  return { variant: screen.blocks.some((b) => b.id === 'quickNav') ? 'b' : 'a', cookies: (set ?? []).map((c) => c.split(';')[0] ?? '') }
}

function memberCookie(app: TestApp, account: string): string {
  const { config } = app.app
  const value = encodeSession({ t: memberToken, u: account, ty: 0, f: false }, sessionKeys(config.cookieSecret), config.sessionMaxAgeS)
  return `sid=${value}`
}

describe('a 50/50 experiment on home', () => {
  it('splits 1,000 visitors 45–55 %, each keeping its variant on both instances', async () => {
    const b = await countB(VIEWERS, async (i) => {
      const first = await variantOn(i % 2 ? one : two, undefined)
      const vid = first.cookies.find((c) => c.startsWith('vid='))
      expect(vid, 'a visitor is given its own id').toBeDefined()
      const again = await variantOn(i % 2 ? two : one, vid)
      expect(again.variant).toBe(first.variant)
      return first.variant
    })
    expect(b / VIEWERS).toBeGreaterThanOrEqual(0.45)
    expect(b / VIEWERS).toBeLessThanOrEqual(0.55)
  }, 120_000)

  it('splits 1,000 members 45–55 % by their account, the same on both instances', async () => {
    const b = await countB(VIEWERS, async (i) => {
      const first = await variantOn(one, memberCookie(one, `player${i}`))
      const again = await variantOn(two, memberCookie(two, `player${i}`))
      expect(again.variant).toBe(first.variant)
      return first.variant
    })
    expect(b / VIEWERS).toBeGreaterThanOrEqual(0.45)
    expect(b / VIEWERS).toBeLessThanOrEqual(0.55)
  }, 120_000)

  it('names the variant, and why, in the explain', async () => {
    const operator = supertest.agent(one.app.server)
    await signIn(operator)
    const res = await operator.get('/api/screen').query({ path: '/m/home', explain: 1 })
    expect(res.status).toBe(200)
    const facts = res.body.explain.facts as { variants: Record<string, string>; buckets: Record<string, number> }
    const variant = facts.variants['home-order']
    expect(['a', 'b']).toContain(variant)
    expect(variant).toBe((facts.buckets['home-order'] ?? 0) < 50 ? 'a' : 'b')
    const entry = (res.body.explain.entries as { id: string; shown: boolean; reasons: { fact?: string; value?: unknown; text: string }[] }[]).find(
      (e) => e.id === 'quickNav',
    )
    expect(entry?.shown).toBe(variant === 'b')
    expect(entry?.reasons.find((r) => r.fact === 'variants.home-order')).toMatchObject({ value: variant })
  })
})
