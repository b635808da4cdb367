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
