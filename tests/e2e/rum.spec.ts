import AxeBuilder from '@axe-core/playwright'
import { seriesValue } from '../helpers/metricsText.ts'
import { watchProblems } from './helpers.ts'
import { E2E_METRICS_TOKEN } from './ports.ts'
import { E2E_OPERATOR } from './studioOperator.ts'
import { expect, test, type APIRequestContext } from './test.ts'

async function metrics(request: APIRequestContext): Promise<string> {
  const res = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
  expect(res.status()).toBe(200)
  return res.text()
}

test("a page load's web-vitals reach the gateway's metrics under the screen's id, with no CSP violation", async ({ page, request }) => {
  const problems = watchProblems(page)
  const before = await metrics(request)
  const count = (text: string, name: string) => seriesValue(text, name, { screen: 'games' }) ?? 0
  const reporter = page.waitForEvent('requestfinished', (r) => /\/assets\/rumReporter-[^/]+\.js$/.test(r.url()))
  await page.goto('/m/gameList')
  await expect(page.locator('.games__grid .game-card').first()).toBeVisible()
  // The reporter is not part of the first paint: it comes once the page is idle, after hydration.
  await reporter
  // Its evaluation is a task of its own, ahead of idle callbacks: after two of them it listens, and (the pictures in)
  // the largest paint it was given is final.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
  // The player leaves the page: as it hides, web-vitals reports LCP and CLS (on that trusted event only), and the
  // batch goes with sendBeacon while the page unloads.
  await page.goto('about:blank')
  // Each polled on its own: a page of an earlier test may still be sending its own beacon.
  for (const name of ['gateway_rum_lcp_seconds_count', 'gateway_rum_ttfb_seconds_count', 'gateway_rum_cls_count']) {
    // A beacon sent while the page unloads reaches a loaded machine's gateway late: up to 15 s.
    await expect.poll(async () => count(await metrics(request), name), { timeout: 15_000 }).toBeGreaterThan(count(before, name))
  }
  expect(problems).toEqual([])
})

test.describe('in the studio', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 })

  test("the Timings tab shows players' p75 per screen against its budget, and passes axe", async ({ page }, info) => {
    const problems = watchProblems(page)
    // A player's page load first, so that the games screen has figures (earlier tests may have given some too).
    const player = await page.context().newPage()
    const reporter = player.waitForEvent('requestfinished', (r) => /\/assets\/rumReporter-[^/]+\.js$/.test(r.url()))
    await player.goto('/m/gameList')
    await reporter
    await player.waitForLoadState('networkidle')
    await player.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    await player.goto('about:blank')
    await player.close()
    await page.goto('/studio')
    await page.getByLabel('Operator name').fill(E2E_OPERATOR.name)
    await page.getByLabel('Password').fill(E2E_OPERATOR.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Timings' }).click()
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        return page.getByRole('row', { name: /^games/ }).count()
      })
      .toBe(1)
    const games = page.getByRole('row', { name: /^games/ })
    await expect(games).toContainText(/budget/)
    await expect(page.getByText(/Budgets: LCP ≤ 2\.50 s/)).toBeVisible()
    await page.screenshot({ path: info.outputPath('studio-timings.png') })
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    expect(problems).toEqual([])
  })
})
