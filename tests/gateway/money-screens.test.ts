import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, act, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function member(account: keyof typeof ACCOUNTS = 'member0') {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  return agent
}

async function screen(agent: supertest.Agent, path: string) {
  const res = await agent.get('/api/screen').query({ path })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const body = ScreenResponseSchema.parse(res.body)
  expect(body.degraded).toEqual([])
  return body
}

const ROUTES = ['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/inviteFriends', '/m/member/manualRebate']

describe('GET /api/screen for the member centre and the money routes', () => {
  it.each(ROUTES)('%s asks a visitor to log in, under its own title', async (path) => {
    const s = await screen(t.request(), path)
    expect(s.route).toBe(path)
    expect(s.blocks.map((b) => b.type)).toEqual(['form'])
    expect(s.blocks[0]?.props).toMatchObject({ preset: 'login', title: 'Please login first' })
    expect(s.shell.header.title).toBeTruthy()
  })

  it.each([
    ['/m/voucherCenter', 'Please login an actual account to use this function'],
    ['/m/withdraw', 'Please login an actual account to use this function'],
    ['/m/inviteFriends', 'Trial accounts cannot use this feature'],
    ['/m/member/manualRebate', 'Trial accounts cannot use this feature'],
    ['/m/member/home', 'You are playing as a trial user. Register now to use the member centre.'],
  ])('%s refuses a trial user as the seeds say, with a way to register', async (path, message) => {
    const s = await screen(await member('trial4'), path)
    const notice = s.blocks.find((b) => b.type === 'menuList')
    expect(s.blocks.map((b) => b.type)).toEqual(['menuList'])
    expect(notice?.props).toMatchObject({
      message,
      entries: expect.arrayContaining([expect.objectContaining({ id: 'register', action: { type: 'navigate', to: '/m/register' } })]),
    })
  })

  it('gives a trial user the betting record (login is enough)', async () => {
    const s = await screen(await member('trial4'), '/m/gameRecord')
    expect(s.blocks.map((b) => b.type)).toEqual(['recordList'])
  })

  it('shows a member the centre: name, VIP, rank progress, balance, shortcuts, profile and logout', async () => {
    const s = await screen(await member('member0'), '/m/member/home')
    expect(s.blocks.map((b) => b.id)).toEqual(['summary', 'shortcuts', 'profile', 'signOut'])
    const summary = s.blocks[0]
    if (summary?.type !== 'memberSummary') throw new Error('no summary')
    expect(summary.props).toMatchObject({ name: 'Lucky Lee', account: 'member0', vip: 'VIP3', balance: '￥1,234,567.89', rank: { next: 'VIP4' } })
    expect(summary.props.rank?.turnover).toMatch(/^￥[\d,]+\.\d\d \/ ￥200,000\.00$/)
    const shortcuts = s.blocks[1]
    if (shortcuts?.type !== 'quickNav') throw new Error('no shortcuts')
    expect(shortcuts.props.items.map((i) => i.id)).toEqual(['bettingRecord', 'messages', 'promotions', 'invite', 'rebate', 'password'])
    const profile = s.blocks[2]
    if (profile?.type !== 'menuList') throw new Error('no profile')
    expect(profile.props.entries.map((e) => [e.id, e.value, e.edit?.field])).toEqual([
      ['account', 'member0', undefined],
      ['nickname', 'Lucky Lee', 'nickname'],
      ['email', 'member0@example.test', 'email'],
      // The payee name binds the member's bank cards: once set it is not editable here.
      ['payee', 'LEE LUCKY', undefined],
      ['mobile', '0133671****', undefined],
    ])
  })

  it('leaves out the cashback shortcut when the cashback flag is off, and shows agents their area', async () => {
    await t.control('/__sim/flags', { CASHBACK3: false })
    const s = await screen(await member('member0'), '/m/member/home')
    const shortcuts = s.blocks.find((b) => b.type === 'quickNav')
    expect(shortcuts?.type === 'quickNav' && shortcuts.props.items.map((i) => i.id)).not.toContain('rebate')
    expect(JSON.stringify(s.blocks)).not.toContain('/m/member/agent/')
  })

  it('gives a member the deposit channels by vendor, with limits and quick amounts in the wallet pattern', async () => {
    const s = await screen(await member('member1'), '/m/voucherCenter')
    const panel = s.blocks[0]
    if (panel?.type !== 'depositPanel') throw new Error('no deposit panel')
    expect(panel.props.balance).toBe('￥5,000.00')
    expect(panel.props.vendors.map((v) => [v.id, v.channels.map((c) => [c.id, c.kind, c.min, c.max])])).toEqual([
      [
        'FASTPAY',
        [
          ['fp-bank', 'gateway', '￥100.00', '￥50,000.00'],
          ['fp-wallet', 'gateway', '￥50.00', '￥20,000.00'],
        ],
      ],
      ['BANKTRANSFER', [['bt-icbc', 'manual', '￥200.00', '￥100,000.00']]],
    ])
    expect(panel.props.vendors[0]?.channels[0]?.quick).toEqual([
      { value: '100', label: '￥100' },
      { value: '500', label: '￥500' },
      { value: '1000', label: '￥1,000' },
      { value: '5000', label: '￥5,000' },
    ])
    expect(panel.props.promos.map((p) => p.id)).toEqual(['FIRST100', 'RELOAD10'])
  })

  it('gives a member the withdraw panel: limits, cards, password state and the latest requests', async () => {
    const agent = await member('member0')
    const key = (await act(agent, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt as string
    expect((await act(agent, 'withdraw', { attempt: key, amount: '120', bankCardId: '7001', password: '246810' })).status).toBe(200)
    const s = await screen(agent, '/m/withdraw')
    const panel = s.blocks[0]
    if (panel?.type !== 'withdrawPanel') throw new Error('no withdraw panel')
    expect(panel.props).toMatchObject({ min: '￥100.00', max: '￥50,000.00', hasPassword: true, payee: 'LEE LUCKY', canAddCard: true })
    expect(panel.props.cards).toEqual([{ id: '7001', bankName: 'Industrial and Commercial Bank of China', number: '**** **** **** 6789', holder: 'LEE LUCKY' }])
    expect(panel.props.latest).toMatchObject([{ amount: '￥120.00', status: 'Processing', tone: 'pending' }])
    const fresh = await screen(await member('member1'), '/m/withdraw')
    expect(fresh.blocks[0]?.props).toMatchObject({ hasPassword: false, cards: [] })
  })

  it('gives a member the referral code and link, and the invitation count', async () => {
    const s = await screen(await member('member0'), '/m/inviteFriends')
    expect(s.blocks[0]).toMatchObject({ type: 'referralCard', props: { code: 'LEE8821', link: '/m/register?affiliateCode=LEE8821', invitations: 3 } })
    await t.control('/__sim/variants', { endpoint: '/wps/relay/MCSFE_getReferralDetails', variant: 'promotionDomains' })
    const onDomain = await screen(await member('member0'), '/m/inviteFriends')
    expect(onDomain.blocks[0]?.props).toMatchObject({ link: 'https://promo.sim88.example/m/register?affiliateCode=LEE8821' })
    // A member without a code gets one made (S5: autoGenerate=true).
    const made = await screen(await member('member1'), '/m/inviteFriends')
    expect(made.blocks[0]?.props).toMatchObject({ code: expect.stringMatching(/^R\w+MEM$/), invitations: 0 })
  })

  it('says the invite card cannot be shown when the referral call fails, with a way to try again', async () => {
    const agent = await member('member0')
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_getReferralDetails', kind: 'error' })
    const res = await agent.get('/api/screen').query({ path: '/m/inviteFriends' })
    const s = ScreenResponseSchema.parse(res.body)
    expect(s.blocks).toEqual([
      {
        id: 'screenNotice',
        type: 'statusNotice',
        status: 'degraded',
        props: {
          icon: 'restricted',
          title: 'This page cannot be shown right now',
          message: 'Part of the platform is not answering. Nothing was changed; please try again in a moment.',
          actions: [{ id: 'retry', label: 'Try again', action: { type: 'refresh' } }],
        },
      },
    ])
    expect(s.degraded).toEqual(['referral'])
    expect(s.shell.header.title).toBe('Invite friends')
  })

  it('offers the live chat, as well as trying again, on a money screen whose panel cannot be drawn', async () => {
    const agent = await member('member0')
    await t.control('/__sim/faults', { endpoint: '/wps/member/bankCard', kind: 'error' })
    const s = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/withdraw' })).body)
    const [notice, ...rest] = s.blocks
    expect(rest).toEqual([])
    expect(notice?.type === 'statusNotice' && notice.props.actions).toEqual([
      { id: 'retry', label: 'Try again', action: { type: 'refresh' } },
      { id: 'liveChat', label: 'Live chat', action: { type: 'liveChat', back: '/m/withdraw' } },
    ])
    expect(notice?.type === 'statusNotice' && notice.props.title).toBe('Withdrawals are not available right now')
    expect(notice?.type === 'statusNotice' && notice.props.message).toContain('ask our live chat')
  })

  it('keeps the member centre head when only the balance fails, with the balance unknown', async () => {
    const agent = await member('member0')
    await t.control('/__sim/faults', { endpoint: '/wps/v2/wallets/balance', kind: 'error' })
    const s = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/member/home' })).body)
    const summary = s.blocks.find((b) => b.id === 'summary')
    expect(summary).toMatchObject({ status: 'degraded', props: { name: expect.any(String), balance: '--' } })
  })
})
