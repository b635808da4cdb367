// No blank screen (DESIGN §13): every screen of layouts/, for a visitor, a member, an agent and a trial player, with
// each platform call it makes failing in each way the simulator fails: the answer is a 200 that shows the player
// something to read — a block drawn for sure, or the notice that says what is wrong. Which calls a screen makes is
// read from the simulator's own count, so a new call is covered as soon as a screen makes it. Then every screen and
// role again with every call it makes refused at once (`function.not.available`, as a platform without the module
// answers): a block the player saw with a healthy platform is never gone without the screen saying so — a notice, or a
// block drawn in its degraded form.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ACCOUNTS, buildTestApp, login, ROOT, type TestApp } from '../helpers/buildTestApp.ts'
import { FAULTS } from './faultMatrixTable.ts'

const ENV = { UPSTREAM_TIMEOUT_MS: '250', ANNOUNCEMENTS_TIMEOUT_MS: '200', BREAKER_MIN_CALLS: '1000', BREAKER_WINDOW: '1000' }
const ROLES = { visitor: null, member: ACCOUNTS.member0, agent: { username: 'agent1', password: 'Passw0rd!' }, trial: ACCOUNTS.trial4 } as const
type Role = keyof typeof ROLES
type Visit = { role: Role; route: string }
const PARALLEL = 16

/** The first route of every screen but the two the platform's status alone leads to. */
const ROUTES = readdirSync(join(ROOT, 'layouts/screens'))
  .map((file) => JSON.parse(readFileSync(join(ROOT, 'layouts/screens', file), 'utf8')) as { id: string; routes: string[] })
  .filter((screen) => screen.id !== 'maintenance' && screen.id !== 'restricted')
  .map((screen) => screen.routes[0] as string)

let sim: RunningSimulator
let t: TestApp
const cookies = new Map<Role, string[]>()
/** Which visits make each platform call. */
const callers = new Map<string, Visit[]>()
/** The blocks each visit shows with a healthy platform. */
const healthy = new Map<string, string[]>()

/** Something the player sees for sure: a block no device condition may hide, other than a floating button. */
function shows(screen: ScreenResponse): boolean {
  return screen.blocks.some((b) => b.clientWhen === undefined && b.type !== 'floatingService')
}

/** A visible word on what failed: a notice, or a block drawn in its degraded form. */
function explains(screen: ScreenResponse): boolean {
  return screen.blocks.some((b) => b.clientWhen === undefined && (b.type === 'statusNotice' || b.status === 'degraded'))
}

