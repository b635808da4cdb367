// Every platform call of the home, game-centre, login and register screens × every fault the simulator makes
// × visitor and member: the screen still answers 200 within its deadline, with only what needed that call
// degraded. Status faults: served from the last good status when there is one, 503 with Retry-After when not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ACCOUNTS, answerTime, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'
import { AFTER_STATUS, CALLS, FAULTS, FEEDS, SCREENS, STATUS, UNSEEN, type ScreenId, type Viewer } from './faultMatrixTable.ts'

const TIMEOUT_MS = 300
const ENV = { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), ANNOUNCEMENTS_TIMEOUT_MS: '200', BREAKER_MIN_CALLS: '1000', BREAKER_WINDOW: '1000', LOG_LEVEL: 'info' }
const VIEWERS: readonly Viewer[] = ['visitor', 'member']

let sim: RunningSimulator
/** Has seen a good status; `fresh` never has. Both talk to the same simulator. */
let kept: TestApp
let fresh: TestApp
let memberCookie: string[] = []
const baseline = new Map<string, ScreenResponse>()
/** How far past UPSTREAM_TIMEOUT_MS each answer to a platform that never finishes came, in ms. */
const overruns: number[] = []
// The budget is UPSTREAM_TIMEOUT_MS + 25 ms. On a shared 2-core machine one answer can be held up by the
// scheduler or a collection for longer, so each answer gets this margin and the budget holds for the median;
// a second timeout chained after the first (the fault this guards against) would overrun by 300 ms.
const STALL_MARGIN_MS = 250
const SLOW: ReadonlySet<string> = new Set(['hang', 'latency', 'slowBody'])
// A case held up past the margin by the machine is run again; a real overrun fails every time.
const RETRY = { retry: 2 }

async function stats(): Promise<string[]> {
  const { calls } = (await (await fetch(`${sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
  await fetch(`${sim.url}/__sim/stats`, { method: 'DELETE' })
  return Object.keys(calls).sort()
}

function get(t: TestApp, viewer: Viewer, screen: ScreenId) {
  const req = t.request().get('/api/screen').query({ path: SCREENS[screen] })
  return viewer === 'member' ? req.set('Cookie', memberCookie) : req
}

/** Blocks by id, the shell and the popups: the parts a fault may or may not touch. */
function partsOf(s: ScreenResponse): Map<string, unknown> {
  return new Map<string, unknown>([['shell', s.shell], ['popups', s.popups], ...s.blocks.map((b) => [b.id, b] as [string, unknown])])
}

beforeAll(async () => {
  sim = await startSimulator(0)
  // Signing in draws a slider on the simulator, slow at first: through a gateway with the usual timeouts.
  const door = await buildTestApp({ simulator: sim })
  const res = await login(door.request(), ACCOUNTS.member0)
  memberCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '')
  // A pending contract request, so that the contract check has something to show (and to lose).
  await door.control('/__sim/contracts', { account: 'member0', kinds: ['dividend'] })
  await door.close()
  kept = await buildTestApp({ simulator: sim, env: ENV })
  fresh = await buildTestApp({ simulator: sim, env: ENV })
  await stats()
  for (const viewer of VIEWERS) {
    for (const screen of Object.keys(SCREENS) as ScreenId[]) {
      const answer = await get(kept, viewer, screen)
      baseline.set(`${viewer} ${screen}`, ScreenResponseSchema.parse(answer.body))
      // The table below must name every call the screen makes: a new call without its row fails here.
      expect(await stats()).toEqual([STATUS, ...CALLS[viewer][screen]].sort())
    }
  }
})
afterAll(async () => {
  await Promise.all([kept.close(), fresh.close()])
  await sim.close()
})
afterEach(async () => {
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
})

async function answer(t: TestApp, viewer: Viewer, screen: ScreenId, slow: boolean) {
  const started = performance.now()
  const res = await get(t, viewer, screen)
  const elapsed = performance.now() - started
  // The gateway's own time (Fastify's measure) is the guarantee; the round trip through this busy test process
  // gets a looser check.
  const own = answerTime(t, '/api/screen')
  if (slow) overruns.push(own - TIMEOUT_MS)
  expect(own).toBeLessThan(TIMEOUT_MS + STALL_MARGIN_MS)
  expect(elapsed).toBeLessThan(TIMEOUT_MS + 2 * STALL_MARGIN_MS)
  return res
}

describe('memory with huge answers', () => {
  it('stays bounded while every call of a member home answers 100 MB', async () => {
    await kept.control('/__sim/faults', { endpoint: '*', kind: 'huge' })
    const start = process.memoryUsage()
    let peakRss = start.rss
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
    }, 5)
    const answers = await Promise.all([0, 1, 2].map(() => get(kept, 'member', 'home')))
    clearInterval(sampler)
    const heapGrowth = process.memoryUsage().heapUsed - start.heapUsed
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    // 3 screens × 11 calls × 100 MB would be 3.3 GB if answers were buffered whole.
    expect(peakRss - start.rss).toBeLessThan(256 * 1024 * 1024)
    expect(heapGrowth).toBeLessThan(128 * 1024 * 1024)
    const mb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 2 ** 20).toFixed(1)} MB`
    console.warn(`huge answers: peak RSS ${mb(peakRss - start.rss)}, heap ${mb(heapGrowth)}`)
  })
})

