// No blank screen, as a player sees it: a screen whose one block lost its platform data shows its shell and a notice
// with a way to try again (and the live chat on a money screen); once the platform answers, trying again draws it.
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

async function clearFaults(): Promise<void> {
  await fetch(`${SIM_URL}/__sim/faults`, { method: 'DELETE' })
}

test('a withdraw screen whose bank cards cannot be read says so, offers the live chat, and draws once tried again', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await sim('/__sim/faults', { endpoint: '/wps/relay/MCS2_bankCards', kind: 'error' })
  await page.goto('/m/withdraw')
  const notice = page.getByRole('main')
  await expect(notice.getByRole('heading', { name: 'This page cannot be shown right now' })).toBeVisible()
  await expect(notice.getByText(/our live chat can help/)).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Live chat' })).toBeVisible()
  // The shell is there: the header with its title and the bottom menu.
  await expect(page.getByRole('banner')).toContainText('Withdraw')
  await expect(page.getByRole('navigation').last()).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/withdraw-unavailable.png' })
  expect(await seriousA11yViolations(page)).toEqual([])
  await clearFaults()
  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('withdraw-balance')).toBeVisible()
  await expect(notice.getByRole('heading', { name: 'This page cannot be shown right now' })).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a game centre whose vendor list fails is not a dark page: a notice with a way home and a retry that draws it', async ({ page }) => {
  const problems = watchProblems(page)
  await sim('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_getVassGameType', kind: 'malformed' })
  await page.goto('/m/gameList')
  await expect(page.getByRole('heading', { name: 'This page cannot be shown right now' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/gamelist-unavailable.png' })
  await clearFaults()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('tab', { name: 'Favorites' })).toBeVisible()
  expect(problems).toEqual([])
})
