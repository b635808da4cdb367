// Admission control, as a player sees it, on a gateway of its own whose limit is two requests: a refused page is a
// busy page that loads again by itself; a refused screen is asked again while the page says it is busy; a chunk
// that did not load is asked for again. Two requests held by a slow platform call fill the gateway.
import { startGatewayProcess, type GatewayProcess } from '../helpers/gatewayProcess.ts'
import { sim, watchProblems } from './helpers.ts'
import { SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

let gateway: GatewayProcess

// The home opens its announcement pop-ups on load; the browser of these tests closed them before, on this origin too.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('SHELL_PU_A', '{"show":false}')
    localStorage.setItem('SHELL_PU_B', '{"show":false}')
  })
})

test.beforeAll(async () => {
  gateway = await startGatewayProcess({
    UPSTREAM_URL: SIM_URL,
    SHED_MAX_IN_FLIGHT: '2',
    SHED_MIN_IN_FLIGHT: '2',
    SHED_RETRY_AFTER_S: '1',
    // Every fill asks the platform: a cached answer would not hold the gateway.
    PUBLIC_CACHE_TTL_MS: '0',
    PUBLIC_CACHE_STALE_MS: '0',
  })
})
test.afterAll(async () => {
  await gateway.stop()
})
test.beforeEach(async () => {
  await sim('/__sim/reset')
})

/** Fills the gateway for about `ms`: two screens whose registration settings call the platform answers that late. */
async function fill(ms: number): Promise<{ held: Promise<unknown> }> {
  await sim('/__sim/faults', { endpoint: '/wps/system/setting/register', kind: 'latency', ms })
  const held = Promise.all(
    ['/m/login', '/m/register'].map((path) => fetch(`${gateway.url}/api/screen?path=${encodeURIComponent(path)}&lang=EN&fill=${Math.random()}`)),
  )
  await new Promise((r) => setTimeout(r, 300))
  // Wrapped: an async function returning the promise itself would wait for it.
  return { held }
}

/** Refused loads show as failed resources (status 503) in the console: nothing else may. */
const otherThanRefusals = (problems: string[]) => problems.filter((p) => !/status of 503/.test(p))

async function openHome(page: Page): Promise<void> {
  await page.goto(`${gateway.url}/m/home`)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
}

test('a refused page gets the busy page, in its own words, which loads the page again by itself', async ({ page }) => {
  const problems = watchProblems(page)
  const { held } = await fill(2500)
  await page.goto(`${gateway.url}/m/home`)
  await expect(page.getByRole('heading', { name: 'The site is busy' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(/^Trying again in \d s$/)
  await page.screenshot({ path: 'test-results/e2e/busy-page.png' })
  await held
  // No tap: the page reloads after Retry-After (spread) and the home draws.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 })
  expect(otherThanRefusals(problems)).toEqual([])
})

test('a refused screen is asked again while the page says it is busy, then drawn; its pictures never fail', async ({ page }) => {
  const problems = watchProblems(page)
  const broken: string[] = []
  page.on('response', (res) => {
    if (res.status() === 503 && !res.url().includes('/api/')) broken.push(res.url())
  })
  await openHome(page)
  const { held } = await fill(2500)
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Promotion' }).click()
  await expect(page.getByText('The site is busy: trying again…')).toBeVisible()
  await page.screenshot({ path: 'test-results/e2e/busy-retrying.png' })
  await held
  await expect(page).toHaveURL(/\/m\/activity$/)
  await expect(page.getByText('The site is busy: trying again…')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.locator('.block').first()).toBeVisible()
  expect(broken).toEqual([])
  expect(otherThanRefusals(problems)).toEqual([])
})

test('a block whose chunk did not load is asked for again and drawn, not left out', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto(`${gateway.url}/m/activity`)
  let failed = 0
  await page.route('**/assets/QuickNavBlock-*.js*', async (route) => {
    if (failed++ === 0) return route.abort('connectionreset')
    return route.continue()
  })
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Home' }).click()
  await expect(page.locator('.quicknav').getByRole('button', { name: 'Hot games' })).toBeVisible({ timeout: 10_000 })
  expect(failed).toBeGreaterThanOrEqual(2)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(otherThanRefusals(problems).filter((p) => !/QuickNavBlock|ERR_CONNECTION_RESET|dynamically imported/.test(p))).toEqual([])
})
