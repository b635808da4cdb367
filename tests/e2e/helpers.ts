import { expect, type Page } from '@playwright/test'
import { solveSlider, watchSliders } from './identityHelpers.ts'
import { SIM_URL } from './ports.ts'

export async function sim(path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${SIM_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
}

const CSP_MARK = 'securitypolicyviolation:'
// Chromium warns (not errs) about a Permissions-Policy it cannot read.
const HEADER_ERROR = 'Error with Permissions-Policy header'

/**
 * Collects page errors, console errors, CSP violations and header warnings, so a test can assert there were
 * none. Violations come from the page's own `securitypolicyviolation` events too: a refused `eval` probe
 * that the script catches raises one, and the browser writes nothing to the console for it.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
    if (m.type() === 'warning' && (m.text().startsWith(CSP_MARK) || m.text().startsWith(HEADER_ERROR))) problems.push(m.text())
  })
  page
    .addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (e) => console.warn(`${mark} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`))
    }, CSP_MARK)
    .catch((e: unknown) => problems.push(`watchProblems: ${String(e)}`))
  return problems
}

export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  const sliders = watchSliders(page)
  await page.goto('/m/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await solveSlider(page, sliders)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/m\/home$/)
}

export const gameCards = (page: Page) => page.locator('.games__grid .game-card:not(.game-card--skeleton)')

/** The page's scripts run (React holds the root): before, the server's markup has no listener of the app's. */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
}
