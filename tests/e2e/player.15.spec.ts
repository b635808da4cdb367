// What a player notices on the screens (issue 15): aliases and unknown paths, game cards, placeholders, the
// launcher's missing game, the language flags, the social sign-in buttons.
import { gameCards, loginThroughForm, sim, watchProblems } from './helpers.ts'
import { holdImages, intersects, seriousA11yViolations } from './playerHelpers.ts'
import { expect, test, type Locator, type Page } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

const bottomMenu = (page: Page) => page.locator('nav.bottom-menu')

test('an unknown path shows home at /m/home with Home active; /m/register.html is registration without header or menu', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/doesNotExist')
  await expect(page).toHaveURL(/\/m\/home$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await expect(page.locator('.pageheader')).toHaveCount(0)
  await expect(bottomMenu(page).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

  await page.goto('/m/register.html')
  await expect(page.locator('form.login').getByRole('tab', { name: 'Username' })).toBeVisible()
  await expect(page.locator('.pageheader')).toHaveCount(0)
  await expect(bottomMenu(page)).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

async function expectBadgesClearOfStars(cards: Locator) {
  const count = Math.min(await cards.count(), 12)
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    // The vendor's whole name shows: nothing is cut to make room for the star.
    expect(await card.locator('.game-card__vendor').evaluate((e) => e.scrollWidth <= e.clientWidth), `card ${i} badge cut`).toBe(true)
    const badge = await card.locator('.game-card__vendor').boundingBox()
    const star = await card.locator('.game-card__star').boundingBox()
    if (!badge || !star) throw new Error(`card ${i} lacks its badge or star`)
    expect(badge.width).toBeGreaterThan(20)
    expect(intersects(badge, star), `card ${i}: badge ${JSON.stringify(badge)} star ${JSON.stringify(star)}`).toBe(false)
  }
}

test("a game card's vendor badge shows in full and never meets the favourite star, on home and in the game centre", async ({ page }) => {
  await page.goto('/m/home')
  await expect(gameCards(page)).toHaveCount(24)
  await expectBadgesClearOfStars(gameCards(page))
  await page.goto('/m/gameList')
  await page.getByRole('tab', { name: 'Slots' }).click()
  await page.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'Pragmatic Play' }).click()
  const cards = page.locator('.entrance__games .game-card:not(.game-card--skeleton)')
  await expect(cards.first().locator('.game-card__vendor')).toHaveText('Pragmatic Play')
  await expectBadgesClearOfStars(cards)
  await page.screenshot({ path: 'test-results/e2e/cards-badges.png' })
})

for (const account of [null, 'member0'] as const) {
  test(`at the end of home the customer-service button covers no card's name (${account ?? 'visitor'})`, async ({ page }) => {
    if (account) await loginThroughForm(page, account, 'Passw0rd!')
    else await page.goto('/m/home')
    await expect(gameCards(page)).toHaveCount(24)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true)
    const fab = await page.locator('.fab-service').boundingBox()
    if (!fab) throw new Error('no floating button')
    const names = page.locator('.games__grid .game-card__name')
    const boxes = (await Promise.all((await names.all()).map((n) => n.boundingBox()))).filter((b) => b !== null)
    // The last row's right-hand name sits in the button's column: the check below could catch it.
    const last = boxes.at(-1)
    expect(last && last.x + last.width > fab.x).toBe(true)
    expect(boxes.filter((b) => intersects(b, fab))).toEqual([])
    await page.screenshot({ path: `test-results/e2e/home-end-${account ?? 'visitor'}.png` })
  })
}

async function expectPlaceholdersUntilLoaded(images: Locator, release: () => void) {
  await expect(images.first()).toBeVisible()
  const count = Math.min(await images.count(), 6)
  for (let i = 0; i < count; i++) await expect(images.nth(i).locator('.lazy-img__placeholder')).toBeVisible()
  release()
  for (let i = 0; i < count; i++) {
    await expect(images.nth(i).locator('.lazy-img__placeholder')).toHaveCount(0)
    expect(
      await images
        .nth(i)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true)
  }
}

test('after a tab switch, e-sports and lottery cards show placeholders until their images load', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/m/gameList')
  await expect(page.locator('.entrance__games .game-card .lazy-img.is-loaded').first()).toBeVisible()
  let held = await holdImages(page)
  await page.getByRole('tab', { name: 'E-sports' }).click()
  await page.screenshot({ path: 'test-results/e2e/esports-loading.png' })
  await expectPlaceholdersUntilLoaded(page.locator('.entrance__games .game-card .lazy-img'), held.release)
  expect(await seriousA11yViolations(page)).toEqual([])
  await held.stop()

  await page.goto('/m/lottery')
  await expect(page.locator('.lottery__row .lazy-img.is-loaded').first()).toBeVisible()
  held = await holdImages(page)
  await page.getByRole('tab', { name: 'Fast', exact: true }).click()
  await page.screenshot({ path: 'test-results/e2e/lottery-loading.png' })
  await expectPlaceholdersUntilLoaded(page.locator('.lottery__row .lazy-img'), held.release)
  expect(await seriousA11yViolations(page)).toEqual([])
  await held.stop()
  expect(problems).toEqual([])
})

test('the launcher\'s frame answers 404 for a game that does not exist and says "Game not found", with no error of the page', async ({ page }) => {
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  const problems = watchProblems(page)
  // Chromium reports every document answered 4xx or 5xx with this one line, the frame's own included: it is the
  // browser's note on the status, the same for 404 as for the former 502, not an error of the page.
  const statusNote = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)'
  const framed = page.waitForResponse((r) => r.url().includes('/lotto/tcg/ent/games/99999999'))
  await page.goto('/m/launchGame?mui=tcg&playType=ent&gameId=99999999')
  expect((await framed).status()).toBe(404)
  await expect(page.frameLocator('iframe.lottery-frame__game').getByText('Game not found')).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Close' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(problems).toEqual([statusNote])
})

test("the language switch shows each language's flag, and the default flag for one that fails", async ({ page }) => {
  await page.route('**/media/TCG_PROD_IMAGES/FLAG/TH.svg', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/m/home')
  await page.getByRole('button', { name: 'Menu' }).click()
  const dialog = page.getByRole('dialog')
  for (const [name, code] of [
    ['English', 'EN'],
    ['中文', 'CN'],
    ['Tiếng việt', 'VI'],
    ['اردو', 'UR'],
  ] as const) {
    const flag = dialog.getByRole('button', { name }).locator('img')
    await expect(flag).toHaveAttribute('src', `/media/TCG_PROD_IMAGES/FLAG/${code}.svg`)
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  const thai = dialog.getByRole('button', { name: 'ไทย' }).locator('img')
  await expect(thai).toHaveAttribute('src', '/img/default-flag.svg')
  await expect.poll(() => thai.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.screenshot({ path: 'test-results/e2e/language-flags.png' })
  expect(await seriousA11yViolations(page)).toEqual([])
})

test("with FACEBOOKLOGIN3 and GOOGLELOGIN3 on, the social buttons lead to the sign-in service's start URL", async ({ page }) => {
  await sim('/__sim/flags', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })
  await page.route('https://signin.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in</title><h1>Sign-in service</h1>' }),
  )
  for (const [path, provider, name] of [
    ['/m/login', 'facebook', 'Continue with Facebook'],
    ['/m/register', 'google', 'Continue with Google'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    if (path === '/m/login') expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name }).click()
    await expect(page).toHaveURL(`https://signin.example.test/start/${provider}?site=sim88`)
    await expect(page.getByRole('heading', { name: 'Sign-in service' })).toBeVisible()
  }
})
