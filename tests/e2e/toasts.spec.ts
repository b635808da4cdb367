import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { expect, test, type Locator, type Page } from './test.ts'

type Box = { x: number; y: number; width: number; height: number }

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

const form = (page: Page) => page.locator('form.login')

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} is not drawn`)
  return box
}

/**
 * The toast shows whole within what is visible and covers nothing of the control the player is using: `control`, and
 * whatever has the focus.
 */
async function expectClear(page: Page, text: string, control: Locator): Promise<void> {
  const toast = page.locator('.toast', { hasText: text })
  await expect(toast).toBeVisible()
  // Past its entrance animation, so the box measured is the one that stays.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const seen = await boxOf(toast)
  expect(overlaps(seen, await boxOf(control)), `${text} over ${String(control)}`).toBe(false)
  const focused = page.locator('*:focus')
  if ((await focused.count()) > 0) expect(overlaps(seen, await boxOf(focused)), `${text} over the focused control`).toBe(false)
  const view = await page.evaluate(() => window.visualViewport?.height ?? window.innerHeight)
  expect(seen.y).toBeGreaterThanOrEqual(0)
  expect(seen.y + seen.height).toBeLessThanOrEqual(view)
}

/**
 * The code is on its way: the form has moved the focus to the code's field and counts down to a new one. The player
 * goes on to the next field only then (before it, the form's own focus move would take the focus back).
 */
async function codeSent(page: Page): Promise<void> {
  await expect(form(page).getByRole('button', { name: /^\d+ s$/ })).toBeDisabled()
  await expect(form(page).getByLabel('SMS code')).toBeFocused()
}

/** What an on-screen keyboard leaves of the page: its top 380 px. */
const keyboardUp = (page: Page) => page.setViewportSize({ width: 390, height: 380 })

test('"SMS sent" stays off the field the player types into next', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/forget')
  const f = form(page)
  await f.getByLabel('Mobile number').fill('0177234567')
  await f.getByRole('button', { name: 'Send code' }).click()
  await codeSent(page)
  const newPassword = f.getByLabel('New password')
  await newPassword.focus()
  await expectClear(page, 'SMS sent', newPassword)
  expect(problems).toEqual([])
})

test('"SMS sent" stays off the field with the keyboard up, where the field sits at the top of what is left', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/forget')
  await keyboardUp(page)
  const f = form(page)
  const newPassword = f.getByLabel('New password')
  await f.getByLabel('Mobile number').fill('0177234567')
  await f.getByRole('button', { name: 'Send code' }).click()
  await codeSent(page)
  await newPassword.evaluate((e) => e.scrollIntoView({ block: 'start' }))
  await newPassword.focus()
  await expectClear(page, 'SMS sent', newPassword)
  expect(problems).toEqual([])
})

test('"We sent a reset link" stays off the button that sent it', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/forget')
  await page.getByRole('tab', { name: 'By e-mail' }).click()
  const f = form(page)
  await f.getByLabel('Username').fill('member1')
  await f.getByLabel('E-mail').fill('member1@example.test')
  const submit = f.getByRole('button', { name: 'Send reset link' })
  await submit.evaluate((e) => e.scrollIntoView({ block: 'start' }))
  await submit.click()
  await expectClear(page, 'We sent a reset link to your e-mail', submit)
  expect(problems).toEqual([])
})

test('"Rebate saved" stays off the downline row the agent is working on', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'agent1', 'Passw0rd!')
  await page.goto('/m/member/agent/team')
  await page.getByRole('searchbox').fill('down2')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.locator('[data-downline]').filter({ hasText: 'down2' })
  await expect(page.locator('[data-downline]')).toHaveCount(1)
  await row.evaluate((e) => e.scrollIntoView({ block: 'start' }))
  await row.getByRole('button', { name: 'Rebate · down2' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rebates of down2' })
  await dialog.getByLabel('Rebate Slots').fill('0.9')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expectClear(page, 'Rebate saved', row)
  expect(problems).toEqual([])
})
