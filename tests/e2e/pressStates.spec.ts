// Issue 29 (seeds 001 §4, touch press): a control a finger rests on shows it is pressed only after the press-in
// delay, and long pressed later; a swipe that starts on a control scrolls without lighting it up. Observed through
// the mark the page puts on the control (data-press) as a touch screen drives it; no timing is asserted beyond order.
import type { CDPSession } from '@playwright/test'
import { watchProblems } from './helpers.ts'
import { expect, test, type Locator, type Page } from './test.ts'

type Touch = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel'

async function touch(cdp: CDPSession, type: Touch, x: number, y: number): Promise<void> {
  const touchPoints = type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y }]
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints })
}

async function centre(control: Locator): Promise<{ x: number; y: number }> {
  const box = await control.boundingBox()
  if (box === null) throw new Error('not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Every mark the page puts on or takes off a control, in order, from now on. */
async function recordMarks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const marks: string[] = []
    ;(window as unknown as { marks: string[] }).marks = marks
    new MutationObserver((records) => {
      for (const r of records) marks.push(`${(r.target as Element).textContent?.trim() ?? ''}:${(r.target as Element).getAttribute('data-press') ?? 'out'}`)
    }).observe(document.body, { subtree: true, attributeFilter: ['data-press'] })
  })
  return () => page.evaluate(() => [...(window as unknown as { marks: string[] }).marks])
}

/** The page's scripts run (React holds the root): before, the server's markup has no listener to mark anything. */
async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
}

/** The page has stopped scrolling (a swipe's glide is over): two readings a frame apart agree. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = window.scrollY
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        return window.scrollY === before
      }),
    )
    .toBe(true)
}

test('a held control is marked pressed after the delay, then long pressed, and released when the finger leaves', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/home')
  const register = page.locator('.topbar').getByRole('button', { name: 'Register' })
  await live(page)
  const marks = await recordMarks(page)
  const cdp = await page.context().newCDPSession(page)
  const { x, y } = await centre(register)
  await touch(cdp, 'touchStart', x, y)
  // Right after the finger came down: not pressed yet.
  expect(await register.getAttribute('data-press')).toBeNull()
  await expect(register).toHaveAttribute('data-press', 'in')
  await expect(register).toHaveAttribute('data-press', 'long')
  await touch(cdp, 'touchCancel', x, y)
  await expect(register).not.toHaveAttribute('data-press')
  expect(await marks()).toEqual(['Register:in', 'Register:long', 'Register:out'])
  expect(problems).toEqual([])
})

test('a swipe that starts on a control scrolls the page without marking it pressed', async ({ page }) => {
  await page.goto('/m/home')
  const tile = page.locator('.quicknav__item').first()
  await live(page)
  const marks = await recordMarks(page)
  const cdp = await page.context().newCDPSession(page)
  const { x, y } = await centre(tile)
  await touch(cdp, 'touchStart', x, y)
  for (const step of [10, 25, 45, 70]) await touch(cdp, 'touchMove', x, y - step)
  await touch(cdp, 'touchEnd', x, y - 70)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await settled(page)
  // Then a finger held on the same control: once it is marked, the swipe's own delay is long over.
  // The swipe's glide may have taken the control off the screen: back into view, and still.
  await tile.scrollIntoViewIfNeeded()
  await settled(page)
  const held = await centre(tile)
  // A scroll still on its way (a slow machine's last frames of the glide) rightly takes a press off: hold again.
  await expect(async () => {
    await touch(cdp, 'touchStart', held.x, held.y)
    await expect(tile)
      .toHaveAttribute('data-press', 'in', { timeout: 1000 })
      .catch(async (error: unknown) => {
        await touch(cdp, 'touchCancel', held.x, held.y)
        throw error
      })
  }).toPass()
  await touch(cdp, 'touchCancel', held.x, held.y)
  const seen = await marks()
  expect(seen[0]).toMatch(/:in$/)
  expect(seen.filter((m) => m.endsWith(':in'))).toHaveLength(1)
})

// The layout box (offset*, which a scale does not change): pressing moves nothing on the page.
const layoutBox = (control: Locator) => control.evaluate((el: HTMLElement) => [el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight])

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`a pressed button ${motion === 'reduce' ? 'darkens without shrinking when the player asks for less motion' : 'shrinks a little'}, moving nothing`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    await page.goto('/m/home')
    const register = page.locator('.topbar').getByRole('button', { name: 'Register' })
    await live(page)
    const cdp = await page.context().newCDPSession(page)
    const { x, y } = await centre(register)
    const before = await layoutBox(register)
    await touch(cdp, 'touchStart', x, y)
    await expect(register).toHaveAttribute('data-press', 'long')
    const look = await register.evaluate((el) => ({ scale: getComputedStyle(el).scale, filter: getComputedStyle(el).filter }))
    expect(look).toEqual(motion === 'reduce' ? { scale: 'none', filter: 'brightness(0.88)' } : { scale: '0.97', filter: 'none' })
    expect(await layoutBox(register)).toEqual(before)
    await touch(cdp, 'touchCancel', x, y)
  })
}
