import AxeBuilder from '@axe-core/playwright'
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { expect, test, type Page } from './test.ts'

/** Critical and serious axe findings inside the screen's own blocks (the shell is checked elsewhere). */
async function a11yOfMain(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

test('an agent opens the centre, finds a downline, sets its rebate and makes a link a visitor signs up through', async ({ page, browser }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'agent1', 'Passw0rd!')

  // From the member centre to the agent centre: the team's figures and the requests waiting.
  await page.goto('/m/member/home')
  await page.getByRole('button', { name: 'Agent area' }).click()
  await expect(page).toHaveURL(/\/m\/member\/agent$/)
  await expect(page.getByRole('heading', { name: 'Team performance' })).toBeVisible()
  await expect(page.getByText('Daily salary contract')).toBeVisible()
  expect(await a11yOfMain(page)).toEqual([])

  // The team: search by account, then set the downline's rebate; above the quota the field says why.
  await page.getByRole('button', { name: 'Team', exact: true }).click()
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/)
  await expect(page.getByText('Downlines: 28')).toBeVisible()
  await page.getByRole('searchbox').fill('down2')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.locator('[data-downline]').filter({ hasText: 'down2' })
  await expect(page.locator('[data-downline]')).toHaveCount(1)
  expect(await a11yOfMain(page)).toEqual([])
  await row.getByRole('button', { name: 'Rebate · down2' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rebates of down2' })
  await dialog.getByLabel('Rebate Slots').fill('1.5')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Between 0% and 1%')).toBeVisible()
  await dialog.getByLabel('Rebate Slots').fill('0.9')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.locator('[data-rebate="RNG"]')).toHaveText('0.9%')

  // Affiliate links: make an agent link; its address is the registration form with its code.
  await page.goto('/m/member/agent/links')
  await expect(page.getByTestId('link-code')).toHaveCount(2)
  await page.getByRole('radio', { name: 'Agent link' }).check()
  // Every rate is asked for, within the agent's own (the platform's quota): nothing is made at 0 % by default.
  await page.getByRole('button', { name: 'Create a link' }).click()
  await expect(page.getByText('Enter a rate from 0% to 1.5%')).toBeVisible()
  await expect(page.getByLabel('Rebate Lottery')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Rebate Lottery').fill('1.6')
  await page.getByLabel('Rebate Slots').fill('0.8')
  await page.getByLabel('Rebate Live').fill('0.5')
  await page.getByLabel('Rebate Sports').fill('0')
  await page.getByRole('button', { name: 'Create a link' }).click()
  await expect(page.getByRole('alert')).toHaveText('Between 0% and 1.5%')
  await page.getByLabel('Rebate Lottery').fill('1.2')
  await page.getByRole('button', { name: 'Create a link' }).dblclick()
  await expect(page.getByTestId('link-code')).toHaveCount(3)
  // A double tap made one link.
  await page.reload()
  await expect(page.getByTestId('link-code')).toHaveCount(3)
  await expect(page.locator('[data-link]').first().locator('.agent-rate')).toHaveText(['Lottery1.2%', 'Slots0.8%', 'Live0.5%', 'Sports0%'])
  expect(await a11yOfMain(page)).toEqual([])
  const code = (await page.getByTestId('link-code').first().textContent())?.trim() ?? ''
  expect(code).toMatch(/^[A-Z0-9]{8}$/)
  const address = await page.getByTestId('link-url').first().textContent()
  expect(address).toContain(`/m/register?affiliateCode=${code}`)

  // The contracts screen draws too.
  await page.goto('/m/member/agent/contracts')
  await expect(page.getByRole('heading', { name: 'Apply for a contract' })).toBeVisible()
  expect(await a11yOfMain(page)).toEqual([])

  // A visitor opening the link sees the registration form with the code filled.
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  const visitorProblems = watchProblems(other)
  await other.goto(`/m/register?affiliateCode=${code}`)
  await expect(other.getByLabel('Invitation code')).toHaveValue(code)
  await visitor.close()
  expect(visitorProblems).toEqual([])
  // Rates out of range are refused on the page, by the rule the gateway checks again: nothing was sent, no 400.
  expect(problems).toEqual([])
})

test('a member is sent to the member centre and sees no agent entry', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.goto('/m/member/agent/team')
  await expect(page).toHaveURL(/\/m\/member\/home$/)
  // The page arrives whole (drawn on the server): the closed menu's own entry is in it from the start.
  await expect(page.getByRole('main').getByRole('button', { name: 'Betting record' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Agent area' })).toHaveCount(0)
  expect(problems).toEqual([])
})

test.describe('from home', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('an agent with pending contracts is told after the announcements, and reaches the contract from home', async ({ page }) => {
    const problems = watchProblems(page)
    await loginThroughForm(page, 'agent1', 'Passw0rd!')
    const announcement = page.getByRole('dialog', { name: 'Announcement' })
    await expect(announcement).toBeVisible()
    const contracts = page.getByRole('dialog', { name: 'Contract requests' })
    await expect(contracts).toHaveCount(0)
    await announcement.getByRole('button', { name: 'I know it' }).click()
    await expect(contracts).toBeVisible()
    await expect(announcement).toHaveCount(0)
    expect(await a11yOfDialog(page)).toEqual([])
    await contracts.getByRole('button', { name: /Daily salary/ }).click()
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/)
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
    expect(problems).toEqual([])
  })
})

async function a11yOfDialog(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} (${v.impact})`)
}
