// Admission control under overload, side by side in one run (README: Admission control, Benchmarks):
//  - member0's home at 1,500 connections, and the warm visitor home at 500, while Chromium opens the home: the p99 of
//    the answers served (the deadline is 3 s), how fast refusals come (their p99) and whether they carry Retry-After,
//    and whether the page came whole (every block, no broken picture) after the refusals it met;
//  - the member home at 1,500 connections whose refused clients wait Retry-After as the site's pages do;
//  - the member home at 1,500 connections with admission off, for what it buys;
//  - a soak at 20 connections on the member home (BENCH_SOAK_S, default 180 s): nothing refused.
// Unless said otherwise the load generator asks again as soon as it has an answer, refused or not (Retry-After is not
// waited for): the harshest a refusal has to stand, its cost in the same two cores as the gateway and the platform.
import { loadavg } from 'node:os'
import { loadLoop, type LoopResult } from './loadLoop.ts'
import { memberCookie } from './member.ts'
import { loadHome, openBrowser, type PageCheck } from './overloadBrowser.ts'
import { startChild } from './processes.ts'

const HOME = '/api/screen?path=%2Fm%2Fhome'
const DEADLINE_MS = 3000
const SOAK_S = Number(process.env.BENCH_SOAK_S ?? 180)

type Run = { load: LoopResult; page?: PageCheck; loadAverage: number[] }
export type OverloadReport = {
  member1500: Run
  member1500Following: Run
  visitor500: Run
  member1500Off: Run
  soak20: Run & { seconds: number; fullSeconds: number }
  /** Blocks of the home drawn by the same browser on an idle gateway. */
  homeBlocks: number
  deadlineMs: number
}

const load1 = () => Number(loadavg()[0]?.toFixed(2))

async function withGateway<T>(simPort: number, env: Record<string, string>, run: (origin: string) => Promise<T>): Promise<T> {
  const gw = await startChild('gatewayProcess.ts', { BENCH_UPSTREAM_URL: `http://127.0.0.1:${simPort}`, ...env })
  try {
    return await run(`http://127.0.0.1:${gw.port}`)
  } finally {
    await gw.stop()
  }
}

type Press = { connections: number; seconds: number; headers?: Record<string, string>; browserAfterS?: number; followRetryAfter?: boolean }

/** `connections` on `path` for `seconds`, with the browser opening the home `browserAfterS` into it. */
async function pressed(origin: string, path: string, { connections, seconds, headers = {}, browserAfterS, followRetryAfter = false }: Press): Promise<Run> {
  const before = load1()
  const browser = browserAfterS === undefined ? undefined : await openBrowser()
  try {
    const running = loadLoop(origin, path, connections, seconds, headers, followRetryAfter)
    const page = browser ? new Promise((r) => setTimeout(r, (browserAfterS ?? 0) * 1000)).then(() => loadHome(browser, origin)) : undefined
    const [result, check] = await Promise.all([running, page])
    return { load: result, ...(check ? { page: check } : {}), loadAverage: [before, load1()] }
  } finally {
    await browser?.close()
  }
}

export async function overload(simPort: number): Promise<OverloadReport> {
  const on = await withGateway(simPort, {}, async (origin) => {
    const member = { cookie: await memberCookie(origin) }
    await loadLoop(origin, HOME, 50, 2, member)
    await loadLoop(origin, HOME, 50, 2)
    const browser = await openBrowser()
    const idle = await loadHome(browser, origin).finally(() => browser.close())
    const member1500 = await pressed(origin, HOME, { connections: 1500, seconds: 15, headers: member, browserAfterS: 3 })
    const member1500Following = await pressed(origin, HOME, { connections: 1500, seconds: 10, headers: member, followRetryAfter: true })
    const visitor500 = await pressed(origin, HOME, { connections: 500, seconds: 12, browserAfterS: 2 })
    return { homeBlocks: idle.blocks, member1500, member1500Following, visitor500 }
  })
  const member1500Off = await withGateway(simPort, { SHED_MAX_IN_FLIGHT: '0' }, async (origin) => {
    const member = { cookie: await memberCookie(origin) }
    await loadLoop(origin, HOME, 50, 2, member)
    return pressed(origin, HOME, { connections: 1500, seconds: 12, headers: member })
  })
  const soak20 = await withGateway(simPort, {}, async (origin) => {
    const member = { cookie: await memberCookie(origin) }
    await loadLoop(origin, HOME, 20, 2, member)
    return { ...(await pressed(origin, HOME, { connections: 20, seconds: SOAK_S, headers: member })), seconds: SOAK_S, fullSeconds: 180 }
  })
  return { ...on, member1500Off, soak20, deadlineMs: DEADLINE_MS }
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`
const ok = (pass: boolean) => (pass ? 'meets target' : 'MISSES target')

function served(run: Run, deadlineMs: number): string {
  const { load } = run
  const refusals =
    load.shed === 0
      ? 'nothing refused'
      : `${pct(load.shed, load.total)} refused at once (p50 ${load.shedP50} ms, p99 ${load.shedP99} ms; ${pct(load.shedWithRetryAfter, load.shed)} with Retry-After)`
  return `${load.ok} served (${Math.round(load.ok / Math.max(1, load.total / load.rps))} req/s), p50 ${load.servedP50} ms, p99 ${load.servedP99} ms (≤ ${deadlineMs}: ${ok(load.servedP99 <= deadlineMs)}); ${refusals}; ${load.errors} errors; load average ${run.loadAverage.join(' → ')}`
}

function page(check: PageCheck | undefined, blocks: number): string {
  if (!check) return ''
  if (check.drawnMs === null) return `; Chromium: the home was NOT drawn within 60 s (${check.refusedPages} page refusals, ${check.refusedLoads} loads refused)`
  const whole = check.blocks >= blocks && check.brokenImages.length === 0 && check.failedBlocks === 0
  return `; Chromium opened the home meanwhile: ${check.refusedPages} page refusal(s) (busy page, reloaded by itself), ${check.refusedLoads} load(s) refused and asked again, drawn in ${check.drawnMs} ms with ${check.blocks}/${blocks} blocks, ${check.brokenImages.length} broken pictures, ${check.failedBlocks} blocks unshown (${whole ? 'whole' : 'NOT WHOLE'})`
}

export function printOverload(report: OverloadReport): void {
  const { deadlineMs, homeBlocks } = report
  console.log(
    `member home, 1,500 connections asking again at once, admission on: ${served(report.member1500, deadlineMs)}${page(report.member1500.page, homeBlocks)}`,
  )
  console.log(`member home, 1,500 connections whose refused clients wait Retry-After as the site's pages do: ${served(report.member1500Following, deadlineMs)}`)
  console.log(`warm visitor home, 500 connections, admission on: ${served(report.visitor500, deadlineMs)}${page(report.visitor500.page, homeBlocks)}`)
  console.log(`member home, 1,500 connections, admission off (SHED_MAX_IN_FLIGHT=0): ${served(report.member1500Off, deadlineMs)}`)
  const soak = report.soak20
  const short = soak.seconds < soak.fullSeconds ? ` (a short run: BENCH_SOAK_S=${soak.seconds}; the bench's own is ${soak.fullSeconds} s)` : ''
  console.log(
    `soak, member home, 20 connections for ${soak.seconds} s${short}: ${soak.load.shed} refused (target 0: ${ok(soak.load.shed === 0)}); ${served(soak, deadlineMs)}`,
  )
}
