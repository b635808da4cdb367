import { gameCards, loginThroughForm, sim, watchProblems } from './helpers.ts'
import { solveSlider, watchSliders } from './identityHelpers.ts'
import { expect, test, type Page, type Request } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

/** The screen requests the page makes (GET /api/screen), as they happen. */
function screenRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/screen') seen.push(request)
  })
  return seen
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the home shows its blocks from the HTML alone', async ({ page }) => {
    await page.goto('/m/home')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page.locator('.swiper-slide img').first()).toBeVisible()
    await expect(page.locator('.block--ticker')).toContainText('Welcome bonus')
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
    await expect(gameCards(page)).toHaveCount(24)
    await expect(gameCards(page).first().locator('.game-card__name')).not.toBeEmpty()
    await expect(page.getByRole('navigation').getByRole('button', { name: 'Home' })).toBeVisible()
  })

  test('until the page is live, only the ticker moves: nothing repaints unseen', async ({ page }) => {
    await page.goto('/m/home')
    await expect(page.locator('.swiper-slide img').first()).toBeVisible()
    // The placeholders under the pictures drawn with the page (the banner, the first game cards) hold still:
    // with no script to stop them once their picture is in, they would restyle and repaint every frame.
    await expect(page.locator('.lazy-img--eager .lazy-img__placeholder').first()).toBeAttached()
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => (animation.effect instanceof KeyframeEffect ? String((animation.effect.target as Element | null)?.className) : '?')),
    )
    expect(running).toEqual(['ticker__track'])
  })

  test('the game list shows its tabs and its first games', async ({ page }) => {
    await page.goto('/m/gameList')
    await expect(page.getByRole('tab', { name: 'HOT' })).toHaveAttribute('aria-selected', 'true')
    await expect(gameCards(page).first()).toBeVisible()
    expect(await gameCards(page).count()).toBeGreaterThan(5)
    await expect(gameCards(page).first().locator('.game-card__name')).not.toBeEmpty()
  })

  test('the login page shows its form', async ({ page }) => {
    await page.goto('/m/login')
    await expect(page.getByLabel('Username')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  })
})

test('the page hydrates from the HTML without asking for the first screen, then navigates in the page', async ({ page }) => {
  const problems = watchProblems(page)
  const screens = screenRequests(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/m/home')
  await expect(gameCards(page)).toHaveCount(24)
  // The first screen's stylesheets are in the page: neither the browser nor the chunk loader asks for them.
  const inlined = await page.locator('link[rel=stylesheet][disabled]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(inlined.length).toBeGreaterThan(3)
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([])
  // A tap that only a hydrated page answers: the category tab loads its games through the data route.
  await page.getByRole('tab', { name: 'Slots' }).click()
  await expect(gameCards(page)).toHaveCount(25)
  expect(screens).toEqual([])
  await gameCards(page).first().click()
  await expect(page).toHaveURL(/\/m\/login$/)
  await expect(page.getByLabel('Username')).toBeVisible()
  expect(screens.map((r) => new URL(r.url()).searchParams.get('path'))).toEqual(['/m/login'])
  expect(documents).toHaveLength(1)
  expect(problems).toEqual([])
})

test("the app's scripts are asked for once the first screen's largest picture has arrived, not before", async ({ page }) => {
  const events: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('.js')) events.push(`script ${path}`)
  })
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.includes('/BANNER/')) events.push('banner arrived')
  })
  await page.goto('/m/home')
  await expect(page.getByRole('tab', { name: 'Slots' })).toBeVisible()
  // The banner the head preloads is the home's largest picture; it shows without any script.
  const preloaded = await page.locator('head link[rel=preload][as=image]').getAttribute('href')
  expect(preloaded).toMatch(/\/BANNER\//)
  await expect(page.locator(`img[src="${preloaded}"]`).first()).toBeVisible()
  await expect.poll(() => events.filter((e) => e.startsWith('script')).length).toBeGreaterThan(3)
  const firstScript = events.findIndex((e) => e.startsWith('script'))
  expect(events.indexOf('banner arrived')).toBeGreaterThanOrEqual(0)
  expect(events.indexOf('banner arrived')).toBeLessThan(firstScript)
  // And the page is live after: a tab answers.
  await page.getByRole('tab', { name: 'Slots' }).click()
  await expect(gameCards(page)).toHaveCount(25)
})

test('the game list and the login page hydrate without a screen request, error or warning', async ({ page }) => {
  const problems = watchProblems(page)
  const screens = screenRequests(page)
  await page.goto('/m/gameList')
  await page.getByRole('tab', { name: 'Slots' }).click()
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true')
  await page.goto('/m/login')
  await page.getByLabel('Username').fill('member0')
  await expect(page.getByLabel('Username')).toHaveValue('member0')
  expect(screens).toEqual([])
  expect(problems).toEqual([])
})

test('what a player types before the page is live is kept, and the login goes through', async ({ page }) => {
  const problems = watchProblems(page)
  const sliders = watchSliders(page)
  let release: () => void = () => undefined
  const typed = new Promise<void>((resolve) => {
    release = resolve
  })
  // Hold the page's script back until the player has typed into the server-drawn form.
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/m/login', { waitUntil: 'commit' })
  await page.getByLabel('Username').fill('member0')
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!')
  release()
  await solveSlider(page, sliders)
  await expect(page.getByLabel('Username')).toHaveValue('member0')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Passw0rd!')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/m\/home$/)
  await expect(page.locator('.topbar')).toContainText('Lucky Lee')
  expect(problems).toEqual([])
})

test("a member's page is drawn for that member, and kept by no one", async ({ page }) => {
  await loginThroughForm(page, 'member0', 'Passw0rd!')
  const response = await page.goto('/m/member/home')
  expect(response?.headers()['cache-control']).toContain('no-store')
  const html = (await response?.text()) ?? ''
  expect(html).toContain('Lucky Lee')
  await expect(page.getByText('Lucky Lee').first()).toBeVisible()
})

test('a tap on Save before the page is live is not lost: the withdrawal password is set with what was typed', async ({ page }) => {
  const problems = watchProblems(page)
  await loginThroughForm(page, 'member2', 'Passw0rd!')
  let release: () => void = () => undefined
  const tapped = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await tapped
    await route.continue()
  })
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto('/m/withdraw', { waitUntil: 'commit' })
  await page.getByLabel('Withdrawal password', { exact: true }).fill('135790')
  await page.getByLabel('Confirm withdrawal password').fill('135790')
  await page.getByRole('button', { name: 'Save' }).click()
  release()
  await expect(page.getByRole('heading', { name: 'Add a bank card' })).toBeVisible()
  // One document: the tap did not send the form as a page request.
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/m/withdraw'])
  expect(problems).toEqual([])
})
