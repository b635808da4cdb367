import AxeBuilder from '@axe-core/playwright'
import { watchProblems } from './helpers.ts'
import { E2E_OPERATOR } from './studioOperator.ts'
import { expect, type Page, test } from './test.ts'

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 })

/** Axe on the studio itself; the previews are the players' own screens, checked by their own specs. */
async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe.studio-phone').analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The top of the games block is above the top of the banners on the player's home page. */
async function gamesAboveBanners(page: Page): Promise<boolean> {
  const games = await page.locator('.block--games').first().boundingBox()
  const banner = await page.locator('.banner').first().boundingBox()
  if (!games || !banner) throw new Error('home shows no games block or no banner')
  return games.y < banner.y
}

async function homeBlocks(player: Page): Promise<string[]> {
  const res = await player.request.get('/api/screen?path=%2Fm%2Fhome')
  return ((await res.json()) as { blocks: { id: string }[] }).blocks.map((b) => b.id)
}

const gamesFirst = (ids: string[]) => ids.indexOf('games') < ids.indexOf('banners')

test('an operator edits, previews six audiences with the reason, publishes, and rolls back', async ({ page, browser }, info) => {
  test.setTimeout(120_000)
  const problems = watchProblems(page)
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const playerProblems = watchProblems(player)
  await player.goto('/m/home')
  await expect(player.locator('.block--games')).toBeVisible()
  expect(await gamesAboveBanners(player)).toBe(false)

  await page.goto('/studio')
  await page.getByLabel('Operator name').fill(E2E_OPERATOR.name)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong operator name or password')
  // The refused sign-in is the one failed request the browser reports; nothing else may follow.
  expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 401 (Unauthorized)'])
  problems.length = 0
  await page.getByLabel('Password').fill(E2E_OPERATOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${E2E_OPERATOR.name}`)).toBeVisible()
  await expect(page.locator('.cm-editor')).toBeVisible()

  await page.getByRole('checkbox', { name: 'cashback shown to trial' }).uncheck()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Move games (gameBlock) up' }).click()
  await expect(page.getByRole('checkbox', { name: 'cashback shown to trial' })).not.toBeChecked()
  await expect(page.getByText('All saved: 1 file(s) in your draft')).toBeVisible()
  await expect(page.getByText('The draft passes every check')).toBeVisible()
  await page.screenshot({ path: info.outputPath('studio-edit.png') })
  expect(await axe(page)).toEqual([])

  await page.getByRole('button', { name: 'Preview' }).click()
  const columns = page.locator('.studio-column')
  await expect(columns).toHaveCount(6)
  const trial = page.locator('[data-audience="trial"]')
  const cashbackForTrial = trial.locator('[data-entry="item cashback"]')
  await expect(cashbackForTrial).toContainText('hidden')
  await expect(cashbackForTrial).toContainText('hidden from trial users')
  await expect(cashbackForTrial).toContainText('role is "trial"')
  await expect(page.locator('[data-audience="visitor"] [data-entry="item cashback"]')).toContainText('shown')
  const visitorBlocks = await page
    .locator('[data-audience="visitor"] .studio-explain > ul > li[data-entry^="block "]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')))
  expect(visitorBlocks.indexOf('block games')).toBeLessThan(visitorBlocks.indexOf('block banners'))
  // Each column is the players' renderer in its own 390 px frame.
  const visitorFrame = page.frameLocator('iframe[title="Visitor: preview"]')
  const trialFrame = page.frameLocator('iframe[title="Trial user: preview"]')
  await expect(visitorFrame.locator('.quicknav')).toContainText('Cashback')
  await expect(trialFrame.locator('.quicknav')).toBeVisible()
  await expect(trialFrame.locator('.quicknav')).not.toContainText('Cashback')
  await expect(visitorFrame.locator('.block--games .game-card').first()).toBeVisible()
  await page.setViewportSize({ width: 2560, height: 1000 })
  await page.screenshot({ path: info.outputPath('studio-matrix.png'), fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })
  expect(await axe(page)).toEqual([])

  await page.getByRole('button', { name: 'Publish', exact: true }).first().click()
  const trialDiff = page.getByRole('region', { name: 'Changes for Trial user' })
  await expect(trialDiff).toContainText('loses item cashback (block quickNav)', { timeout: 20_000 })
  await expect(trialDiff).toContainText('sees block games moved')
  await page.getByLabel('Message (what and why)').fill('Games first; no cashback for trial users')
  await page.screenshot({ path: info.outputPath('studio-diff.png'), fullPage: true })
  expect(await axe(page)).toEqual([])
  await page.locator('.studio-publish').getByRole('button', { name: 'Publish' }).click()
  await expect(page.locator('.studio-publish').getByRole('status')).toContainText('Published as version', { timeout: 20_000 })
  // Live at once: the very next screen answer a player gets has the new order (no waiting, no retry).
  expect(await homeBlocks(player)).toEqual(expect.arrayContaining(['games', 'banners']))
  expect(gamesFirst(await homeBlocks(player))).toBe(true)
  await player.reload()
  await expect(player.locator('.block--games')).toBeVisible()
  expect(await gamesAboveBanners(player)).toBe(true)
  await player.screenshot({ path: info.outputPath('player-after-publish.png') })

  await page.getByRole('button', { name: 'History' }).click()
  await expect(page.locator('.studio-version').first()).toContainText('Games first; no cashback for trial users')
  await page.getByRole('button', { name: /^Roll back to #1/ }).click()
  await expect(page.getByRole('region', { name: 'Changes for Trial user' })).toContainText('gains item cashback (block quickNav)', { timeout: 20_000 })
  await page.getByLabel('Message').fill('Back to how it was')
  await page.screenshot({ path: info.outputPath('studio-history.png'), fullPage: true })
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Roll back', exact: true }).click()
  await expect(page.locator('.studio-history').getByRole('status')).toContainText('Rolled back to #1', { timeout: 20_000 })
  expect(gamesFirst(await homeBlocks(player))).toBe(false)
  await player.reload()
  await expect(player.locator('.block--games')).toBeVisible()
  expect(await gamesAboveBanners(player)).toBe(false)
  await expect(page.locator('.studio-table')).toContainText('rollback')

  await page.getByRole('button', { name: 'Texts' }).click()
  await expect(page.getByText('Every language has every key.')).toBeVisible()
  await page.getByLabel('Find a key or a text').fill('cashback')
  await expect(page.getByLabel('cashback in EN', { exact: true })).toHaveValue('Cashback')
  // Where the key is used: the quick-nav item of home, a link to its place.
  await expect(
    page.getByRole('row', { name: /^cashback/ }).getByRole('button', { name: /screens\/home\.json blocks\[\d+\]\.props\.items\[\d+\]\.label/ }),
  ).toBeVisible()
  await page.screenshot({ path: info.outputPath('studio-texts.png') })
  expect(await axe(page)).toEqual([])

  expect(problems).toEqual([])
  expect(playerProblems).toEqual([])
})