const cases = VIEWERS.flatMap((viewer) =>
  (Object.keys(SCREENS) as ScreenId[]).flatMap((screen) => CALLS[viewer][screen].flatMap((path) => FAULTS.map((fault) => ({ viewer, screen, path, fault })))),
)

describe('GET /api/screen × every platform call × every fault', RETRY, () => {
  it.each(cases)('$viewer $screen: $path $fault.kind degrades only what needed it', async ({ viewer, screen, path, fault }) => {
    await kept.control('/__sim/faults', { endpoint: path, ...fault })
    const res = await answer(kept, viewer, screen, SLOW.has(fault.kind))
    expect(res.status).toBe(200)
    const got = ScreenResponseSchema.parse(res.body)
    const feed = FEEDS[path]
    const unseen = UNSEEN[viewer]?.[screen]?.includes(path) === true
    expect([...got.degraded].sort()).toEqual(unseen ? [] : [...(feed?.sources?.[viewer] ?? [feed?.source])].sort())
    const may = new Set(unseen ? [] : (feed?.affects[screen] ?? []))
    const before = partsOf(baseline.get(`${viewer} ${screen}`) as ScreenResponse)
    const after = partsOf(got)
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((part) => JSON.stringify(before.get(part)) !== JSON.stringify(after.get(part)))
    expect(changed.filter((part) => !may.has(part))).toEqual([])
    expect(changed.length > 0).toBe(!unseen)
  })
})

const statusCases = VIEWERS.flatMap((viewer) => (Object.keys(SCREENS) as ScreenId[]).flatMap((screen) => FAULTS.map((fault) => ({ viewer, screen, fault }))))

describe('GET /api/screen × every status fault', RETRY, () => {
  it.each(statusCases)('$viewer $screen: $fault.kind status, served from the last good one, else 503', async ({ viewer, screen, fault }) => {
    await kept.control('/__sim/faults', { endpoint: STATUS, ...fault })
    const res = await answer(kept, viewer, screen, SLOW.has(fault.kind))
    expect(res.status).toBe(200)
    const got = ScreenResponseSchema.parse(res.body)
    const before = baseline.get(`${viewer} ${screen}`) as ScreenResponse
    const late = SLOW.has(fault.kind) ? got.degraded.filter((source) => Object.hasOwn(AFTER_STATUS, source)) : []
    const mayChange = new Set(late.flatMap((source) => AFTER_STATUS[source] ?? []))
    expect([got.degraded, got.blocks, got.shell]).toEqual([['systemStatus', ...late], before.blocks, before.shell])
    if (!mayChange.has('popups')) expect(got.popups).toEqual(before.popups)
    expect(got.statusAsOf).toMatch(/^\d{4}-\d\d-\d\dT/)

    const none = await answer(fresh, viewer, screen, SLOW.has(fault.kind))
    expect([none.status, none.headers['retry-after'], none.body.error?.code]).toEqual([503, '5', 'GW_UPSTREAM_UNAVAILABLE'])
  })
})

describe('the deadline over the whole matrix', () => {
  it('answers a platform that never finishes within UPSTREAM_TIMEOUT_MS + 25 ms (median)', () => {
    const sorted = [...overruns].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Infinity
    console.warn(
      `overrun past ${TIMEOUT_MS} ms over ${sorted.length} answers: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    )
    const slowCases = (list: readonly { fault: { kind: string } }[]) => list.filter((c) => SLOW.has(c.fault.kind)).length
    expect(sorted.length).toBeGreaterThanOrEqual(slowCases(cases) + 2 * slowCases(statusCases))
    expect(at(0.5)).toBeLessThan(25)
  })
})
