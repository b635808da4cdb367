import { loginThroughForm, sim, watchProblems } from './helpers.ts'
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
