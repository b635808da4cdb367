import { test } from '@playwright/test'
import { loginThroughForm, sim } from './helpers.ts'

const ROUTES = ['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/inviteFriends', '/m/member/manualRebate']
const OUT = '/work/shots/money'

for (const who of ['member0', 'member1', 'trial4', 'visitor'] as const) {
  test(`shots ${who}`, async ({ page }) => {
    test.setTimeout(120_000)
    await sim('/__sim/reset')
    if (who !== 'visitor') await loginThroughForm(page, who, 'Passw0rd!')
    for (const route of ROUTES) {
      await page.goto(route)
      await page.waitForTimeout(1200)
      await page.screenshot({ path: `${OUT}/${who}${route.replaceAll('/', '_')}.png`, fullPage: true })
    }
    if (who === 'member0') {
      await page.evaluate(() => localStorage.setItem('theme', 'light'))
      for (const route of ROUTES) {
        await page.goto(route)
        await page.waitForTimeout(1200)
        await page.screenshot({ path: `${OUT}/light_${who}${route.replaceAll('/', '_')}.png`, fullPage: true })
      }
    }
  })
}
