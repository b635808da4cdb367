import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { BASE_URL } from './ports.ts'
import { loginThroughForm } from './helpers.ts'

const [account, theme, ...routes] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({
  baseURL: BASE_URL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  storageState: { cookies: [], origins: [{ origin: BASE_URL, localStorage: [{ name: 'SHELL_PU_A', value: '{"show":false}' }, { name: 'SHELL_PU_B', value: '{"show":false}' }, ...(theme === 'light' ? [{ name: 'theme', value: 'light' }] : [])] }] },
})
const page = await context.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()) })
if (account !== 'visitor') await loginThroughForm(page, account as string, 'Passw0rd!')
for (const route of routes) {
  await page.goto(route)
  await page.waitForTimeout(1500)
  const name = `/tmp/shots/${account}-${theme}-${route.replace(/[/?=&]/g, '_')}.png`
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: Number(process.env.SHOT_Y ?? 0), width: 390, height: Math.min(1600, await page.evaluate(() => document.documentElement.scrollHeight)) } })
  console.log(name, page.url())
}
await browser.close()
