import AxeBuilder from '@axe-core/playwright'
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

/** Critical and serious axe findings inside the given parts only (the home page has findings of its own, elsewhere). */
async function a11yOf(page: Page, ...parts: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  for (const part of parts) builder.include(part)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.35 Mobile/15E148 Safari/604.1'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

const bar = (page: Page) => page.getByRole('region', { name: 'Get the app' })
const popup = (page: Page) => page.getByRole('dialog', { name: 'Download app' })

test.describe('the download bar on an Android phone', () => {
  test('shows, opens the pop-up with the Android choices, and stays dismissed after a reload', async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/m/home')
    await expect(bar(page)).toBeVisible()
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click()
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).locator('.appdl__option')).toHaveText([/Android app/, /Add to home screen/])
    await expect(popup(page).getByRole('timer')).toHaveText(/^0[2-8]:\d\d:\d\d$/)
    const first = await popup(page).getByRole('timer').textContent()
    await expect(popup(page).getByRole('timer')).not.toHaveText(first ?? '')
    expect(await a11yOf(page, '.popup', '.appbar', '.block--ticker')).toEqual([])
    await popup(page).getByRole('button', { name: 'Close' }).click()
    await expect(popup(page)).toBeHidden()
    // The header icon and the ticker's icons open the same pop-up.
    await page.locator('.ticker__end--right').click()
    await expect(popup(page)).toBeVisible()
    await popup(page).getByRole('button', { name: 'Close' }).click()
    await bar(page).getByRole('button', { name: 'Close the download bar' }).click()
    await expect(bar(page)).toBeHidden()
    await page.reload()
    await expect(page.locator('.block--ticker')).toBeVisible()
    await expect(bar(page)).toBeHidden()
    expect(problems).toEqual([])
  })
})

test.describe('the download pop-up on an iPhone in Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI })
  test('offers the iOS app, the profile and add-to-home-screen', async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/m/home')
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click()
    await expect(popup(page).locator('.appdl__option')).toHaveText([/iPhone app/, /iPhone quick install/, /Add to home screen/])
    await popup(page)
      .getByRole('button', { name: /Add to home screen/ })
      .click()
    await expect(page).toHaveURL(/\/m\/app#guide$/)
    await expect(page.getByRole('region', { name: 'Install on iPhone' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('the download pop-up on an iPhone outside Safari', () => {
  test.use({ userAgent: IPHONE_CHROME })
  test('tells the player to use Safari, with one button', async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/m/home')
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click()
    await popup(page)
      .getByRole('button', { name: /iPhone app/ })
      .click()
    const notice = page.getByRole('alertdialog')
    await expect(notice).toContainText('Please use Safari for download App.')
    await expect(notice.getByRole('button')).toHaveText(['Confirm'])
    await notice.getByRole('button', { name: 'Confirm' }).click()
    await expect(notice).toBeHidden()
    expect(problems).toEqual([])
  })
})

test('a member opens a promotion and claims its bonus', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.getByRole('button', { name: 'Promotion' }).click()
  await expect(page).toHaveURL(/\/m\/activity$/)
  await expect(page.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: /Welcome Bonus 100%/ }).click()
  await expect(page).toHaveURL(/\/m\/activity\?id=301$/)
  await expect(page.getByRole('heading', { name: 'Welcome Bonus 100%' })).toBeVisible()
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Bonus claimed')
  // As S30 claims: the issued reward listed first, then claimed by its id (the simulator refuses { promotionId }).
  const { calls } = (await (await fetch(`${SIM_URL}/__sim/stats`)).json()) as { calls: Record<string, number> }
  expect(calls['/wps/relay/MCSFE_getClaimPromotion']).toBeGreaterThanOrEqual(1)
  expect(calls['/wps/relay/MCSFE_claimIssuedPromotion']).toBe(1)
  await expect(page.locator('.promo__head .entry__badge')).toHaveText('Claimed')
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeHidden()
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('a member claims a reward and the reward centre badge falls', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await expect(page.locator('.quicknav__badge')).toHaveText('3')
  await page.goto('/m/rewardCenter')
  await expect(page.getByRole('tab', { name: 'Unclaimed 3' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('listitem').filter({ hasText: 'Prize wheel spin' }).getByRole('button', { name: 'Claim' }).click()
  await expect(page.getByRole('status')).toContainText('Reward claimed')
  await expect(page.getByRole('tab', { name: 'Unclaimed 2' })).toBeVisible()
  await page.goto('/m/home')
  await expect(page.locator('.quicknav__badge')).toHaveText('2')
  expect(problems).toEqual([])
})

test('an agent logs in, is offered the pending contracts and accepts one', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'agent1', 'Passw0rd!')
  const offer = page.getByRole('dialog', { name: 'Contract requests' })
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('listitem')).toHaveCount(3)
  expect(await a11yOf(page, '.popup')).toEqual([])
  await offer.getByRole('listitem').filter({ hasText: 'Hourly salary contract' }).getByRole('button', { name: 'View' }).click()
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/)
  await expect(page.getByRole('table')).toContainText('≥ 2,000')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('status')).toContainText('Contract accepted')
  await expect(page.getByText('You have no pending contract of this kind.')).toBeVisible()
  await page.goto('/m/home')
  await expect(offer.getByRole('listitem')).toHaveCount(2)
  expect(problems).toEqual([])
})

test.describe('every new screen in the light theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'))
  })
  test('passes axe: promotions, a detail with the application form, rewards, the app page, a contract', async ({ page }) => {
    const problems = watchProblems(page)
    await loginThroughForm(page, 'member0', 'Passw0rd!')
    for (const [path, ready] of [
      ['/m/activity', '.entries__list'],
      ['/m/activity?id=303', '.apply'],
      ['/m/rewardCenter', '.entries__list'],
      ['/m/app', '.appdl__options'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator(ready)).toBeVisible()
      expect(await seriousA11yViolations(page), path).toEqual([])
    }
    await sim('/__sim/contracts', { account: 'member0', kinds: ['dividend'] })
    await page.goto('/m/member/agent/getDevidendContract')
    await expect(page.getByRole('table').first()).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
