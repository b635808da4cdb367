import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { operatorEntry } from '../../gateway/studio/operators.ts'
import { type GatewayProcess, startGatewayProcess } from '../helpers/gatewayProcess.ts'
import { type RedisServer, startRedis } from '../helpers/redisServer.ts'
import { watchProblems } from './helpers.ts'
import { SIM_URL } from './ports.ts'
import { type Browser, expect, type Page, test } from './test.ts'

// Two operators on two gateway instances that share Redis, in the browser: drafts far over 64 KiB that survive a
// reload, a publish live on both instances, and a draft made before it that is refused, brought onto live and
// published without taking the first change back.

const ALICE = { name: 'alice', password: 'alice studio password' }
const BOB = { name: 'bob', password: 'bob studio password' }
const LANGS = ['EN', 'CN', 'TH', 'VI', 'UR'] as const

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 })

let redis: RedisServer
let one: GatewayProcess
let two: GatewayProcess
const folders: string[] = []

test.beforeAll(async () => {
  test.setTimeout(90_000)
  redis = await startRedis()
  const operators = `${await operatorEntry(ALICE.name, ALICE.password)},${await operatorEntry(BOB.name, BOB.password)}`
  const instance = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-two-operators-'))
    folders.push(dir)
    await cp(join(import.meta.dirname, '../../layouts'), join(dir, 'layouts'), { recursive: true })
    return startGatewayProcess({
      UPSTREAM_URL: SIM_URL,
      REDIS_URL: redis.url,
      COOKIE_SECRET: 'two operators share this secret, as instances do',
      STUDIO_OPERATORS: operators,
      LAYOUTS_DIR: join(dir, 'layouts'),
      STUDIO_HISTORY_DIR: join(dir, 'history'),
    })
  }
  one = await instance()
  two = await instance()
})

test.afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
  await redis?.stop()
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })))
})

async function signIn(browser: Browser, url: string, operator: { name: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${url}/studio`)
  await page.getByLabel('Operator name').fill(operator.name)
  await page.getByLabel('Password').fill(operator.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${operator.name}`)).toBeVisible()
  return page
}

const homeOrder = async (page: Page, url: string) =>
  ((await (await page.request.get(`${url}/api/screen?path=%2Fm%2Fhome`)).json()) as { blocks: { id: string }[] }).blocks.map((b) => b.id)
const textOf = async (page: Page, url: string, lang: string, key: string) =>
  ((await (await page.request.get(`${url}/api/i18n/${lang}`)).json()) as Record<string, string>)[key]
const bannersFirst = (ids: string[]) => ids.indexOf('banners') < ids.indexOf('ticker')

