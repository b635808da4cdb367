import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

test('coming back from the payment page, by the back button or its own link, shows the order just made and how it went', async ({ page }) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  // Not member2: its first deposit's conversion belongs to money.spec.ts (claimed once per member for the gateway's life).
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.goto('/m/voucherCenter')
  await expect(page.getByTestId('deposit-status')).toHaveCount(0)
  await page.getByRole('button', { name: '￥500', exact: true }).click()
  await page.getByRole('button', { name: 'Deposit now' }).click()
  await page.waitForURL(`${SIM_URL}/pay/**`)
  const orderNo = (await page.locator('h1 + p b').textContent()) ?? ''

  // The back button, without paying: the platform's report is slow to answer, and the page says it is checking.
  await sim('/__sim/faults', { endpoint: '/wps/relay/MCS2_depositTransactioNReport', kind: 'latency', ms: 1500, times: 1 })
  await page.goBack()
  await expect(page).toHaveURL(/\/m\/voucherCenter$/)
  const status = page.getByTestId('deposit-status')
  await expect(status).toContainText('Checking your deposit…')
  await expect(status).toHaveAttribute('data-status', 'unpaid')
  await expect(status).toContainText('The payment of ￥500.00 is not finished yet')
  await expect(status).toContainText(`Order ${orderNo}`)
  // It asks a few more times, saying so (how it ends is shown in tests/client/blocks/DepositReturn.test.tsx).
  await expect(status).toContainText('Checking again in a few seconds…')
  // The form is still there for another deposit.
  await expect(page.getByRole('button', { name: 'Deposit now' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])

  // The payment page's own way back, still unpaid; then paid there: the same card says so.
  await page.goForward()
  await page.getByRole('link', { name: 'Back to the shop' }).click()
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=/)
  await expect(status).toHaveAttribute('data-status', 'unpaid')
  await page.goBack()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(status).toHaveAttribute('data-status', 'success')
  await expect(status).toContainText('Deposit of ￥500.00 received')
  await expect(page.getByTestId('deposit-balance')).toHaveText('￥1,235,067.89')

  // Seen paid: the next visit is the form alone.
  await page.goto('/m/voucherCenter')
  await expect(page.getByRole('button', { name: 'Deposit now' })).toBeVisible()
  await expect(page.getByTestId('deposit-status')).toHaveCount(0)
  expect(problems).toEqual([])
})
