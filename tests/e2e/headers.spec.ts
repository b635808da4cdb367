// Issue 29: the headers hold their controls side by side in every language the switch offers, at 390 px wide:
// nothing overlaps, nothing leaves the screen, the logo keeps its shape.
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { intersects } from './playerHelpers.ts'
import { expect, test, type Locator, type Page } from './test.ts'

const LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'UR'] as const
type Box = { x: number; y: number; width: number; height: number }

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

async function boxes(items: Locator): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = []
  for (const item of await items.all()) {
    const box = await item.boundingBox()
    if (box === null) continue
    const name = (await item.getAttribute('aria-label')) ?? (await item.getAttribute('alt')) ?? (await item.innerText())
    found.push({ name: name.trim(), box })
  }
  return found
}

/** Pairs of controls that overlap, and controls that leave the header, as "a / b" lines (none when all is well). */
async function crowding(page: Page, header: Locator, controls: Locator): Promise<string[]> {
  const frame = await header.boundingBox()
  if (frame === null) return ['no header']
  const all = await boxes(controls)
  const found: string[] = []
  all.forEach(({ name, box }, i) => {
    if (box.x < frame.x || box.x + box.width > frame.x + frame.width + 0.5 || box.y < frame.y || box.y + box.height > frame.y + frame.height + 0.5) {
      found.push(`${name} leaves the header`)
    }
    for (const other of all.slice(i + 1)) if (intersects(box, other.box)) found.push(`${name} / ${other.name}`)
  })
  const width = page.viewportSize()?.width ?? 0
  if (frame.x + frame.width > width + 0.5) found.push('the header is wider than the screen')
  return all.length < 3 ? [`only ${all.length} controls`] : found
}

/** How much of its own width the logo keeps (it may give a little room to a member's balance, never most of it). */
async function logoShare(logo: Locator): Promise<number> {
  return logo.evaluate((img: HTMLImageElement) => {
    const { width, height } = img.getBoundingClientRect()
    return width / ((img.naturalWidth / img.naturalHeight) * height)
  })
}

/** The language the player picked, as the switch keeps it, and the page drawn again in it. */
async function speak(page: Page, lang: string): Promise<void> {
  await page.evaluate((l) => window.localStorage.setItem('language', l), lang)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_ATTR[lang] ?? 'en')
}

const LANG_ATTR: Record<string, string> = { EN: 'en', CN: 'zh', TH: 'th', VI: 'vi', UR: 'ur' }

const topBarControls = (page: Page) => page.locator('.topbar__logo, .topbar__end > *')

for (const lang of LANGUAGES) {
  test(`${lang}: the visitor's and the member's top bar controls sit side by side`, async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/m/home')
    await speak(page, lang)
    const header = page.locator('.topbar')
    await expect(header.locator('.btn')).toHaveCount(2)
    await expect.poll(() => crowding(page, header, topBarControls(page))).toEqual([])
    expect(await logoShare(header.locator('.topbar__logo'))).toBeGreaterThan(0.8)
    await speak(page, 'EN')
    await loginThroughForm(page, 'member0', 'Passw0rd!')
    await speak(page, lang)
    await expect(header.locator('.topbar__balance')).toBeVisible()
    await expect.poll(() => crowding(page, header, topBarControls(page))).toEqual([])
    expect(await logoShare(header.locator('.topbar__logo'))).toBeGreaterThan(0.8)
    expect(problems).toEqual([])
  })
}

/** How many lines an element's text takes. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

for (const lang of LANGUAGES) {
  test(`${lang}: the app page's title keeps to one line, clear of the bonus pill and the back control`, async ({ page }) => {
    await page.goto('/m/app')
    await speak(page, lang)
    const block = page.locator('.appdl--page')
    const title = block.locator('.appdl__title')
    await expect(title).toBeVisible()
    await expect(block.locator('.appdl__gift')).toBeVisible()
    expect(await linesOf(title)).toBe(1)
    await expect.poll(() => crowding(page, block, block.locator('.appdl__back, .appdl__gift, .appdl__icon, .appdl__title'))).toEqual([])
  })
}

/** Where an arrow icon points: its path's horizontal mirror is applied by the page's style, or not. */
const isTurned = (icon: Locator) => icon.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a < 0)

test('in Urdu the arrows that follow the reading direction point left: log in, log out and "see all"', async ({ page }) => {
  await page.goto('/m/home')
  await expect(page.locator('.icon--login').first()).toBeVisible()
  expect(await isTurned(page.locator('.icon--login').first())).toBe(false)
  await speak(page, 'UR')
  await expect.poll(() => isTurned(page.locator('.icon--login').first())).toBe(true)
  const seeAll = page.locator('.games__all').first()
  expect(await seeAll.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('" ‹"')
  await speak(page, 'EN')
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await speak(page, 'UR')
  await expect.poll(() => isTurned(page.locator('.topbar .icon--logout'))).toBe(true)
})
