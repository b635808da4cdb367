// A player's browser (Debian's Chromium, 390×844) opening the home of a gateway: how the page came (refused first,
// then drawn by its busy page's own reload), and whether it is whole: every block drawn, no picture broken, no block
// that says it could not be shown.
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts'

export type PageCheck = {
  /** Milliseconds from the navigation to the home drawn whole (null: it was not within the time allowed). */
  drawnMs: number | null
  /** Page navigations refused (the busy page shown) before the home came. */
  refusedPages: number
  /** API loads refused and asked again by the page. */
  refusedLoads: number
  blocks: number
  brokenImages: string[]
  failedBlocks: number
}

const PAGE_TIMEOUT_MS = 60_000

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** Opens /m/home and waits until it is drawn whole, or the time allowed runs out. */
export async function loadHome(browser: Browser, origin: string): Promise<PageCheck> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  // A browser that closed the announcement pop-ups before: the page under them is what is checked.
  await context.addInitScript(() => {
    localStorage.setItem('SHELL_PU_A', '{"show":false}')
    localStorage.setItem('SHELL_PU_B', '{"show":false}')
  })
  const page = await context.newPage()
  let refusedPages = 0
  let refusedLoads = 0
  page.on('response', (res) => {
    if (res.status() !== 503) return
    if (res.request().resourceType() === 'document') refusedPages++
    else refusedLoads++
  })
  const started = performance.now()
  try {
    await page.goto(`${origin}/m/home`, { timeout: PAGE_TIMEOUT_MS })
    // Drawn whole: the bottom menu, the game cards, no block still waiting for its chunk, every picture settled.
    await page.waitForFunction(
      () =>
        document.querySelector('.bottom-menu') !== null &&
        document.querySelectorAll('.game-card').length > 0 &&
        document.querySelectorAll('.block-placeholder').length === 0 &&
        [...document.images].every((img) => img.complete),
      undefined,
      { timeout: PAGE_TIMEOUT_MS, polling: 250 },
    )
    const drawnMs = Math.round(performance.now() - started)
    const seen = await page.evaluate(() => ({
      blocks: document.querySelectorAll('main .block').length,
      brokenImages: [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      failedBlocks: document.querySelectorAll('.block-failed').length,
    }))
    return { drawnMs, refusedPages, refusedLoads, ...seen }
  } catch {
    return { drawnMs: null, refusedPages, refusedLoads, blocks: 0, brokenImages: [], failedBlocks: 0 }
  } finally {
    await context.close()
  }
}
