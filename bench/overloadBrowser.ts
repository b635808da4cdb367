// A player's browser (Debian's Chromium, 390×844) opening the home of a gateway: how the page came (refused first,
// then drawn by its busy page's own reload), and whether it is whole: every block drawn, no picture whose request
// failed or was refused (lazy ones below the fold included) nor one on screen that drew nothing, no block that says it
// could not be shown.
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
  // A picture is broken when its request failed or was refused: counted on the wire, lazy ones included.
  const failedPictures = new Set<string>()
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() >= 400) failedPictures.add(res.url())
    if (res.status() !== 503) return
    if (res.request().resourceType() === 'document') refusedPages++
    else refusedLoads++
  })
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'image') failedPictures.add(req.url())
  })
  const started = performance.now()
  try {
    await page.goto(`${origin}/m/home`, { timeout: PAGE_TIMEOUT_MS })
    // Drawn whole: the bottom menu, the game cards, no block still waiting for its chunk, every picture on screen in.
    await page.waitForFunction(
      () => {
        const onScreen = [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight)
        return (
          document.querySelector('.bottom-menu') !== null &&
          document.querySelectorAll('.game-card').length > 0 &&
          document.querySelectorAll('.block-placeholder').length === 0 &&
          onScreen.every((img) => img.complete)
        )
      },
      undefined,
      { timeout: PAGE_TIMEOUT_MS, polling: 250 },
    )
    const drawnMs = Math.round(performance.now() - started)
    const seen = await page.evaluate(() => ({
      blocks: document.querySelectorAll('main .block').length,
      // On screen and settled, yet nothing drawn: broken, whatever the wire said.
      empty: [...document.images]
        .filter((img) => img.getBoundingClientRect().top < innerHeight && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
      failedBlocks: document.querySelectorAll('.block-failed').length,
    }))
    const brokenImages = [...new Set([...failedPictures, ...seen.empty])]
    return { drawnMs, refusedPages, refusedLoads, blocks: seen.blocks, brokenImages, failedBlocks: seen.failedBlocks }
  } catch {
    return { drawnMs: null, refusedPages, refusedLoads, blocks: 0, brokenImages: [], failedBlocks: 0 }
  } finally {
    await context.close()
  }
}