async function calls(): Promise<string[]> {
  const { calls: made } = (await (await fetch(`${sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
  await fetch(`${sim.url}/__sim/stats`, { method: 'DELETE' })
  return Object.keys(made)
}

function visit({ role, route }: Visit) {
  return t
    .request()
    .get('/api/screen')
    .query({ path: route })
    .set('Cookie', cookies.get(role) ?? [])
}

beforeAll(async () => {
  sim = await startSimulator(0)
  const door = await buildTestApp({ simulator: sim })
  for (const [role, account] of Object.entries(ROLES) as [Role, (typeof ROLES)[Role]][]) {
    if (!account) continue
    const res = await login(door.request(), account)
    cookies.set(
      role,
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
    )
  }
  await door.close()
  t = await buildTestApp({ simulator: sim, env: ENV })
  await calls()
  for (const role of Object.keys(ROLES) as Role[]) {
    for (const route of ROUTES) {
      const res = await visit({ role, route })
      expect([route, role, res.status]).toEqual([route, role, 200])
      const screen = ScreenResponseSchema.parse(res.body)
      expect(shows(screen), `${role} ${route} with a healthy platform`).toBe(true)
      healthy.set(
        `${role} ${route}`,
        screen.blocks.filter((b) => b.clientWhen === undefined).map((b) => b.id),
      )
      for (const path of await calls()) callers.set(path, [...(callers.get(path) ?? []), { role, route }])
    }
  }
}, 120_000)
afterAll(async () => {
  await t.close()
  await sim.close()
})
afterEach(async () => {
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
})

describe('no screen is blank when one platform call fails', () => {
  it('covers every screen, role and call', () => {
    const visits = [...callers.values()].reduce((n, list) => n + list.length, 0)
    console.warn(
      `no blank screen: ${ROUTES.length} screens × ${Object.keys(ROLES).length} roles, ${callers.size} platform calls, ${visits} (screen, role, call) × ${FAULTS.length} faults = ${visits * FAULTS.length} cases`,
    )
    expect(ROUTES.length).toBeGreaterThan(25)
    expect(callers.size).toBeGreaterThan(30)
  })

  const cases = () => [...callers.keys()].sort().flatMap((path) => FAULTS.map((fault) => ({ path, fault })))
  // The table is known once the baseline ran: each case looks its visits up when it runs.
  it.each(FAULTS.map((fault) => ({ fault })))(
    '$fault.kind on each call, every screen and role that makes it',
    async ({ fault }) => {
      for (const { path } of cases().filter((c) => c.fault === fault)) {
        await t.control('/__sim/faults', { endpoint: path, ...fault })
        const visits = callers.get(path) ?? []
        const answers = []
        // A few at a time: this is about what a screen shows, not about a gateway under load (admission has its tests).
        for (let i = 0; i < visits.length; i += PARALLEL) {
          answers.push(...(await Promise.all(visits.slice(i, i + PARALLEL).map(async (v) => ({ v, res: await visit(v) })))))
        }
        for (const { v, res } of answers) {
          const where = `${fault.kind} on ${path}: ${v.role} ${v.route}`
          expect([res.status, res.body?.error?.code], where).toEqual([200, undefined])
          expect(shows(ScreenResponseSchema.parse(res.body)), where).toBe(true)
        }
        await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
      }
    },
    300_000,
  )
})

describe('no screen is blank when the platform refuses every call it makes', () => {
  it('explains itself on every screen and role with all its calls refused', async () => {
    const visits = new Map<string, { visit: Visit; paths: string[] }>()
    for (const [path, list] of callers) {
      for (const visit of list) {
        const key = `${visit.role} ${visit.route}`
        visits.set(key, { visit, paths: [...(visits.get(key)?.paths ?? []), path] })
      }
    }
    const silent: string[] = []
    for (const [where, { visit: v, paths }] of visits) {
      for (const path of paths) await t.control('/__sim/faults', { endpoint: path, kind: 'notAvailable' })
      const res = await visit(v)
      await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
      expect([res.status, res.body?.error?.code], where).toEqual([200, undefined])
      const screen = ScreenResponseSchema.parse(res.body)
      expect(shows(screen), where).toBe(true)
      const ids = new Set(screen.blocks.map((b) => b.id))
      const gone = (healthy.get(where) ?? []).filter((id) => !ids.has(id))
      if (gone.length > 0 && !explains(screen)) silent.push(`${where}: ${gone.join(', ')} gone (${screen.degraded.join(', ')})`)
    }
    expect(visits.size).toBeGreaterThan(100)
    expect(silent).toEqual([])
  }, 120_000)
})

describe('no screen is blank on a platform that has only what public clients show', () => {
  it('explains itself on every screen and role with every unevidenced route refused (the catalogue)', async () => {
    await t.control('/__sim/refuse', { unevidenced: true })
    const silent: string[] = []
    try {
      for (const role of Object.keys(ROLES) as Role[]) {
        for (const route of ROUTES) {
          const where = `${role} ${route}`
          const res = await visit({ role, route })
          expect([res.status, res.body?.error?.code], where).toEqual([200, undefined])
          const screen = ScreenResponseSchema.parse(res.body)
          expect(shows(screen), where).toBe(true)
          const ids = new Set(screen.blocks.map((b) => b.id))
          const gone = (healthy.get(where) ?? []).filter((id) => !ids.has(id))
          if (gone.length > 0 && !explains(screen)) silent.push(`${where}: ${gone.join(', ')} gone (${screen.degraded.join(', ')})`)
        }
      }
    } finally {
      await t.control('/__sim/refuse', { unevidenced: false })
    }
    expect(silent).toEqual([])
  }, 120_000)
})
