// Issue 30: of the blocks the server drew, a block that only answers taps runs no script, and its code is not even
// asked for, until a finger or the focus reaches it; a tap that comes before it is live still does what it says. And
// an island looks the same before and after it hydrates (the server and the client agree on its drawing).
import type { Browser, Page, Request } from '@playwright/test'
import { appRunning, loginThroughForm } from './helpers.ts'
import { expect, test } from './test.ts'

const chunkOf = (name: string) => (request: Request) => new RegExp(`/assets/${name}-[^/]+\\.js(\\?|$)`).test(request.url())

test("the quick links' and service button's code is never asked for on a home no one touches", async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/m/home')
  await appRunning(page)
  await page.waitForLoadState('networkidle')
  // Scrolled through, to its end: near the view is not a reason for a block that only answers taps.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  const chunks = requested.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
  // The page did load block code (the check would say nothing otherwise): the game list's, which loads as it scrolls.
  expect(chunks.some((path) => /\/GameBlock-/.test(path))).toBe(true)
  expect(chunks.filter((path) => /\/(QuickNavBlock|FloatingServiceBlock)-/.test(path))).toEqual([])
  await expect(page.locator('.quicknav__item')).not.toHaveCount(0)
})

test('a tap on a quick link before its code is in goes where the link says, once the block is live', async ({ page }) => {
  await page.goto('/m/home')
  await appRunning(page)
  // Its code held back: the tap lands while the block is still the server's drawing.
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/QuickNavBlock-[^/]+\.js/, async (route) => {
    await held
    await route.continue()
  })
  const asked = page.waitForRequest(chunkOf('QuickNavBlock'))
  await page.locator('.quicknav__item', { hasText: 'Hot games' }).tap()
  await asked
  // Nothing happened yet: the tap is held, not lost and not done twice.
  expect(new URL(page.url()).pathname).toBe('/m/home')
  release()
  await expect(page).toHaveURL(/\/m\/gameList\?type=hot$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("a member's tap on a game strip's star, made before any of the page's code runs, changes the favourite once", async ({ page }) => {
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  // The page's code held back: the tap lands on the server's drawing, then the early-input hold and the island's
  // own hold each have it (one must give it back, not both: two toggles would leave the star as it was).
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[^/]+\.js/, async (route) => {
    await held
    await route.continue()
  })
  const favourites: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/actions/favourite')) favourites.push(request.postData() ?? '')
  })
  await page.goto('/m/home', { waitUntil: 'commit' })
  const star = page.locator('[data-block="recent"] .game-card__star').first()
  await expect(star).toBeVisible()
  const was = await star.getAttribute('aria-pressed')
  await star.tap()
  release()
  await expect(star).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true')
  // The page settles with that one change: nothing else is on its way.
  await page.waitForLoadState('networkidle')
  expect(favourites).toHaveLength(1)
  await expect(star).toHaveAttribute('aria-pressed', was === 'true' ? 'false' : 'true')
})

test('back on the home after another page, the quick links are drawn at once, with no placeholder', async ({ page }) => {
  await page.goto('/m/home')
  await appRunning(page)
  // Leaving the home, never having touched the quick links: their code comes as the page changes (the new address
  // reaches every block still waiting, and React draws them), so it is in for the way back.
  const loaded = page.waitForEvent('requestfinished', chunkOf('QuickNavBlock'))
  await page
    .locator('.bottom-menu')
    .getByRole('link', { name: 'Promotion' })
    .or(page.locator('.bottom-menu').getByRole('button', { name: 'Promotion' }))
    .click()
  await expect(page).toHaveURL(/\/m\/activity/)
  await loaded
  // Every placeholder the page puts up from now on, however briefly.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { placeholders: string[] }).placeholders = seen
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element && node.matches('.block-placeholder')) seen.push(node.className)
      }
    }).observe(document.body, { subtree: true, childList: true })
  })
  await page.goBack()
  await expect(page.locator('.quicknav__item').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { placeholders: string[] }).placeholders)).toEqual([])
})

/**
 * Each island's markup as the server drew it (a page with no script at all, the same cookies) and once it has
 * hydrated (the focus reached it: its code arrived and React took the drawing over, keeping it).
 */
async function drawnBothWays(page: Page, browser: Browser, islands: { block: string; chunk: string }[]): Promise<{ before: string[]; after: string[] }> {
  const { baseURL, userAgent } = test.info().project.use
  const still = await browser.newContext({
    baseURL,
    userAgent,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  })
  const serverPage = await still.newPage()
  await serverPage.goto('/m/home')
  const markup = (p: Page, block: string) => p.locator(`[data-block="${block}"]`).evaluate((el) => el.outerHTML)
  const before = await Promise.all(islands.map(({ block }) => markup(serverPage, block)))
  await still.close()

  const chunks: string[] = []
  page.on('requestfinished', (request) => chunks.push(new URL(request.url()).pathname))
  await page.goto('/m/home')
  await appRunning(page)
  for (const { block } of islands) await page.locator(`[data-block="${block}"] button, button[data-block="${block}"]`).first().focus()
  for (const { block, chunk } of islands) {
    await expect.poll(() => chunks.some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true)
    // Hydrated: React's handlers are on its controls.
    await page.waitForFunction((id) => {
      const control = document.querySelector(`[data-block="${id}"] button, button[data-block="${id}"]`)
      return control !== null && Object.keys(control).some((key) => key.startsWith('__reactProps'))
    }, block)
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const after = await Promise.all(islands.map(({ block }) => markup(page, block)))
  return { before, after }
}

test("the islands of a visitor's home are drawn the same before and after they hydrate", async ({ page, browser }) => {
  const { before, after } = await drawnBothWays(page, browser, [
    { block: 'quickNav', chunk: 'QuickNavBlock' },
    { block: 'service', chunk: 'FloatingServiceBlock' },
  ])
  expect(after).toEqual(before)
})
