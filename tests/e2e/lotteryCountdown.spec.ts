import { watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { expect, test } from './test.ts'

const CLOCK = /^(\d+ days? \d{2}:\d{2}:\d{2}|[01]\d:\d{2}:\d{2}|2[0-3]:\d{2}:\d{2}|--:--:--)$/

test('a draw days away counts down in days and hh:mm:ss, one within a day in hh:mm:ss', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/lottery')
  await page.getByRole('tab', { name: 'Central' }).click()
  await expect(page.getByRole('tab', { name: 'Central' })).toHaveAttribute('aria-selected', 'true')
  // Every province of the region, whatever its weekday: the ones drawing later in the week are days away.
  await page.getByRole('button', { name: 'All', exact: true }).click()
  const clocks = page.locator('.lottery__row').getByRole('timer')
  await expect(clocks.filter({ hasText: /^\d+ days? \d{2}:\d{2}:\d{2}$/ }).first()).toBeVisible()
  const texts = await clocks.allTextContents()
  expect(texts.length).toBeGreaterThan(3)
  for (const text of texts) expect(text).toMatch(CLOCK)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'SSC', exact: true }).click()
  await expect(clocks.first()).toHaveText(/^(\d{2}:\d{2}:\d{2}|--:--:--)$/)
  expect(problems).toEqual([])
})
