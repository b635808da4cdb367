import { expect, type Page } from '@playwright/test'
import { solveSlider, watchSliders } from './identityHelpers.ts'
import { SIM_URL } from './ports.ts'

export async function sim(path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${SIM_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
}

/** Collects page errors, console errors and CSP violations, so a test can assert there were none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
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
