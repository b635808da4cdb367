import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sim, watchProblems } from './helpers.ts'
import { expect, test } from './test.ts'

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
