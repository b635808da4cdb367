import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { sim, watchProblems } from './helpers.ts'
import { solveSlider, watchSliders } from './identityHelpers.ts'
import { BASE_URL, SIM_URL } from './ports.ts'
import { E2E_OPERATOR } from './studioOperator.ts'
import { expect, request, test } from './test.ts'

// Issue 26: a 50/50 experiment on home. A player's taps on a block and the registration they then make are counted
// under the variant they were shown, and the studio's Effects tab shows them with their interval.
const EXPERIMENT = {
  id: 'home-order',
  variants: [
    { id: 'a', share: 50 },
    { id: 'b', share: 50 },
  ],
}
const HOME = 'screens/home.json'

type Studio = { api: APIRequestContext; original: string }

async function studioApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-requested-with': 'fetch' } })
  const signedIn = await api.post('/api/studio/signin', { data: E2E_OPERATOR })
  expect(signedIn.status()).toBe(200)
  return api
}

/** Saves `text` as home in the operator's draft and publishes it, as the studio does. */
async function publishHome(api: APIRequestContext, text: string, message: string): Promise<void> {
  const { version } = (await (await api.get('/api/studio/files')).json()) as { version: string }
  const saved = await api.post('/api/studio/draft/file', { data: { file: HOME, text, base: version } })
  expect(saved.status(), await saved.text()).toBe(200)
  const draft = (await (await api.get('/api/studio/draft')).json()) as { files: Record<string, { rev: string }> }
  const revs = Object.fromEntries(Object.entries(draft.files).map(([f, e]) => [f, e.rev]))
  const published = await api.post('/api/studio/publish', { data: { message, revs } })
  expect(published.status(), await published.text()).toBe(200)
}

async function startExperiment(): Promise<Studio> {
  const api = await studioApi()
  const { files } = (await (await api.get('/api/studio/files')).json()) as { files: Record<string, string> }
  const original = files[HOME] ?? ''
  const home = JSON.parse(original) as { blocks: { id: string; when?: unknown }[]; experiments?: unknown }
  home.experiments = [EXPERIMENT]
  for (const block of home.blocks) if (block.id === 'quickNav') block.when = { op: 'variant', experiment: EXPERIMENT.id, in: ['b'] }
  await publishHome(api, `${JSON.stringify(home, null, 2)}\n`, 'experiment: quick links for half of the players')
  return { api, original }
}

let studio: Studio | undefined

test.beforeEach(async () => {
  await sim('/__sim/flags', { REGMOBVERF3: false })
  await fetch(`${SIM_URL}/__sim/register-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captcha: { enabled: false }, mobileNum: { enabled: false } }),
  })
  studio = await startExperiment()
})

test.afterEach(async () => {
  if (!studio) return
  await publishHome(studio.api, studio.original, 'experiment ended')
  await studio.api.dispose()
})

test('taps and a registration count under the variant shown; the studio shows them with the interval', async ({ page, browser }, info) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  const sliders = watchSliders(page)
  await page.goto('/m/home')
  await expect(page.locator('.block--games')).toBeVisible()
  const variant = (await page.locator('.block--quicknav').count()) > 0 ? 'b' : 'a'
  // Three taps on the game tabs (the block stays on screen), then on to the registration.
  const tabs = page.locator('.block--games [role="tab"]')
  for (let i = 0; i < 3; i++) await tabs.nth(i % (await tabs.count())).click()
  await page.goto('/m/register')
  const form = page.locator('form.login')
  await form.getByLabel('Username').fill('variantplayer1')
  await form.getByLabel('Password', { exact: true }).fill('Secret123')
  await form.getByLabel('Confirm password').fill('Secret123')
  await form.getByRole('button', { name: 'Register' }).click()
  await solveSlider(page, sliders)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/m\/home$/)
  expect(problems).toEqual([])

  const operator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await operator.goto('/studio')
  await operator.getByLabel('Operator name').fill(E2E_OPERATOR.name)
  await operator.getByLabel('Password').fill(E2E_OPERATOR.password)
  await operator.getByRole('button', { name: 'Sign in' }).click()
  await operator.getByRole('button', { name: 'Effects' }).click()
  const table = operator.getByRole('table', { name: `Variants of ${EXPERIMENT.id}` })
  // The taps reach the gateway as the page leaves home; counts are stored within a second.
  await expect(async () => {
    await operator.getByRole('button', { name: 'Refresh' }).click()
    const row = table.getByRole('row').filter({ has: operator.getByRole('rowheader', { name: variant, exact: true }) })
    // Three taps over the home screens served to this browser; one registration of one browser: 100 %, 20.7–100 % (Wilson).
    await expect(row).toContainText(/games \d\.\d\d/, { timeout: 1000 })
    await expect(row).toContainText('1 · 100.0 % (95 %: 20.7 %–100.0 %)', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const other = table.getByRole('row').filter({ has: operator.getByRole('rowheader', { name: variant === 'a' ? 'b' : 'a', exact: true }) })
  await expect(other).toContainText('0 · 0.0 %')
  await operator.screenshot({ path: info.outputPath('studio-effects.png'), fullPage: true })
  const { violations } = await new AxeBuilder({ page: operator }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
