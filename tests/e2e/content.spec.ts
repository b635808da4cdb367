// Content (issue 10): the announcement popup, notices, the message centre, the inbox, help and live chat, as a
// visitor, a member of type 1 and a trial user see them at 390×844.
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcement' })

test.describe('the announcement popup', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('a visitor gets type B after load, pages through it, dismisses it with I know it, and does not get it again after a reload', async ({ page }) => {
    const problems = watchProblems(page)
    await page.goto('/m/home')
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByRole('heading', { name: 'Welcome to Sim88' })).toBeVisible()
    await expect(popup(page).getByText('1 of 3')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await popup(page).getByRole('button', { name: 'Next' }).click()
    await expect(popup(page).getByRole('heading', { name: 'Maintenance window' })).toBeVisible()
    await expect(popup(page).getByRole('link', { name: 'status page' })).toBeVisible()
    await popup(page).getByRole('button', { name: 'Next' }).click()
    await expect(popup(page).getByText('3 of 3')).toBeVisible()
    await expect(popup(page).getByRole('button', { name: 'Go to activity' })).toBeVisible()
    await popup(page).getByRole('button', { name: 'Previous' }).click()
    await expect(popup(page).getByText('2 of 3')).toBeVisible()
    // Dismissed from the middle of the list: the popup goes, not to the next entry.
    await popup(page).getByRole('button', { name: 'I know it' }).click()
    await expect(popup(page)).toHaveCount(0)
    await reloadShowsNoPopup(page)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(problems).toEqual([])
  })

  test('a visitor who closes it with × does not get it again either', async ({ page }) => {
    await page.goto('/m/home')
    await popup(page).getByRole('button', { name: 'Close' }).click()
    await expect(popup(page)).toHaveCount(0)
    await reloadShowsNoPopup(page)
  })

  test('a member gets type A, dismisses it with I know it on the first entry, and does not get it again after a reload', async ({ page }) => {
    const problems = watchProblems(page)
    await loginThroughForm(page, 'member0', 'Passw0rd!')
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByRole('heading', { name: 'Weekly Cashback' })).toBeVisible()
    await popup(page).getByRole('button', { name: 'I know it' }).click()
    await expect(popup(page)).toHaveCount(0)
    await reloadShowsNoPopup(page)
    expect(problems).toEqual([])
  })
})

/** Reloads home and waits past the popup's 500 ms delay: no popup comes. */
async function reloadShowsNoPopup(page: Page) {
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(popup(page)).toHaveCount(0)
}

test('a member of type 1 reads an announcement, then sees the counts in the message centre and reads a message', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member1', 'Passw0rd!')
  const notice = page.locator('nav.bottom-menu').getByRole('button', { name: /Notice/ })
  await expect(notice.locator('.badge')).toHaveText('8')
  await notice.click()
  await expect(page).toHaveURL(/\/m\/notice$/)
  // Newest first: the member's own (13 March, 12 March, …), then the public ones down to 1 March.
  const titles = page.locator('.article__head .article__title')
  await expect(titles.first()).toContainText('Withdrawal limits raised')
  await expect(titles.last()).toContainText('Welcome')
  const entry = page.getByRole('button', { name: /Account security/ })
  await expect(entry).toContainText('(Unread)')
  expect(await seriousA11yViolations(page)).toEqual([])
  await entry.click()
  // The refused link's text stays a sentence of its own.
  await expect(page.locator('.article__body')).toContainText('Turn on two-step checks. Do it now')
  await expect(entry).not.toContainText('(Unread)')
  await entry.click()
  await expect(entry).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('.article__body')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: /Account security/ })).not.toContainText('(Unread)')
  await expect(page.getByRole('button', { name: /Your VIP upgrade/ })).toContainText('(Unread)')

  await page.goto('/m/home')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /Message center/ })
    .click()
  await expect(page).toHaveURL(/\/m\/message$/)
  const centre = page.locator('.links__list')
  await expect(centre.getByRole('button', { name: /Announcements/ }).locator('.badge')).toHaveText('7')
  await expect(centre.getByRole('button', { name: /Messages/ }).locator('.badge')).toHaveText('5')
  await expect(centre.getByRole('button', { name: /Live chat/ }).locator('.badge')).toHaveText('2')
  expect(await seriousA11yViolations(page)).toEqual([])
  await centre.getByRole('button', { name: /Messages/ }).click()
  await expect(page).toHaveURL(/\/m\/webEmail$/)
  const message = page.getByRole('button', { name: /Birthday gift/ })
  await message.click()
  await expect(page.locator('.article__body')).toContainText('Happy birthday! A gift of')
  await expect(message).not.toContainText('(Unread)')
  await expect(
    page
      .locator('nav.bottom-menu')
      .getByRole('button', { name: /Member/ })
      .locator('.badge'),
  ).toHaveText('4')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.goBack()
  await expect(
    page
      .locator('.links__list')
      .getByRole('button', { name: /Messages/ })
      .locator('.badge'),
  ).toHaveText('4')
  expect(problems).toEqual([])
})

test('a member launches the live chat: a loading message, then the chat page', async ({ page }) => {
  await loginThroughForm(page, 'member1', 'Passw0rd!')
  await page.goto('/m/message')
  await page
    .locator('.links__list')
    .getByRole('button', { name: /Live chat/ })
    .click()
  await expect(page.getByText('Connecting to live chat…')).toBeVisible()
  await page.waitForURL(`${SIM_URL}/chat/live?**`)
  expect(new URL(page.url()).searchParams.get('lang')).toBe('EN')
})

test('a trial user is refused the live chat and the inbox in the message centre', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'trial4', 'Passw0rd!')
  await page.goto('/m/message')
  await page
    .locator('.links__list')
    .getByRole('button', { name: /Live chat/ })
    .click()
  await expect(page.getByText('Trial accounts cannot use this feature')).toBeVisible()
  await expect(page).toHaveURL(/\/m\/message$/)
  await expect(page.getByText('Trial accounts cannot use this feature')).toHaveCount(0, { timeout: 2500 })
  await page
    .locator('.links__list')
    .getByRole('button', { name: /Messages/ })
    .click()
  await expect(page.getByText('Trial accounts cannot use this feature')).toBeVisible()
  await expect(page).toHaveURL(/\/m\/message$/)
  expect(problems).toEqual([])
})

test('help: /m/helpDetail?p=1&c=0 opened directly shows that entry; the list leads to the others', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/helpDetail?p=1&c=0')
  await expect(page.getByRole('heading', { name: 'How to deposit' })).toBeVisible()
  await expect(page.locator('.help__section')).toHaveText('Deposit')
  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'All help topics' }).click()
  await expect(page).toHaveURL(/\/m\/help$/)
  await page.getByRole('button', { name: 'I forgot my password' }).click()
  await expect(page).toHaveURL(/\/m\/helpDetail\?p=4&c=0$/)
  await expect(page.getByRole('heading', { name: 'I forgot my password' })).toBeVisible()
  await page.goto('/m/helpDetail?p=9&c=9')
  // The page arrives whole (drawn on the server): the closed menu's own Withdraw entry is in it from the start.
  await expect(page.getByRole('main').getByRole('button', { name: 'Withdraw' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('the content screens pass axe in the light theme too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  await loginThroughForm(page, 'member1', 'Passw0rd!')
  for (const path of ['/m/notice', '/m/message', '/m/webEmail', '/m/help', '/m/helpDetail?p=1&c=0']) {
    await page.goto(path)
    await expect(page.locator('main .block').first()).toBeVisible()
    expect(await seriousA11yViolations(page), path).toEqual([])
  }
})
