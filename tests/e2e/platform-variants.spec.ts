import { gameCards, sim, watchProblems } from './helpers.ts'
import { lastCaptcha, lastSms, solveSlider, watchSliders } from './identityHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

/** The site against the answer variants of the evidence, looked at as a player sees it. */
test.beforeEach(async () => {
  await sim('/__sim/reset')
})

const variant = (endpoint: string, name: string) => sim('/__sim/variants', { endpoint, variant: name })
const form = (page: Page) => page.locator('form.login')

test('home and the game centre stay whole with a root-node tree, nameless tiles, slot-less banners and empty vendor lists', async ({ page }) => {
  const problems = watchProblems(page)
  await variant('/wps/system/status', 'whitelabelArray')
  await variant('/wps/relay/GCSGAME_hotGamesV2', 'nullGameName')
  await variant('/wps/relay/MCSFE_getListAnnouncements', 'nullGroupName')
  await variant('/wps/relay/GCSGAME_getVassGameType', 'emptyLists')
  await page.goto('/m/home')
  await expect(gameCards(page).first()).toBeVisible()
  const names = await gameCards(page).locator('.game-card__name').allTextContents()
  expect(names.every((name) => name.trim().length > 0)).toBe(true)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/variants-home.png', fullPage: true })
  await page.goto('/m/gameCenter')
  await expect(page.getByRole('tab').first()).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/variants-game-center.png' })
  expect(problems).toEqual([])
})

test('a registration the platform answers without a token sends the player to log in with the new name', async ({ page }) => {
  const problems = watchProblems(page)
  await variant('/wps/member/register', 'noToken')
  const sliders = watchSliders(page)
  const captcha = page.waitForResponse((r) => r.url().includes('/api/data/captcha'))
  await page.goto('/m/register')
  await captcha
  const f = form(page)
  await f.getByLabel('Username').fill('e2enotoken')
  await f.getByLabel('Password', { exact: true }).fill('Secret123')
  await f.getByLabel('Confirm password').fill('Secret123')
  await f.getByLabel('Mobile number').fill('0123987600')
  await f.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('SMS sent')).toBeVisible()
  await f.getByLabel('SMS code').fill(await lastSms('123987600'))
  await f.getByLabel('Captcha').fill(await lastCaptcha())
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Account created. Please log in.')).toBeVisible()
  await expect(page).toHaveURL(/\/m\/login\?username=e2enotoken$/)
  // The registration form stays on show (it has a Username too) until the login screen has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  await expect(form(page).getByLabel('Username')).toHaveValue('e2enotoken')
  await page.screenshot({ path: 'test-results/e2e/variants-register-no-token.png' })
  await form(page).getByLabel('Password', { exact: true }).fill('Secret123')
  await solveSlider(page, sliders)
  await form(page).getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/m\/home$/)
  await expect(page.locator('.topbar')).toContainText('e2enotoken')
  const device = await fetch(`${SIM_URL}/__sim/devices?account=e2enotoken`).then((r) => r.json())
  expect(device.login.loginDeviceId).toBe(device.register.loginDeviceId)
  expect(problems).toEqual([])
})
