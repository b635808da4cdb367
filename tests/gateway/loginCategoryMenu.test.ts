// The login page's scrolling category menu (seeds 000 §3): 'all' first, then one tab per lottery menu named by its
// displayName or labelName, each with its games; what a game does is the gateway's to say per viewer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { lotteryGroupLabel } from '../../gateway/binding/lotteryGroups.ts'
import type { ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import { ScreenResponseSchema, type ScreenResponse } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function loginScreen(agent = t.request()): Promise<ScreenResponse> {
  const res = await agent.get('/api/screen').query({ path: '/m/login', lang: 'EN' })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

function menuOf(s: ScreenResponse): ResolvedBlockOf<'categoryMenu'>['props'] | undefined {
  return s.blocks.find((b) => b.type === 'categoryMenu')?.props as ResolvedBlockOf<'categoryMenu'>['props'] | undefined
}

describe('the login page category menu', () => {
  it("puts 'All' first, then one tab per lottery menu (VN regions, then the TCG groups), each with its games", async () => {
    const menu = menuOf(await loginScreen())
    expect(menu?.title).toBe('Lottery')
    expect(menu?.tabs.map((tab) => [tab.id, tab.label])).toEqual([
      ['all', 'All'],
      ['vietnam_northern', 'Northern'],
      ['vietnam_central', 'Central'],
      ['vietnam_southern', 'Southern'],
      ['vietnam_fast', 'Fast'],
      ['sea', 'SEA'],
      ['ssc', 'SSC'],
      ['k3', 'Fast 3'],
      ['11x5', '11 Select 5'],
      ['pk10', 'PK10'],
      ['lhc', 'Mark Six'],
    ])
    const [all, northern, central] = menu?.tabs ?? []
    // 'All': every menu's games, each once, in the menus' order, up to the block's limit (12).
    expect(all?.games.map((g) => g.id)).toEqual([...(northern?.games ?? []), ...(central?.games ?? [])].map((g) => g.id).slice(0, 12))
    expect(northern?.games[0]).toMatchObject({ name: 'Mien Bac', image: expect.stringMatching(/\/TCG_GAME_ICONS\/.+\.svg$/) })
  })

  it("names a menu by the platform's labelName when it sends one", async () => {
    await t.control('/__sim/variants', { endpoint: '/lgw/vn/games/game_menu', variant: 'seedLabels' })
    const labels = menuOf(await loginScreen())?.tabs.map((tab) => tab.label)
    const sent = (await (await fetch(`${t.sim.url}/lgw/vn/games/game_menu?prizeMode=Lott&device=MOBILE`)).json()) as Record<string, { labelName: string }>
    expect(labels?.slice(1, 1 + Object.keys(sent).length)).toEqual(Object.values(sent).map((g) => g.labelName))
  })

  it('tells a visitor to log in first when a game is tapped, and opens it for a member', async () => {
    const visitor = menuOf(await loginScreen())?.tabs[1]?.games[0]?.action
    expect(visitor).toEqual({ type: 'toast', text: 'You are not logged in, please login first', ms: 2000 })
    const member = t.request()
    expect((await login(member, ACCOUNTS.member0)).status).toBe(200)
    expect(menuOf(await loginScreen(member))?.tabs[1]?.games[0]?.action).toMatchObject({ type: 'launchGame' })
  })

  it('says it cannot be shown, and only it, when the lottery menu fails; keeps the VN menus when only the TCG groups fail', async () => {
    await t.control('/__sim/faults', { endpoint: '/lgw/games/game_menus', kind: 'error' })
    const vnOnly = await loginScreen()
    expect(menuOf(vnOnly)?.tabs.map((tab) => tab.id)).toEqual(['all', 'vietnam_northern', 'vietnam_central', 'vietnam_southern', 'vietnam_fast', 'sea'])
    await t.control('/__sim/faults', { endpoint: '/lgw/vn/games/game_menu', kind: 'error' })
    const failed = await loginScreen()
    expect(menuOf(failed)).toBeUndefined()
    expect(failed.blocks.map((b) => [b.id, b.type])).toEqual([
      ['loginForm', 'form'],
      ['categoryMenuUnavailable', 'statusNotice'],
    ])
    expect(failed.blocks[1]?.props).toMatchObject({ title: 'Lottery games cannot be shown right now' })
  })
})

describe('lotteryGroupLabel', () => {
  const t = (text: { t: string } | string) => (typeof text === 'string' ? text : `«${text.t}»`)
  it('takes displayName, then labelName, then a known group by its code, then the code', () => {
    expect(lotteryGroupLabel('k3', { displayName: 'Quick 3', labelName: 'K3 label', gameMenus: [] }, t)).toBe('Quick 3')
    expect(lotteryGroupLabel('k3', { displayName: ' ', labelName: 'K3 label', gameMenus: [] }, t)).toBe('K3 label')
    expect(lotteryGroupLabel('k3', { gameMenus: [] }, t)).toBe('«lottery_group_k3»')
    expect(lotteryGroupLabel('x9', { gameGroupCode: 'X9', gameMenus: [] }, t)).toBe('X9')
  })
})
