import { gameCards, loginThroughForm, sim, watchProblems } from './helpers.ts'
import { expect, test, type Page } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, shot: string): Promise<void> {
  await page.goto(path)
  await ready(page)
  // Lazy images below the fold load too, so that every image the screen has meets the CSP.
  await page.mouse.wheel(0, 3000)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `test-results/e2e/security-${shot}.png` })
}

const home = async (page: Page) => expect(gameCards(page).first()).toBeVisible()
const gameList = async (page: Page) => expect(gameCards(page).first()).toBeVisible()
const loginForm = async (page: Page) => expect(page.getByLabel('Password', { exact: true })).toBeVisible()

test('the CSP watch catches a blocked image, so an empty list means something', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/home')
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = 'https://tracker.example/pixel.gif'
    document.body.append(img)
  })
  // Chromium reports the refusal on the console, through the page's violation event, or both, depending on timing.
  await expect.poll(() => problems.filter((p) => p.includes('https://tracker.example/pixel.gif'))).not.toEqual([])
  expect(problems.every((p) => p.includes('https://tracker.example/pixel.gif'))).toBe(true)
})

test('a visitor meets no CSP violation or console error on home, login and the game list', async ({ page }) => {
  const problems = watchProblems(page)
  const response = await page.goto('/m/home')
  expect(response?.headers()['x-frame-options']).toBe('DENY')
  expect(response?.headers()['permissions-policy']).toContain('camera=()')
  await visit(page, '/m/home', home, 'home-visitor')
  await visit(page, '/m/login', loginForm, 'login-visitor')
  await visit(page, '/m/gameList', gameList, 'games-visitor')
  expect(problems).toEqual([])
})

for (const [role, account] of [
  ['a member', 'member0'],
  ['an agent', 'member2'],
  ['a trial user', 'trial4'],
] as const) {
  test(`${role} meets no CSP violation or console error on home and the game list`, async ({ page }) => {
    const problems = watchProblems(page)
    await loginThroughForm(page, account, 'Passw0rd!')
    await visit(page, '/m/home', home, `home-${account}`)
    await visit(page, '/m/gameList', gameList, `games-${account}`)
    expect(problems).toEqual([])
  })
}
