import AxeBuilder from '@axe-core/playwright'
import { gameCards, sim, watchProblems } from './helpers.ts'
import { BASE_URL } from './ports.ts'
import { expect, test } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

test('the error screen tries again by itself, says when, and the page comes back without a tap', async ({ page }) => {
  const problems = watchProblems(page)
  // A gateway that cannot reach the platform cannot draw the page either: it answers the plain index.html, and the
  // client asks for the screen itself.
  await page.route('**/m/home', async (route) => route.fulfill({ response: await route.fetch({ url: `${BASE_URL}/index.html` }) }))
  let refusals = 2
  await page.route('**/api/screen?**', async (route) => {
    if (refusals-- <= 0) return route.continue()
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ error: { code: 'GW_UPSTREAM_UNAVAILABLE', message: 'The platform cannot be reached right now' } }),
    })
  })
  await page.goto('/m/home')
  await expect(page.getByRole('heading', { name: "We can't reach the platform right now" })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Trying again in \d+ s$/)
  await page.screenshot({ path: 'test-results/e2e/error-retrying.png' })
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 10_000 })
  expect(refusals).toBeLessThan(0)
  // The refused loads themselves show in the console as failed resources; nothing else may.
  expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([])
})

test('a platform whose status stops answering still gets the page, from the last good status', async ({ page }) => {
  await page.goto('/m/home')
  await expect(gameCards(page)).toHaveCount(24)
  await sim('/__sim/faults', { endpoint: '/wps/system/status', kind: 'reset' })
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(gameCards(page)).toHaveCount(24)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
