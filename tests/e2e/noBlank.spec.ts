// No blank screen, as a player sees it: a screen whose block lost its platform data shows its shell and says what is
// not available, with a way to try again (and the live chat on a money screen); once the platform answers, trying
// again draws it.
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

const REFUSED = {
  withdraw: {
    route: '/m/withdraw',
    paths: [
      '/wps/member/bankCard',
      '/wps/relay/MCS2_bankCards',
      '/wps/system/withdrawBanks',
      '/wps/relay/MCS2_bankList',
      '/wps/relay/MCS2_WithdrawTransactionReport',
    ],
    heading: 'Withdrawals are not available right now',
    title: 'Withdraw',
  },
  deposit: {
    route: '/m/voucherCenter',
    paths: ['/wps/relay/MCS2_depositBanksByVendor', '/wps/relay/MCS2_depositPromoList'],
    heading: 'Deposits are not available right now',
    title: 'Deposit',
  },
} as const

// A money screen whose platform sources are refused (`function.not.available`, a merchant without the module), for a
// member and an agent: the shell, what is not available, the live chat and a retry; looked at (screenshots) and axe.
for (const account of ['member0', 'agent1'] as const) {
  for (const [name, screen] of Object.entries(REFUSED)) {
    test(`${name} refused to ${account}: the screen says so, offers the live chat, and draws once tried again`, async ({ page }) => {
      const problems = watchProblems(page)
      await loginThroughForm(page, account, 'Passw0rd!')
      for (const endpoint of screen.paths) await sim('/__sim/faults', { endpoint, kind: 'notAvailable' })
      await page.goto(screen.route)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { name: screen.heading })).toBeVisible()
      await expect(main.getByText(/ask our live chat/)).toBeVisible()
      await expect(main.getByRole('button', { name: 'Live chat' })).toBeVisible()
      // The shell is there: the header with its title.
      await expect(page.getByRole('banner')).toContainText(screen.title)
      await page.screenshot({ path: `test-results/e2e/${name}-refused-${account}.png` })
      expect(await seriousA11yViolations(page)).toEqual([])
      await clearFaults()
      await main.getByRole('button', { name: 'Try again' }).click()
      await expect(main.getByRole('heading', { name: screen.heading })).toHaveCount(0)
      await expect(page.getByTestId(name === 'withdraw' ? 'withdraw-balance' : 'deposit-balance')).toBeVisible()
      expect(problems).toEqual([])
    })
  }
}

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
