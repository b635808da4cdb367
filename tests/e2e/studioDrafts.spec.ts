import AxeBuilder from '@axe-core/playwright'
import { diffComm } from 'node-diff3'
import { itemText } from '../../client/studio/jsonEdits.ts'
import { watchProblems } from './helpers.ts'
import { E2E_OPERATOR } from './studioOperator.ts'
import { expect, type Page, test } from './test.ts'

// What the operator types is never dropped without a word: a refused save says so and keeps Preview and Publish
// waiting, leaving warns, and undo and search work across files. Nothing here is published.

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 })

async function signIn(page: Page): Promise<void> {
  await page.goto('/studio')
  await page.getByLabel('Operator name').fill(E2E_OPERATOR.name)
  await page.getByLabel('Password').fill(E2E_OPERATOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('.cm-editor')).toBeVisible()
}

const blockNames = (page: Page) => page.getByRole('region', { name: 'Blocks' }).locator('.studio-row__name').allTextContents()

test('a refused save says "not saved" with the reason, keeps Preview waiting and warns before leaving; trying again saves it', async ({ page, context }) => {
  const problems = watchProblems(page)
  await signIn(page)
  await page.route('**/api/studio/draft/file', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'GW_BAD_REQUEST', message: 'Request body is too large' } }),
    }),
  )
  await page.getByRole('button', { name: 'Move quickNav (quickNav) up' }).click()
  await expect(page.getByRole('alert')).toContainText('Not saved: screens/home.json (Request body is too large)')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('waiting until it holds every edit on your screen')).toBeVisible()
  await expect(page.locator('.studio-column')).toHaveCount(0)

  const dialog = page.waitForEvent('dialog')
  void page.close({ runBeforeUnload: true })
  const asked = await dialog
  expect(asked.type()).toBe('beforeunload')
  await asked.dismiss()

  await page.unroute('**/api/studio/draft/file')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('All saved: 1 file(s) in your draft')).toBeVisible()
  await expect(page.locator('.studio-column')).toHaveCount(6)
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByText('No change in your draft')).toBeVisible()
  // The refused save is the one failed request the browser reports.
  expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 413 (Payload Too Large)'])
  await context.close()
})

test("moving a block in the studio changes only that block's lines of the file", async ({ page }) => {
  await signIn(page)
  const original = ((await (await page.request.get('/api/studio/files')).json()) as { files: Record<string, string> }).files['screens/home.json'] ?? ''
  await page.getByRole('button', { name: 'Move quickNav (quickNav) up' }).click()
  await expect(page.getByText('All saved: 1 file(s) in your draft')).toBeVisible()
  const saved =
    ((await (await page.request.get('/api/studio/draft')).json()) as { files: Record<string, { text: string }> }).files['screens/home.json']?.text ?? ''
  const parts = diffComm(original.split('\n'), saved.split('\n'))
  const removed = parts.flatMap((p) => p.buffer1 ?? [])
  const added = parts.flatMap((p) => p.buffer2 ?? [])
  const home = JSON.parse(original) as { blocks: { id: string }[] }
  const moved = (
    itemText(
      original,
      ['blocks'],
      home.blocks.findIndex((b) => b.id === 'quickNav'),
    )?.text ?? ''
  ).split('\n').length
  expect(removed.length).toBeGreaterThan(0)
  expect(removed.length).toBeLessThanOrEqual(moved)
  expect([...added].sort()).toEqual([...removed].sort())
  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByText('No change in your draft')).toBeVisible()
})

test('undo reaches a block move made before switching files; search finds text off screen', async ({ page }) => {
  const problems = watchProblems(page)
  await signIn(page)
  const before = await blockNames(page)
  await page.getByRole('button', { name: 'Move banners (bannerCarousel) up' }).click()
  await expect.poll(() => blockNames(page)).not.toEqual(before)
  await page.getByRole('button', { name: 'shell.json' }).click()
  await expect(page.getByRole('region', { name: 'Bottom menu' })).toBeVisible()
  await page.getByRole('button', { name: /^screens\/home\.json/ }).click()
  await page.getByRole('textbox', { name: 'Contents of screens/home.json' }).click()
  await page.keyboard.press('Control+z')
  await expect.poll(() => blockNames(page)).toEqual(before)
  await expect(page.getByText('No change in your draft')).toBeVisible()

  await page.keyboard.press('Control+f')
  const search = page.getByRole('textbox', { name: 'Find' })
  await expect(search).toBeVisible()
  await search.pressSequentially('contractPopup')
  await search.press('Enter')
  await expect(page.locator('.cm-searchMatch-selected')).toHaveText('contractPopup')
  expect(problems).toEqual([])
})

test("schedules the draft for a later time in the operator's time zone, lists it in History, and cancels it", async ({ page }, info) => {
  const problems = watchProblems(page)
  await signIn(page)
  await page.getByRole('button', { name: 'Move quickNav (quickNav) up' }).click()
  await expect(page.getByText('All saved: 1 file(s) in your draft')).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).first().click()
  await expect(page.getByText('Schema, routes, texts in every language and budgets: all good.')).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Message (what and why)').fill('Quick links first from tomorrow noon')
  const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  const noon = new Date()
  noon.setDate(noon.getDate() + 1)
  noon.setHours(12, 0, 0, 0)
  await page.getByLabel('Goes live at').fill(local(noon))
  await page.getByLabel(/^Ends at/).fill(local(new Date(noon.getTime() + 48 * 3600_000)))
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.locator('.studio-publish').getByRole('status')).toContainText('Scheduled: live at')
  await expect(page.getByText('No change in your draft')).toBeVisible()
  await page.getByRole('button', { name: 'History' }).click()
  const scheduled = page.getByRole('region', { name: 'Scheduled changes' }).getByRole('listitem').first()
  await expect(scheduled).toContainText('scheduled')
  await expect(scheduled).toContainText('Quick links first from tomorrow noon')
  await expect(scheduled).toContainText('screens/home.json')
  await page.screenshot({ path: info.outputPath('studio-scheduled.png'), fullPage: true })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  page.once('dialog', (d) => void d.accept())
  await scheduled.getByRole('button', { name: 'Cancel' }).click()
  await expect(scheduled).toContainText('cancelled')
  await expect(page.locator('.studio-table')).toContainText('schedule-cancel')
  expect(problems).toEqual([])
})

test('a preview link opens the screen for its audience on a phone, without a studio account', async ({ page, browser }, info) => {
  const problems = watchProblems(page)
  await signIn(page)
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.locator('.studio-column')).toHaveCount(6)
  const share = page.getByRole('group', { name: 'Share a preview link' })
  await share.getByLabel('Audience').selectOption('trial')
  await share.getByRole('button', { name: 'Make the link' }).click()
  const url = await share.getByRole('link').getAttribute('href')
  expect(url).toMatch(/\/studio\/shared\//)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const preview = await phone.newPage()
  const previewProblems = watchProblems(preview)
  await preview.goto(url ?? '')
  await expect(preview.getByRole('note')).toContainText('Preview of /m/home as trial')
  await expect(preview.locator('.quicknav')).toBeVisible()
  await preview.screenshot({ path: info.outputPath('preview-link.png') })
  const { violations } = await new AxeBuilder({ page: preview }).analyze()
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([])
  expect(previewProblems).toEqual([])
  expect(problems).toEqual([])
  await phone.close()
})
