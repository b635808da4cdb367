import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BOOT_ELEMENT_ID } from '../../schemas/ssr.ts'
import { VISITS, seriousFindings, settled, type Finding, type Viewer, type Visit } from './a11yScreens.ts'
import { loginThroughForm, sim } from './helpers.ts'
import { expect, test, type Page } from './test.ts'

// Issue 16: axe on every screen, in both themes, with zero critical and serious findings, and one <h1> each.
type Screen = { id: string; routes: string[] }
const SCREEN_DIR = join(import.meta.dirname, '../../layouts/screens')
const SCREENS: Screen[] = readdirSync(SCREEN_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(SCREEN_DIR, f), 'utf8')) as Screen)

/** The screen a visit means to show: the gate's screen for a status, else the one whose routes hold the path. */
function intendedScreen(visit: Visit): string | undefined {
  if (visit.sim?.maintenance === true) return 'maintenance'
  if (visit.sim?.regionRestriction === true) return 'restricted'
  if (visit.open) return undefined
  const route = visit.path.split('?')[0]
  return SCREENS.find((s) => s.routes.includes(route ?? ''))?.id
}

type Seen = { path: string; screen: string; h1: number; findings: Finding[] }

async function check(page: Page, visit: Visit, lastScreen: () => string): Promise<Seen> {
  if (visit.sim) await sim('/__sim/status', visit.sim)
  try {
    await page.goto(visit.path)
    await settled(page)
    if (visit.open) {
      await visit.open(page)
      await settled(page)
    }
    // A page drawn on the server carries its screen in the boot data: that is the screen of this navigation. A
    // screen answer still arriving from the page before (its JSON read late) must not stand in for it.
    const drawn = await page.evaluate((id) => {
      try {
        return (JSON.parse(document.getElementById(id)?.textContent ?? '{}') as { screen?: { screen?: string } }).screen?.screen ?? ''
      } catch {
        return ''
      }
    }, BOOT_ELEMENT_ID)
    const seen = { path: page.url().replace(/^https?:\/\/[^/]+/, ''), screen: drawn || lastScreen() }
    return { ...seen, h1: await page.locator('h1').count(), findings: await seriousFindings(page) }
  } finally {
    if (visit.sim) await sim('/__sim/status', { maintenance: false, regionRestriction: false })
  }
}

test('every screen of layouts/screens is visited by the a11y check', () => {
  const visited = new Set(Object.values(VISITS).flatMap((visits) => visits.map(intendedScreen)))
  visited.add('launch-game') // opened from the lottery list
  expect(SCREENS.map((s) => s.id).filter((id) => !visited.has(id))).toEqual([])
})

// Each check starts from a reset simulator and signs in afresh: they run side by side, in the workers there are.
test.describe.configure({ mode: 'parallel' })

for (const theme of ['dark', 'light'] as const) {
  for (const viewer of Object.keys(VISITS) as Viewer[]) {
    test(`${viewer}, ${theme} theme: every screen has one h1 and no critical or serious axe finding`, async ({ page }, info) => {
      test.setTimeout(300_000)
      await sim('/__sim/reset')
      await page.addInitScript((choice) => window.localStorage.setItem('theme', choice), theme)
      let screen = ''
      page.on('response', async (res) => {
        if (!res.url().includes('/api/screen?') || res.status() !== 200) return
        screen = ((await res.json().catch(() => ({}))) as { screen?: string }).screen ?? screen
      })
      if (viewer !== 'visitor') await loginThroughForm(page, viewer, 'Passw0rd!')
      const results: Seen[] = []
      for (const visit of VISITS[viewer]) {
        screen = ''
        const seen = await check(page, visit, () => screen)
        const intended = intendedScreen(visit)
        results.push(seen)
        // A redirect would check another screen than the one meant: the viewer must be allowed to see it.
        if (intended !== undefined) expect.soft(seen.screen, visit.path).toBe(intended)
      }
      await info.attach('a11y.json', { body: JSON.stringify(results, null, 1), contentType: 'application/json' })
      for (const r of results) {
        process.stdout.write(
          `a11y ${theme} ${viewer} ${r.path} [${r.screen}] h1=${r.h1} serious=${r.findings.length} ${r.findings.map((f) => `${f.id}:${f.impact}:${f.targets.join('|')}`).join(' ')}\n`,
        )
      }
      expect.soft(results.filter((r) => r.h1 !== 1).map((r) => `${r.path}: ${r.h1} h1`)).toEqual([])
      expect(results.filter((r) => r.findings.length > 0).map((r) => ({ path: r.path, findings: r.findings }))).toEqual([])
    })
  }
}
