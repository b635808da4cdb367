// Issue 30: of the blocks the server drew, a block that only answers taps runs no script, and its code is not even
// asked for, until a finger or the focus reaches it; a tap that comes before it is live still does what it says. And
// an island looks the same before and after it hydrates (the server and the client agree on its drawing).
import type { Page, Request } from '@playwright/test'
import { expect, test } from './test.ts'

/** The page's scripts run (React holds the root). */
async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
}

const chunkOf = (name: string) => (request: Request) => new RegExp(`/assets/${name}-[^/]+\\.js(\\?|$)`).test(request.url())

test("the quick links' and service button's code is never asked for on a home no one touches", async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/m/home')
  await live(page)
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
  await live(page)
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

test('each island on home is drawn the same before and after it hydrates', async ({ page, browser }) => {
  // As the server drew it: the page with no script at all.
  const { baseURL, userAgent } = test.info().project.use
  const still = await browser.newContext({
    baseURL,
    userAgent,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const serverPage = await still.newPage()
  await serverPage.goto('/m/home')
  const drawn = async (p: Page, selector: string) => p.locator(selector).evaluate((el) => el.outerHTML)
  const islands = ['[data-block="quickNav"]', '[data-block="service"]']
  const before = await Promise.all(islands.map((selector) => drawn(serverPage, selector)))
  await still.close()

  const chunks: string[] = []
  page.on('requestfinished', (request) => chunks.push(new URL(request.url()).pathname))
  await page.goto('/m/home')
  await live(page)
  for (const selector of islands) {
    // The focus reaches each: it hydrates (its code arrives and React takes the drawing over).
    await page.locator(`${selector} button, button${selector}`).first().focus()
  }
  await expect.poll(() => chunks.filter((path) => /\/(QuickNavBlock|FloatingServiceBlock)-/.test(path)).length).toBe(2)
  await page.waitForFunction(() => {
    const el = document.querySelector('.quicknav__item') as (Element & Record<string, unknown>) | null
    return el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps'))
  })
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const after = await Promise.all(islands.map((selector) => drawn(page, selector)))
  expect(after).toEqual(before)
})
