import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function screen(path: string, agent = t.request()): Promise<ScreenResponse> {
  const res = await agent.get('/api/screen').query({ path })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

function block<T extends ResolvedBlock['type']>(s: ScreenResponse, type: T): Extract<ResolvedBlock, { type: T }> {
  const found = s.blocks.find((b) => b.type === type)
  if (!found) throw new Error(`no ${type} block in ${s.blocks.map((b) => b.type).join(', ')}`)
  return found as Extract<ResolvedBlock, { type: T }>
}

describe('GET /api/screen', () => {
  it('answers the home screen for a visitor with the six home block types, all bound', async () => {
    const s = await screen('/m/home')
    expect(s.screen).toBe('home')
    expect(s.viewer).toEqual({ role: 'visitor', loggedIn: false })
    expect(s.blocks.map((b) => b.type)).toEqual(['downloadBar', 'noticeTicker', 'bannerCarousel', 'quickNav', 'gameBlock', 'floatingService'])
    expect(s.blocks.every((b) => b.status === 'ok')).toBe(true)
    expect(block(s, 'noticeTicker').props.items.length).toBeGreaterThan(0)
    expect(block(s, 'bannerCarousel').props).toMatchObject({ autoplayMs: 5000, loop: true })
    const games = block(s, 'gameBlock').props
    expect(games.tabs[0]).toMatchObject({ id: 'HOT', heading: 'Hot games' })
    expect(games.tabs[0]?.games.length).toBeGreaterThan(0)
    expect(games.tabs.map((tab) => tab.id)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS']))
    expect(games.viewAll.action).toEqual({ type: 'navigate', to: '/m/gameList' })
    expect(s.shell.topBanner?.buttons.map((b) => b.id)).toEqual(['login', 'register', 'appDownload'])
    expect(s.shell.header.visible).toBe(false)
  })

  it('sends visitors to login for actions that need a session', async () => {
    const s = await screen('/m/home')
    const nav = block(s, 'quickNav').props.items
    expect(nav.find((i) => i.id === 'withdraw')?.action).toEqual({ type: 'navigate', to: '/m/login' })
    expect(nav.find((i) => i.id === 'rewardCentre')?.badge).toBeUndefined()
    expect(block(s, 'gameBlock').props.tabs[0]?.games[0]?.action).toEqual({ type: 'navigate', to: '/m/login' })
    const menu = s.shell.bottomMenu.items
    expect(menu.map((i) => i.id)).toEqual(['home', 'invite', 'login', 'promotions', 'memberCentre'])
    expect(menu.find((i) => i.id === 'memberCentre')?.action).toEqual({ type: 'navigate', to: '/m/login' })
  })

  it('shows cashback only while its white-label flag is on', async () => {
    await t.control('/__sim/flags', { CASHBACK3: false })
    const off = await screen('/m/home')
    expect(block(off, 'quickNav').props.items.map((i) => i.id)).not.toContain('cashback')
    await t.control('/__sim/flags', { CASHBACK3: true })
    const on = await screen('/m/home')
    expect(block(on, 'quickNav').props.items.map((i) => i.id)).toContain('cashback')
  })

  it('hides m_live banners when no live model is streaming', async () => {
    const withLive = block(await screen('/m/home'), 'bannerCarousel').props.slides.length
    await t.control('/__sim/flags', { LIVEMODEL3: false })
    const without = block(await screen('/m/home'), 'bannerCarousel').props.slides.length
    expect(without).toBeLessThan(withLive)
    expect(without).toBeGreaterThan(0)
  })

  it('gives a member the balance, nickname and VIP label, and the member menu', async () => {
    const agent = t.request()
    const res = await login(agent, ACCOUNTS.member0)
    expect(res.status).toBe(200)
    const s = await screen('/m/home', agent)
    expect(s.viewer).toEqual({ role: 'member', loggedIn: true })
    expect(s.shell.topBanner?.member).toEqual({ name: 'Lucky Lee', balance: '1,234,567', vip: 'VIP3', currencySymbol: '￥' })
    expect(s.shell.topBanner?.tap).toEqual({ type: 'navigate', to: '/m/member/home' })
    expect(s.shell.topBanner?.buttons.map((b) => b.id)).toEqual(['deposit', 'logout', 'appDownload'])
    expect(s.shell.topBanner?.buttons.find((b) => b.id === 'logout')?.action).toMatchObject({
      type: 'confirm',
      text: 'Are you sure you want to log out?',
      then: [{ type: 'logout' }],
    })
    expect(s.shell.bottomMenu.items.map((i) => i.id)).toEqual(['home', 'invite', 'deposit', 'promotions', 'memberCentre'])
    expect(s.shell.bottomMenu.items.find((i) => i.id === 'memberCentre')?.action).toEqual({ type: 'navigate', to: '/m/member/home' })
    expect(block(s, 'quickNav').props.items.find((i) => i.id === 'rewardCentre')?.badge).toBeGreaterThanOrEqual(0)
    expect(block(s, 'gameBlock').props.tabs[0]?.games[0]?.action.type).toBe('launchGame')
  })

  it('shows Notice in the bottom menu for member types 1 and 2, and the account when there is no nickname', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member1)
    const s = await screen('/m/home', agent)
    // Type 1 is one of the brand's agent types: with the agent policy on, member1 is an agent.
    expect(s.viewer).toEqual({ role: 'agent', loggedIn: true })
    expect(s.shell.bottomMenu.items.map((i) => i.id)).toContain('notice')
    expect(s.shell.bottomMenu.items.map((i) => i.id)).not.toContain('invite')
    expect(s.shell.topBanner?.member).toMatchObject({ name: 'member1', vip: 'VIP1' })
  })

  it('makes types 1 and 2 plain members while the agent policy is off, Notice still shown', async () => {
    await t.control('/__sim/flags', { AGENTPOLICY3: false })
    const agent = t.request()
    await login(agent, ACCOUNTS.member2)
    const s = await screen('/m/home', agent)
    expect(s.viewer).toEqual({ role: 'member', loggedIn: true })
    expect(s.shell.bottomMenu.items.map((i) => i.id)).toContain('notice')
  })

  it('gives a trial user the register prompt on the member centre and refuses the deposit shortcut', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.trial4)
    const s = await screen('/m/home', agent)
    expect(s.viewer.role).toBe('trial')
    expect(s.shell.bottomMenu.items.find((i) => i.id === 'memberCentre')?.action).toEqual({
      type: 'confirm',
      text: 'You are playing as a trial user. Register now to use the member centre.',
      okLabel: 'Register now',
      cancelLabel: 'Cancel',
      then: [{ type: 'navigate', to: '/m/register' }],
    })
    expect(s.shell.topBanner?.buttons.find((b) => b.id === 'deposit')?.action).toEqual({
      type: 'toast',
      text: 'Please login an actual account to use this function',
      ms: 2000,
    })
  })

  it('shows the home screen for an unknown path, keeping that path', async () => {
    const s = await screen('/m/nowhere')
    expect(s.screen).toBe('home')
    expect(s.path).toBe('/m/nowhere')
    expect(s.blocks.map((b) => b.type)).toContain('gameBlock')
  })

  it('applies the shell rules of the route: header, title, back and bottom menu', async () => {
    const login = await screen('/m/login')
    expect(login.screen).toBe('login')
    expect(login.shell.header.visible).toBe(false)
    expect(login.shell.bottomMenu.visible).toBe(false)
    expect(login.shell.topBanner).toBeNull()
    const activity = await screen('/m/activity')
    expect(activity.shell.header).toMatchObject({ visible: true, title: 'Promotion', back: { type: 'navigate', to: '/m/home', replace: true } })
    const withdraw = await screen('/m/withdraw')
    expect(withdraw.shell.header.back).toEqual({ type: 'back', fallback: '/m/home' })
    const change = await screen('/m/changePsw')
    expect(change.shell.header.back).toBeUndefined()
    expect(change.shell.bottomMenu.visible).toBe(false)
  })

  it('answers layout texts in the requested language', async () => {
    const res = await t.request().get('/api/screen').query({ path: '/m/home', lang: 'CN' })
    const s = ScreenResponseSchema.parse(res.body)
    expect(s.language).toBe('CN')
    expect(block(s, 'gameBlock').props.tabs[0]?.heading).toBe('热门游戏')
    expect(s.shell.bottomMenu.items[0]?.label).toBe('首页')
  })

  it('shows the maintenance screen for every path while maintenance is on', async () => {
    await t.control('/__sim/status', { maintenance: true, regionRestriction: true })
    for (const path of ['/m/home', '/m/login', '/m/gameList?type=hot', '/m/nowhere']) {
      const s = await screen(path)
      expect(s).toMatchObject({ status: 1, screen: 'maintenance' })
      expect(s.blocks.map((b) => b.type)).toEqual(['statusNotice'])
      expect(s.shell.bottomMenu.visible).toBe(false)
    }
  })

  it('shows the restricted screen with the viewer IP when only the region is restricted', async () => {
    await t.control('/__sim/status', { maintenance: false, regionRestriction: true })
    const s = await screen('/m/activity')
    expect(s).toMatchObject({ status: 2, screen: 'restricted' })
    expect(block(s, 'statusNotice').props).toMatchObject({ title: 'Access restricted', icon: 'restricted' })
    expect(block(s, 'statusNotice').props.ip).toBeTruthy()
  })

  it('drops block types the client says it cannot draw', async () => {
    const res = await t.request().get('/api/screen').query({ path: '/m/home' }).set('x-client-blocks', 'noticeTicker,quickNav')
    expect(ScreenResponseSchema.parse(res.body).blocks.map((b) => b.type)).toEqual(['noticeTicker', 'quickNav'])
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await t.request().get('/api/screen').query({ path: '/m/home' })
    const again = await t.request().get('/api/screen').query({ path: '/m/home' }).set('if-none-match', String(first.headers.etag))
    expect(again.status).toBe(304)
  })

  it.each([
    ['a missing path', {}],
    ['a path that is not a client path', { path: 'https://evil.example/' }],
    ['an overlong path', { path: `/${'a'.repeat(3000)}` }],
  ])('refuses %s with 400 and a GW_ code', async (_name, query) => {
    const res = await t.request().get('/api/screen').query(query)
    expect(res.status).toBe(400)
    expect(ErrorResponseSchema.parse(res.body).error.code).toBe('GW_BAD_REQUEST')
  })
})