test('two operators on two instances: a large draft survives a reload and goes live on both; a draft made before is refused, brought onto live, and keeps both changes', async ({
  browser,
}, info) => {
  test.setTimeout(150_000)
  const alice = await signIn(browser, one.url, ALICE)
  const bob = await signIn(browser, two.url, BOB)
  const problems = [...watchProblems(alice), ...watchProblems(bob)]
  expect(bannersFirst(await homeOrder(alice, one.url))).toBe(false)

  // Bob starts his draft first: no favourites for agents.
  await bob.getByRole('checkbox', { name: 'favourites (gameStrip) shown to agent' }).uncheck()
  await expect(bob.getByText('All saved: 1 file(s) in your draft')).toBeVisible()

  // Alice: a new text in all five languages (every language file) and the banners above the ticker on home.
  await alice.getByRole('button', { name: 'Move banners (bannerCarousel) up' }).click()
  await alice.getByRole('button', { name: 'Texts', exact: true }).click()
  await alice.getByLabel('New key').fill('promo_week')
  await alice.getByRole('button', { name: 'Add the key in every language' }).click()
  for (const lang of LANGS) await alice.getByLabel(`promo_week in ${lang}`, { exact: true }).fill(`Promotion of the week (${lang})`)
  await expect(alice.getByText('All saved: 6 file(s) in your draft')).toBeVisible({ timeout: 15_000 })
  const held = (await (await alice.request.get(`${one.url}/api/studio/draft`)).json()) as { files: Record<string, { text: string }> }
  expect(Object.values(held.files).reduce((n, f) => n + Buffer.byteLength(f.text), 0)).toBeGreaterThan(150_000)
  await alice.reload()
  await expect(alice.getByText('All saved: 6 file(s) in your draft')).toBeVisible()
  await alice.getByRole('button', { name: 'Texts', exact: true }).click()
  await alice.getByLabel('Find a key or a text').fill('promo_week')
  for (const lang of LANGS) await expect(alice.getByLabel(`promo_week in ${lang}`, { exact: true })).toHaveValue(`Promotion of the week (${lang})`)

  // Bob sees who else holds a draft of the file he changes.
  await expect(bob.getByRole('list', { name: "Other operators' drafts" })).toContainText('alice has a draft of', { timeout: 10_000 })
  await expect(bob.getByRole('list', { name: "Other operators' drafts" })).toContainText('screens/home.json')

  await alice.getByRole('button', { name: 'Publish', exact: true }).first().click()
  await alice.getByLabel('Message (what and why)').fill('Banners first; the promotion of the week in every language')
  await alice.locator('.studio-publish').getByRole('button', { name: 'Publish' }).click()
  await expect(alice.locator('.studio-publish').getByRole('status')).toContainText('Published as version', { timeout: 20_000 })
  await expect.poll(async () => bannersFirst(await homeOrder(alice, two.url)), { timeout: 1_000 }).toBe(true)
  expect(bannersFirst(await homeOrder(alice, one.url))).toBe(true)
  expect(await textOf(alice, two.url, 'TH', 'promo_week')).toBe('Promotion of the week (TH)')

  // Bob's draft started before: refused, with what changed on each side, file by file.
  await expect(bob.getByRole('region', { name: 'Live has changed' })).toContainText('alice published', { timeout: 10_000 })
  await bob.getByRole('button', { name: 'Publish', exact: true }).first().click()
  const changes = bob.getByRole('region', { name: 'What changed since your draft started' })
  await expect(changes.getByRole('row', { name: /^screens\/home\.json/ })).toContainText('changed (both: merged line by line)')
  await expect(changes.getByRole('row', { name: /^i18n\/th\.json/ })).toContainText('changed')
  await expect(bob.locator('.studio-publish').getByRole('button', { name: 'Publish' })).toBeDisabled()
  const refused = await bob.request.post(`${two.url}/api/studio/publish`, { headers: { 'x-requested-with': 'fetch' }, data: { message: 'as it is', revs: {} } })
  expect(refused.status()).toBe(409)
  await bob.getByRole('region', { name: 'What changed since your draft started' }).getByText('▸ The line changes of screens/home.json').click()
  await expect(bob.getByRole('figure').filter({ hasText: 'Live: what alice changed' })).toContainText('"id": "banners"')
  await bob.screenshot({ path: info.outputPath('studio-live-moved.png'), fullPage: true })
  const { violations } = await new AxeBuilder({ page: bob }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await bob.getByRole('button', { name: 'Bring my draft onto live' }).click()
  await expect(bob.getByRole('region', { name: 'Live has changed' })).toContainText('Merged: screens/home.json')
  await bob.getByLabel('Message (what and why)').fill('No favourites for agents')
  await bob.locator('.studio-publish').getByRole('button', { name: 'Publish' }).click()
  await expect(bob.locator('.studio-publish').getByRole('status')).toContainText('Published as version', { timeout: 20_000 })

  // Alice's change is still live, on both instances, and Bob's is there too.
  for (const url of [one.url, two.url]) {
    const favouritesWhen = async () => {
      const { files } = (await (await bob.request.get(`${url}/api/studio/files`)).json()) as { files: Record<string, string> }
      return (JSON.parse(files['screens/home.json'] ?? '{}') as { blocks: { id: string; when?: unknown }[] }).blocks.find((b) => b.id === 'favourites')?.when
    }
    await expect.poll(favouritesWhen, { timeout: 1_000 }).toEqual({ op: 'role', in: ['member'] })
    expect(bannersFirst(await homeOrder(bob, url))).toBe(true)
    expect(await textOf(bob, url, 'UR', 'promo_week')).toBe('Promotion of the week (UR)')
  }
  expect(problems).toEqual([])
})
