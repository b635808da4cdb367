import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { seriousA11yViolations } from './playerHelpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

const cards = (page: Page) => page.locator('.entrance__games .game-card:not(.game-card--skeleton)')

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

test('a member browses the game centre, loads more, stars a game and finds it under Favorites', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member2', 'Passw0rd!')
  await page.goto('/m/gameList')
  await expect(cards(page).first()).toBeVisible()

  // Switch category, then vendor in the side list.
  await page.getByRole('tab', { name: 'Slots' }).click()
  await page.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'Pragmatic Play' }).click()
  await expect(cards(page)).toHaveCount(25)
  await expect(cards(page).first().locator('.game-card__vendor')).toHaveText('Pragmatic Play')

  // Scrolling the games down loads the next page.
  await page.mouse.move(280, 600)
  await page.mouse.wheel(0, 4000)
  await expect(cards(page)).toHaveCount(50)

  // Star the first game: a 'please wait', then 'Changes saved'.
  const first = cards(page).first()
  const name = (await first.locator('.game-card__name').textContent()) ?? ''
  await first.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
  await expect(first.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('tab', { name: 'Favorites' }).click()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().locator('.game-card__name')).toHaveText(name)

  // Removing it there drops it from the list.
  await cards(page).first().getByRole('button', { name: 'Remove from favourites' }).click()
  await expect(cards(page)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('the side category list shows every category with its vendors, and choosing one shows its games', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/gameList')
  await expect(cards(page).first()).toBeVisible()
  const open = page.getByRole('button', { name: 'All categories' })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  const panel = page.getByRole('dialog', { name: 'Game categories' })
  await expect(panel).toBeVisible()
  // The categories of the vendor list, the one on show marked, each vendor category with its vendors.
  await expect(panel.getByRole('button', { name: 'HOT', exact: true }).first()).toHaveAttribute('aria-current', 'true')
  for (const name of ['Favorites', 'Slots', 'Live', 'Fishing']) await expect(panel.getByRole('button', { name, exact: true })).toBeVisible()
  await expect(panel.getByRole('list', { name: 'Live' }).getByRole('button')).toHaveText(['HOT', 'Evolution', 'AE Sexy', 'Dream Gaming'])
  expect(await seriousA11yViolations(page)).toEqual([])

  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(open).toBeFocused()

  await open.click()
  await panel.getByRole('list', { name: 'Live' }).getByRole('button', { name: 'Evolution' }).click()
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'Evolution' })).toHaveAttribute('aria-current', 'true')
  await expect(cards(page).first().locator('.game-card__vendor')).toHaveText('Evolution')

  // A category itself, from the list: the first entry of its side list.
  await open.click()
  await panel.getByRole('button', { name: 'Fishing', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Fishing' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'HOT' })).toHaveAttribute('aria-current', 'true')
  expect(problems).toEqual([])
})

test("the login page's category menu: All first, a tab shows its menu's games, a visitor's tap asks to log in", async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/login')
  const menu = page.locator('[data-block="categoryMenu"]')
  await menu.scrollIntoViewIfNeeded()
  const tabs = menu.getByRole('tab')
  await expect(tabs.first()).toHaveText('All')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(menu.getByRole('tabpanel').getByRole('button').first()).toHaveText('Mien Bac')
  await menu.getByRole('tab', { name: 'Southern' }).click()
  await expect(menu.getByRole('tab', { name: 'Southern' })).toHaveAttribute('aria-selected', 'true')
  const games = menu.getByRole('tabpanel').getByRole('button')
  await expect(games.first()).toHaveText('Ho Chi Minh')
  expect(await seriousA11yViolations(page)).toEqual([])
  await games.first().click()
  await expect(page.getByText('You are not logged in, please login first')).toBeVisible()
  await expect(page).toHaveURL(/\/m\/login$/)
  expect(problems).toEqual([])
})

test('a member launches a casino game and reaches the game page', async ({ page }) => {
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.goto('/m/gameList?gameType=LIVE&vassalage=EVO')
  const card = cards(page).first()
  const name = (await card.locator('.game-card__name').textContent()) ?? ''
  await card.locator('.game-card__open').click()
  await page.waitForURL(`${SIM_URL}/play/EVO/**`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
})

test('a member opens a TCG lottery game in the launcher and closes it back', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  await page.goto('/m/lottery')
  await page.getByRole('tab', { name: 'SSC' }).click()
  // A tap made before the page is live is played again once it is: the list is SSC's once the tab is selected.
  await expect(page.getByRole('tab', { name: 'SSC' })).toHaveAttribute('aria-selected', 'true')
  const row = page.locator('.lottery__row').first()
  await expect(row.getByRole('timer')).toHaveText(/^(\d{2,}:\d{2}:\d{2}|--:--:--)$/)
  const name = (await row.locator('.lottery__name').textContent()) ?? ''
  await row.locator('.lottery__open').click()
  await expect(page).toHaveURL(/\/m\/launchGame\?mui=tcg&playType=ent&gameId=\d+/)
  const frame = page.frameLocator('iframe.lottery-frame__game')
  await expect(frame.getByText(name).first()).toBeVisible()
  await expect(frame.getByText('member0').first()).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/m\/game$/)
  expect(problems).toEqual([])
})

test('a visitor tapping a game in the game centre is sent to login, and Favorites asks to log in', async ({ page }) => {
  await page.goto('/m/gameList')
  await page.getByRole('tab', { name: 'Favorites' }).click()
  await expect(page.getByText('You are not logged in, please login first')).toBeVisible()
  await cards(page).first().locator('.game-card__open').click()
  await expect(page).toHaveURL(/\/m\/login$/)
})
