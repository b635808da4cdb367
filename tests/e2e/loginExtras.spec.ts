import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sim, watchProblems } from './helpers.ts'
import { BASE_URL, SIM_URL } from './ports.ts'
import { expect, test, type Page } from './test.ts'

test.beforeEach(async () => {
  await sim('/__sim/reset')
})

for (const lang of ['EN', 'CN', 'TH', 'VI', 'UR']) {
  test(`the login captcha's hint shows whole at 390 px wide in ${lang}`, async ({ page }) => {
    const problems = watchProblems(page)
    await sim('/__sim/flags', { CAPTCHA3: true })
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang)
    await page.goto('/m/login')
    const texts = JSON.parse(readFileSync(join(import.meta.dirname, `../../layouts/i18n/${lang.toLowerCase()}.json`), 'utf8')) as Record<string, string>
    const input = page.locator('form.login input[name="captcha"]')
    // Drawn in the language chosen (its texts may arrive after the first paint).
    await expect(input).toHaveAttribute('placeholder', texts.please_write_code ?? '')
    await expect(page.locator('.field__captcha img')).toBeVisible()
    // The hint drawn in the input's own placeholder font, against the room the input gives it.
    const fit = await input.evaluate((e: HTMLInputElement) => {
      const style = getComputedStyle(e, '::placeholder')
      const own = getComputedStyle(e)
      const probe = document.createElement('span')
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`
      probe.textContent = e.placeholder
      document.body.append(probe)
      const text = probe.getBoundingClientRect().width
      probe.remove()
      return { placeholder: e.placeholder, text, room: e.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight) }
    })
    expect(fit.placeholder).not.toBe('')
    expect(fit.text, JSON.stringify(fit)).toBeLessThanOrEqual(fit.room)
    expect(problems).toEqual([])
  })
}

/** The third-party sign-in service: the member signs in there and is sent back with an ID token in the fragment. */
async function serviceSignsIn(page: Page, token: string): Promise<void> {
  await page.route('https://signin.example.test/**', (route) =>
    route.fulfill({ status: 302, headers: { location: `${BASE_URL}/m/login#firebaseIdToken=${token}` } }),
  )
}

test('Continue with Google signs the member in through the sign-in service and back, the token never left in the address', async ({ page }) => {
  const problems = watchProblems(page)
  await sim('/__sim/flags', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })
  const res = await fetch(`${SIM_URL}/__sim/social-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'member0' }),
  })
  const { token } = (await res.json()) as { token: string }
  await serviceSignsIn(page, token)
  const addresses: string[] = []
  page.on('framenavigated', (frame) => addresses.push(frame.url()))
  await page.goto('/m/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/m\/home$/)
  await expect(page.locator('.topbar')).toContainText('Lucky Lee')
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  // The token was in the address it came back to, and in no address after it.
  expect([...new Set(addresses.filter((a) => a.includes(token)))]).toEqual([`${BASE_URL}/m/login#firebaseIdToken=${token}`])
  expect(addresses.at(-1)).toBe(`${BASE_URL}/m/home`)
  expect(problems).toEqual([])
})

test('a token the platform refuses leaves the player on the login form, told so', async ({ page }) => {
  await sim('/__sim/flags', { GOOGLELOGIN3: true })
  await serviceSignsIn(page, 'not-a-token-the-service-gave')
  await page.goto('/m/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByText('Sorry, the user does not exist or is disabled')).toBeVisible()
  await expect(page).toHaveURL(/\/m\/login$/)
})
