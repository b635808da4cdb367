import { gameCards, loginThroughForm, sim, watchProblems } from './helpers.ts'
import { expect, test } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

test('a visitor sees every home block with its images, and no error or CSP violation', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/home')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible()
  await expect(page.locator('.swiper-slide img').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hot games' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await expect(gameCards(page)).toHaveCount(24)
  await expect(page.getByRole('button', { name: 'Service' }).last()).toBeVisible()
  const ticker = page.locator('.block--ticker, [class*=ticker]').first()
  await expect(ticker).toContainText('Welcome bonus')
  const images = page.locator('.games__grid img')
  await expect(images.first()).toHaveJSProperty('complete', true)
  expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/e2e/home-visitor.png' })
  expect(problems).toEqual([])
})

test('a visitor tapping a game is sent to login', async ({ page }) => {
  await page.goto('/m/home')
  await gameCards(page).first().click()
  await expect(page).toHaveURL(/\/m\/login$/)
  await expect(page.getByLabel('Password')).toBeVisible()
})

test('switching to a category tab loads its games, and scrolling down loads the next page', async ({ page }) => {
  await page.goto('/m/home')
  await page.getByRole('tab', { name: 'Slots' }).click()
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true')
  await expect(gameCards(page)).toHaveCount(25)
  const first = await gameCards(page).first().textContent()
  await page.mouse.wheel(0, 4000)
  await expect(gameCards(page)).toHaveCount(50)
  expect(await gameCards(page).first().textContent()).toBe(first)
  await page.getByRole('tab', { name: 'Live' }).click()
  await expect(gameCards(page).first()).not.toHaveText(first ?? '')
  await page.getByRole('navigation').getByRole('button', { name: 'Home' }).click()
  await expect(page.getByRole('tab', { name: 'HOT' })).toHaveAttribute('aria-selected', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('the theme is kept after a reload', async ({ page }) => {
  await page.goto('/m/home')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('switch').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(gameCards(page).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/home-light.png' })
})

test('a member logs in, sees balance, nickname and VIP label, then logs out through the confirm', async ({ page, context }) => {
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  const banner = page.locator('.topbar')
  await expect(banner).toContainText('Lucky Lee')
  await expect(banner).toContainText('1,234,567')
  await expect(banner).toContainText('VIP3')
  await expect(gameCards(page).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/home-member.png' })
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name === 'sid')
  expect(session?.httpOnly).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toContain('sid=')
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toMatch(/[0-9a-f]{32}/)

  await banner.getByRole('button', { name: 'Logout' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Are you sure you want to log out?')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(banner).toContainText('Lucky Lee')
  await banner.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible()
  await expect(page).toHaveURL(/\/m\/home$/)
})

test('a trial user is offered registration from the member centre', async ({ page }) => {
  await loginThroughForm(page, 'trial4', 'Passw0rd!')
  await page.locator('.bottom-menu, nav').getByRole('button', { name: 'Member' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Register now to use the member centre')
  await dialog.getByRole('button', { name: 'Register now' }).click()
  await expect(page).toHaveURL(/\/m\/register$/)
})

test('every path shows the maintenance screen while the platform is in maintenance', async ({ page }) => {
  await sim('/__sim/status', { maintenance: true })
  for (const path of ['/m/home', '/m/login', '/m/anything']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Maintenance notice' })).toBeVisible()
    await expect(page.getByText('System upgrading, please try again later')).toBeVisible()
  }
  await page.waitForTimeout(400)
  await page.screenshot({ path: 'test-results/e2e/maintenance.png' })
  await sim('/__sim/status', { maintenance: false })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
})

test('the page stays up when the platform cannot be reached: what needs it shows as unavailable, then comes back', async ({ page }) => {
  // Once the gateway has read a good status it builds the page from it (with none, the page shows the error
  // screen that tries again by itself: resilience.spec.ts).
  await page.goto('/m/home')
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await sim('/__sim/faults', { endpoint: '*', kind: 'error' })
  await page.reload()
  await expect(page.getByRole('button', { name: 'No announcement' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/e2e/unreachable.png' })
  await sim('/__sim/reset')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
})
