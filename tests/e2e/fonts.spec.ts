import { fontProblems } from './fontCoverage.ts'
import { watchProblems } from './helpers.ts'
import { expect, test, type Page } from './test.ts'

// Issue 16: Thai, Vietnamese, Chinese and Urdu text is drawn with a font stack that has the glyphs.
const CASES = [
  { lang: 'TH', code: 'th', family: 'Noto Sans Thai', heading: 'เกมยอดนิยม' },
  { lang: 'CN', code: 'zh', family: 'Noto Sans CJK SC', heading: '热门游戏' },
  { lang: 'UR', code: 'ur', family: 'Noto Nastaliq Urdu', heading: 'مقبول گیمز' },
  { lang: 'VI', code: 'vi', family: 'Noto Sans', heading: 'Trò chơi hot' },
] as const

const firstFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) =>
      getComputedStyle(el)
        .fontFamily.split(',')[0]
        ?.trim()
        .replace(/^["']|["']$/g, ''),
    )

/** The fonts the browser really drew a node's text with (this machine has Noto Sans CJK, not the others). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((f) => f.familyName)
}

for (const c of CASES) {
  test(`${c.lang}: body text lists ${c.family} first`, async ({ page }) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), c.lang)
    await page.goto('/m/home')
    await expect(page.getByRole('heading', { name: c.heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', c.code)
    expect(await firstFamily(page, 'body')).toBe(c.family)
    expect(await firstFamily(page, 'button')).toBe(c.family)
  })
}

test('Chinese headings are drawn with Noto Sans CJK SC, not a fallback without the glyphs', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'CN'))
  await page.goto('/m/home')
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible()
  // Polled: the fonts of a node are known once it has been laid out, which can come a frame after it is visible.
  await expect.poll(() => drawnWith(page, '.games__heading')).toEqual(['Noto Sans CJK SC'])
})

test('each language name in the menu carries its language, and with it a stack that has its script', async ({ page }) => {
  await page.goto('/m/home')
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const names = page.getByRole('dialog').locator('.drawer__langs [lang]')
  await expect(names).toHaveText(['English', '中文', 'ไทย', 'Tiếng việt', 'اردو'])
  expect(await firstFamily(page, '.drawer__langs [lang="th"]')).toBe('Noto Sans Thai')
  expect(await firstFamily(page, '.drawer__langs [lang="ur"]')).toBe('Noto Nastaliq Urdu')
  await expect.poll(() => drawnWith(page, '.drawer__langs [lang="zh"]')).toEqual(['Noto Sans CJK SC'])
})

// Issue 29: every text node of home, login and the opened sidebar is drawn by a font that has its glyphs: Thai,
// Urdu and Vietnamese by the site's own faces (this machine has none for them), Chinese by Noto Sans CJK.
for (const c of CASES) {
  test(`${c.lang}: every text of home, login and the sidebar is drawn with a font that has its glyphs`, async ({ page }) => {
    const problems = watchProblems(page)
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), c.lang)
    await page.goto('/m/home')
    await expect(page.getByRole('heading', { name: c.heading })).toBeVisible()
    await expectGlyphs(page)
    await page.locator('.topbar').getByRole('button').last().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectGlyphs(page)
    await page.goto('/m/login')
    await expect(page.locator('form input').first()).toBeVisible()
    await expectGlyphs(page)
    expect(problems).toEqual([])
  })
}

test.describe('with the announcements not yet closed', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('UR: the announcement pager ("2 of 3") is drawn without a box', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'UR'))
    await page.goto('/m/home')
    const pager = page.getByRole('dialog').getByText(/میں سے/)
    await expect(pager).toBeVisible()
    await expectGlyphs(page)
  })
})

/** Polled: a face that is still loading draws nothing yet (font-display: block), so the fonts settle a moment later. */
async function expectGlyphs(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const { drawn, problems } = await fontProblems(page)
      return drawn > 10 ? problems : [`only ${drawn} texts drawn`]
    })
    .toEqual([])
}

// A page downloads a face only for a script it draws: nothing for English or Chinese, Thai's for Thai alone.
for (const { lang, heading, files } of [
  { lang: 'EN', heading: 'Hot games', files: [] },
  { lang: 'CN', heading: '热门游戏', files: [] },
  { lang: 'TH', heading: 'เกมยอดนิยม', files: ['noto-sans-thai-thai'] },
  { lang: 'UR', heading: 'مقبول گیمز', files: ['noto-nastaliq-urdu-arabic'] },
]) {
  test(`${lang}: the home downloads ${files.length === 0 ? 'no font' : files.join(', ')}`, async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang)
    await page.goto('/m/home')
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const subsets = new Set(fonts.map((path) => /\/assets\/(.+)-\d{3}-normal-[\w-]+\.woff2$/.exec(path)?.[1] ?? path))
    expect([...subsets]).toEqual(files)
  })
}
