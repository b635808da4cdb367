// Issue 29: one way back on every screen. Each route the router knows, for each kind of player, shows exactly one
// back control (see backControls) and none on the home and /m/changePsw (seeds 000 §2: no back button there). A
// screen with a header has a title.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loginThroughForm, sim, watchProblems } from './helpers.ts'
import { expect, test, type Page } from './test.ts'

type ShellFile = { routes: string[]; aliases: Record<string, string>; homeRoutes: string[]; header: { noBackOn: string[] } }
const shell = JSON.parse(readFileSync(join(import.meta.dirname, '../../layouts/shell.json'), 'utf8')) as ShellFile
const ROUTES = shell.routes.filter((route) => !(route in shell.aliases))
const NO_BACK = new Set([...shell.homeRoutes, ...shell.header.noBackOn])

/**
 * The controls that lead back on the screen at `at`: the arrows named "Back" (the header's, or a screen's own title
 * bar's); where there is none, a full-page form's "Back to home"; on the launcher, its close control.
 */
async function backControls(page: Page, at: string): Promise<number> {
  const visible = (name: string) => page.getByRole('button', { name, exact: true }).filter({ visible: true }).count()
  if (at === '/m/launchGame') return (await visible('Close')) + (await visible('Back'))
  const arrows = await visible('Back')
  return arrows > 0 ? arrows : visible('Back to home')
}

const ROLES = { visitor: null, member: 'member0', trial: 'trial4', agent: 'agent1' } as const

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

/** The screen as it settles at an address (a player who may not see it is sent on): where it ended, what it shows. */
async function visit(page: Page, route: string): Promise<{ at: string; backs: number; headers: number; titled: boolean }> {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.progress')).toHaveCount(0)
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false')
  const at = new URL(page.url()).pathname
  const backs = await backControls(page, at)
  const header = page.locator('.pageheader')
  const headers = await header.count()
  const titled = headers === 0 || (await header.locator('.pageheader__title').count()) === 1
  return { at, backs, headers, titled }
}

for (const [role, account] of Object.entries(ROLES)) {
  test(`${role}: every screen has one back control (none on the home) and a title in its header`, async ({ page }) => {
    test.setTimeout(120_000)
    const problems = watchProblems(page)
    if (account !== null) await loginThroughForm(page, account, 'Passw0rd!')
    const wrong: string[] = []
    for (const route of ROUTES) {
      const seen = await visit(page, route)
      const expected = NO_BACK.has(seen.at) ? 0 : 1
      if (seen.backs !== expected) wrong.push(`${route} → ${seen.at}: ${seen.backs} back controls`)
      if (!seen.titled) wrong.push(`${route} → ${seen.at}: a header without a title`)
    }
    expect(wrong).toEqual([])
    expect(problems).toEqual([])
  })
}

test.describe('the launcher for a visitor', () => {
  test('says to log in, offers it, and its close control goes back to where the player was', async ({ page }) => {
    const problems = watchProblems(page)
    // Live pages: the bottom menu's tap moves within the site, then a link of the site opens the launcher.
    await page.goto('/m/home')
    await page.getByRole('navigation').getByRole('button', { name: 'Promotion' }).click()
    await expect(page).toHaveURL(/\/m\/activity$/)
    // As the router moves (a visitor has no link to the launcher on the site: someone shared one): a new entry, numbered.
    await page.evaluate(() => {
      const idx = (window.history.state as { idx: number }).idx + 1
      window.history.pushState({ usr: null, key: 'shared', idx }, '', '/m/launchGame?mui=tcg&playType=ent&gameId=1')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    const main = page.getByRole('main')
    await expect(main.getByText('Please login first')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Login' })).toBeVisible()
    await main.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/m\/activity$/)
    expect(problems).toEqual([])
  })

  test('opened from a link, its close control goes home; its login button to the login page', async ({ page }) => {
    await page.goto('/m/launchGame?mui=tcg&playType=ent&gameId=1')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL(/\/m\/home$/)
    await page.goto('/m/launchGame?mui=tcg&playType=ent&gameId=1')
    await main.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/m\/login$/)
  })
})
