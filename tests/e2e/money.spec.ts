import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

/** Counts the conversion events the page raises, across reloads (kept in this tab's session storage). */
async function countConversions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('conversion', (e) => {
      const event = (e as CustomEvent<{ event: string }>).detail.event
      const seen = JSON.parse(sessionStorage.getItem('test:conversions') ?? '[]') as string[]
      sessionStorage.setItem('test:conversions', JSON.stringify([...seen, event]))
    })
  })
}
const conversions = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:conversions') ?? '[]') as string[])

async function decodeQr(page: Page): Promise<string | undefined> {
  const png = PNG.sync.read(await page.locator('svg.qr').screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

test('a member deposits through the payment page, withdraws to a new card with a new password, finds both in the history, and shares an invitation QR code', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const problems = watchProblems(page)
  await countConversions(page)
  await loginThroughForm(page, 'member2', 'Passw0rd!')

  // Deposit 500 through the payment gateway: its page opens in this tab and sends the player back.
  await page.goto('/m/voucherCenter')
  await expect(page.getByTestId('deposit-balance')).toHaveText('￥88,888.50')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: '￥500', exact: true }).click()
  await page.getByRole('button', { name: 'Deposit now' }).click()
  await page.waitForURL(`${SIM_URL}/pay/**`)
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=/)
  await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'success')
  await expect(page.getByTestId('deposit-balance')).toHaveText('￥89,388.50')
  expect(await conversions(page)).toEqual(['firstDeposit'])
  // Coming back to the same address does not send the event again.
  await page.reload()
  await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'success')
  expect(await conversions(page)).toEqual(['firstDeposit'])

  // The header shows the new balance (an integer with thousands separators).
  await page.goto('/m/home')
  await expect(page.locator('.topbar').getByText('89,388')).toBeVisible()

  // Withdraw: set a withdrawal password, add a card in the payee's name, then withdraw 200 to it.
  await page.goto('/m/withdraw')
  await page.getByLabel('Withdrawal password', { exact: true }).fill('135790')
  await page.getByLabel('Confirm withdrawal password').fill('135790')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: 'Add a bank card' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByLabel('Bank', { exact: true }).selectOption('CCB')
  await page.getByLabel('Card number').fill('1234')
  await page.getByLabel('Real name').fill('Ana Santos')
  await page.getByLabel('Withdrawal password').fill('135790')
  await page.getByRole('button', { name: 'Add a bank card' }).click()
  await expect(page.getByText('The card number is 12 to 19 digits')).toBeVisible()
  await page.getByLabel('Card number').fill('6217 0000 1111 2222')
  await page.getByRole('button', { name: 'Add a bank card' }).click()
  await expect(page.getByText('**** **** **** 2222')).toBeVisible()
  await page.getByLabel('Amount').fill('200')
  await page.getByLabel('Withdrawal password').fill('135790')
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByTestId('withdraw-latest')).toContainText('￥200.00')
  await expect(page.getByTestId('withdraw-balance')).toHaveText('￥89,188.50')

  // Both show in the history.
  await page.goto('/m/gameRecord')
  await expect(page.getByTestId('records')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'Transactions' }).click()
  await expect(page.getByTestId('records')).toContainText('+￥500.00')
  await expect(page.getByTestId('records')).toContainText('-￥200.00')

  // The invitation QR code decodes to the link shown beside it.
  await page.goto('/m/inviteFriends')
  const link = page.getByTestId('referral-link')
  // The full address, once the page runs (the server draws the path: it does not know the address the player sees;
  // CI at load 10 read the path before hydration made it whole).
  await expect(link).toHaveText(/^https?:\/\/[^/]+\/m\/register\?affiliateCode=ANA5120$/)
  expect(await decodeQr(page)).toBe(await link.textContent())
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('the member centre and cashback for a member, and the refusal a trial user gets', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.goto('/m/member/home')
  await expect(page.getByRole('heading', { name: 'Lucky Lee' })).toBeVisible()
  await expect(page.getByTestId('member-balance')).toHaveText('￥1,234,567.89')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Edit Nickname' }).click()
  await page.getByLabel('Nickname').fill('Lucky Leo')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Lucky Leo').first()).toBeVisible()

  await page.goto('/m/member/manualRebate')
  await expect(page.getByTestId('rebate-total')).toHaveText(/^￥[\d,]+\.\d\d$/)
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Claim' }).click()
  await expect(page.getByText(/cashback added to your balance/)).toBeVisible()
  await expect(page.getByTestId('rebate-total')).toHaveText('￥0.00')
  expect(problems).toEqual([])

  await page.context().clearCookies()
  await loginThroughForm(page, 'trial4', 'Passw0rd!')
  await page.goto('/m/withdraw')
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})
