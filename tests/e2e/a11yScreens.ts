import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The launcher screen, as a member reaches it: a TCG lottery row of the lottery list. */
async function openLottery(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'SSC' }).click()
  await page.locator('.lottery__row .lottery__open').first().click()
  await expect(page).toHaveURL(/\/m\/launchGame\?/)
  await expect(page.frameLocator('iframe.lottery-frame__game').getByText('member0').first()).toBeVisible({ timeout: 15_000 })
}

export type Viewer = 'visitor' | 'member0' | 'trial4' | 'agent1'

/** One page to check: a path as the viewer sees it, or a page reached by a tap from it. */
export type Visit = { path: string; sim?: Record<string, unknown>; open?: (page: Page) => Promise<void> }

/**
 * Every screen of layouts/screens, each as a viewer who may see it. Parameterised routes get a sample the
 * simulator's seed answers; maintenance and restricted are reached through the platform's status.
 */
export const VISITS: Record<Viewer, Visit[]> = {
  visitor: [
    { path: '/m/home' },
    { path: '/m/home', open: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }).click() },
    { path: '/m/login' },
    { path: '/m/register' },
    { path: '/m/forget' },
    { path: '/m/trail' },
    { path: '/m/app' },
    { path: '/m/activity' },
    { path: '/m/activity?id=303' },
    { path: '/m/help' },
    { path: '/m/helpDetail?p=1&c=0' },
    { path: '/m/gameList' },
    { path: '/m/gameList?gameType=LIVE&vassalage=EVO' },
    { path: '/m/slotsCenter' },
    { path: '/m/gameCenter' },
    { path: '/m/lottery' },
    { path: '/m/startLottery' },
    { path: '/m/game' },
    { path: '/m/launchGame?mui=tcg&playType=ent&gameId=1' },
    { path: '/m/message' },
    { path: '/m/home', sim: { maintenance: true } },
    { path: '/m/home', sim: { regionRestriction: true } },
  ],
  member0: [
    { path: '/m/home' },
    { path: '/m/member/home' },
    { path: '/m/voucherCenter' },
    { path: '/m/withdraw' },
    { path: '/m/rewardCenter' },
    { path: '/m/webEmail' },
    { path: '/m/message' },
    { path: '/m/inviteFriends' },
    { path: '/m/member/manualRebate' },
    { path: '/m/gameRecord' },
    { path: '/m/changePsw' },
    { path: '/m/activity?id=301' },
    { path: '/m/lottery', open: openLottery },
  ],
  trial4: [{ path: '/m/home' }, { path: '/m/gameList' }, { path: '/m/activity' }],
  agent1: [
    { path: '/m/notice' },
    { path: '/m/member/home' },
    { path: '/m/member/agent/getSalaryContract' },
    { path: '/m/member/agent/getDevidendContract' },
    { path: '/m/member/agent/getHourContract' },
    { path: '/m/member/agent' },
    { path: '/m/member/agent/team' },
    {
      path: '/m/member/agent/team',
      open: (page) =>
        page
          .getByRole('button', { name: /^Rebate · / })
          .first()
          .click(),
    },
    { path: '/m/member/agent/links' },
    { path: '/m/member/agent/contracts' },
    { path: '/m/member/agent/contracts', open: (page) => page.getByRole('tab', { name: 'Dividend contract' }).click() },
  ],
}

export type Finding = { id: string; impact: string; targets: string[] }

/** Critical and serious axe findings on the whole page, iframes included. */
export async function seriousFindings(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }))
}

/** Waits until the screen is drawn and its data has arrived (no pending request, no progress bar). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main.shell__main[aria-busy="false"]')).toBeVisible({ timeout: 10_000 })
  // A game in the launcher keeps asking for its draw: past 10 s the page counts as settled all the same.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await expect(page.locator('[class*="skeleton"], [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
  // Fades and slides over (a dialog opened by a tap the page held until it was live may still be fading in): axe
  // reads colours as they are drawn, and a half-faded label is not the label. Endless ones (a ticker) do not end.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  )
}
