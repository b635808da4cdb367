// How busy an idle home keeps a phone (issue 16): Chromium at 4× CPU throttle, the home loaded and left alone,
// main-thread task time over 10 s as a share of the wall clock, at the top of the page (the carousel and the
// ticker move) and scrolled past them (nothing on screen moves: target ≈ 0).
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts'

export type IdleReport = { atTopPct: number; scrolledPct: number; seconds: number }
const SECONDS = 10
// The announcement pop-ups stay closed, as for a player who closed them before.
const POPUPS_SEEN: Record<string, string> = { SHELL_PU_A: '{"show":false}', SHELL_PU_B: '{"show":false}' }

export async function idleHome(base: string): Promise<IdleReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await context.addInitScript((seen) => {
      for (const [key, value] of Object.entries(seen)) window.localStorage.setItem(key, value)
    }, POPUPS_SEEN)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Performance.enable')
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
    const busyShare = async () => {
      const start = await taskSeconds()
      const wall = performance.now()
      await page.waitForTimeout(SECONDS * 1000)
      return Number(((100 * ((await taskSeconds()) - start)) / ((performance.now() - wall) / 1000)).toFixed(1))
    }
    await page.goto(`${base}/m/home`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)
    const atTopPct = await busyShare()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(2000)
    const scrolledPct = await busyShare()
    return { atTopPct, scrolledPct, seconds: SECONDS }
  } finally {
    await browser.close()
  }
}
