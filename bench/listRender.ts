// Browser rendering of a long game list: the extra provider's page size (1,000 games) against a 25-game
// list, both drawn by the same component (the lottery screen's KENO tab) in Debian's Chromium at 390×844,
// in one run. Also the longest main-thread task while scrolling the 1,000-game list (target: none over 200 ms).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts'
import { startChild } from './processes.ts'

const root = resolve(import.meta.dirname, '..')
const ROUNDS = 5

async function control(simPort: number, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${simPort}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok && res.status !== 409) throw new Error(`${path}: ${res.status}`)
}

/** A copy of the layouts whose lottery screens list one vendor each as their KENO tab. */
async function benchLayouts(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-layouts-'))
  await cp(join(root, 'layouts'), dir, { recursive: true })
  const screen = (id: string, route: string, vendor: string) => ({
    $schema: '../schema/screen.schema.json',
    id,
    routes: [route],
    blocks: [{ id: 'lottery', type: 'lotteryPanel', props: { keno: { label: 'KENO', gameType: 'RNG', vendor, pageSize: 1000 } } }],
    popups: [],
  })
  await writeFile(join(dir, 'screens/lottery.json'), JSON.stringify(screen('lottery', '/m/lottery', 'BENCHBIG')))
  await writeFile(join(dir, 'screens/lottery-small.json'), JSON.stringify(screen('lottery-small', '/m/startLottery', 'BENCHSMALL')))
  return dir
}

/** Opens the screen, taps KENO and times: tap → every card in the page, and list answer → every card. */
async function timeList(page: Page, path: string, expected: number) {
  await page.goto(path)
  await page.getByRole('tab', { name: 'KENO' }).waitFor()
  return page.evaluate(async (count) => {
    performance.clearResourceTimings()
    const long: number[] = []
    let since = Number.POSITIVE_INFINITY
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.startTime >= since) long.push(e.duration)
    })
    observer.observe({ type: 'longtask', buffered: true })
    const tab = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === 'KENO')
    if (!tab) throw new Error('no KENO tab')
    const start = performance.now()
    since = start
    let firstAt = 0
    tab.click()
    await new Promise<void>((done) => {
      const check = () => {
        const n = document.querySelectorAll('.games__grid .game-card').length
        if (!firstAt && n >= Math.min(count, 24)) firstAt = performance.now()
        if (n >= count) done()
        else requestAnimationFrame(check)
      }
      check()
    })
    // The frame after the cards are in the DOM is the one that paints them.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    const end = performance.now()
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/data/gameList')) as PerformanceResourceTiming | undefined
    await new Promise((done) => setTimeout(done, 200))
    for (const e of observer.takeRecords()) if (e.startTime >= since) long.push(e.duration)
    observer.disconnect()
    return { totalMs: end - start, renderMs: end - (answer?.responseEnd ?? start), firstCardsMs: firstAt - start, longestTaskMs: Math.max(0, ...long) }
  }, expected)
}

async function longestTaskWhileScrolling(page: Page): Promise<{ longestMs: number; tasksOver50: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] }
    w.__long = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration)
    }).observe({ type: 'longtask', buffered: false })
  })
  await page.mouse.move(200, 500)
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(50)
  }
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long)
  return { longestMs: Math.max(0, ...long), tasksOver50: long.length }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

export async function measureListRender(simPort: number) {
  await control(simPort, '/__sim/vendors', { code: 'BENCHBIG', displayName: 'Bench Big', gameType: 'RNG', games: 1000 })
  await control(simPort, '/__sim/vendors', { code: 'BENCHSMALL', displayName: 'Bench Small', gameType: 'RNG', games: 25 })
  const layouts = await benchLayouts()
  const gw = await startChild('gatewayProcess.ts', { BENCH_UPSTREAM_URL: `http://127.0.0.1:${simPort}`, LAYOUTS_DIR: layouts })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: `http://127.0.0.1:${gw.port}`,
    })
    const page = await context.newPage()
    type Run = Awaited<ReturnType<typeof timeList>>
    const big: Run[] = []
    const small: Run[] = []
    await timeList(page, '/m/startLottery', 25)
    await timeList(page, '/m/lottery', 1000)
    // Alternate, so both sizes see the same machine.
    for (let i = 0; i < ROUNDS; i++) {
      small.push(await timeList(page, '/m/startLottery', 25))
      big.push(await timeList(page, '/m/lottery', 1000))
    }
    const scrolling = await longestTaskWhileScrolling(page)
    const med = (runs: Run[], key: keyof Run) => Number(median(runs.map((r) => r[key])).toFixed(1))
    const summary = (runs: Run[]) => ({
      totalMs: med(runs, 'totalMs'),
      renderMs: med(runs, 'renderMs'),
      firstCardsMs: med(runs, 'firstCardsMs'),
      longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
    })
    const b = summary(big)
    const s = summary(small)
    return {
      games1000: b,
      games25: s,
      ratioTotal: Number((b.totalMs / s.totalMs).toFixed(2)),
      ratioRender: Number((b.renderMs / Math.max(s.renderMs, 0.1)).toFixed(2)),
      scrolling,
      rounds: ROUNDS,
    }
  } finally {
    await browser.close()
    await gw.stop()
    await rm(layouts, { recursive: true, force: true })
  }
}
