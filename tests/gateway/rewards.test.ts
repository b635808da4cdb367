import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { EntryPageSchema } from '../../schemas/blocks/entryList.ts'
import { ACCOUNTS, act, buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { loggedIn, mustBlock, screenOf } from './promoHelpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const error = (res: { body: unknown }) => ErrorResponseSchema.parse(res.body).error

async function badge(agent: Parameters<typeof screenOf>[0]) {
  const nav = mustBlock(await screenOf(agent, '/m/home'), 'quickNav').props.items
  return nav.find((i) => i.id === 'rewardCentre')?.badge
}

describe('GET /api/screen?path=/m/rewardCenter', () => {
  it('sends a visitor to login, under the asked path with the address to show', async () => {
    const s = await screenOf(t.request(), '/m/rewardCenter')
    expect([s.screen, s.route, s.path, s.replaceAddress]).toEqual(['login', '/m/login', '/m/rewardCenter', '/m/login'])
  })

  it('shows the name, amount and expiry a platform sends (the seeds, S27), with claim buttons, a condition still open, and the tab counts', async () => {
    await t.control('/__sim/variants', { endpoint: '/wps/relay/PROMOFE_getClaimTicketList', variant: 'seedFields' })
    const agent = await loggedIn(t)
    const s = await screenOf(agent, '/m/rewardCenter')
    expect(s.shell.header).toMatchObject({ visible: true, title: 'Rewards' })
    const list = mustBlock(s, 'entryList').props
    expect(list.tabs).toEqual([
      { id: 'unclaimed', label: 'Unclaimed', count: 3 },
      { id: 'claimed', label: 'Claimed', count: 1 },
    ])
    expect(list.items.map((i) => [i.title, i.button?.label ?? null, i.note ?? null])).toEqual([
      ['Lucky Wheel Spin', 'Claim', null],
      ['Free Spins ×10', 'Claim', null],
      ['Deposit Bonus Ticket', null, 'Deposit at least ￥100 today'],
    ])
    expect(list.items[0]?.lines).toEqual([expect.stringMatching(/^Bonus 18$/), expect.stringMatching(/^Expires \d{4}-\d{2}-\d{2}$/)])
    expect(list.items[0]?.button?.action).toEqual({ type: 'call', name: 'claimReward', body: { transactionId: 'TX10001A' } })
  })

  it("draws S28's tickets, which have no name and no amount, from their type in the viewer's language, with no empty line", async () => {
    const agent = await loggedIn(t)
    const cards = async (lang: string) => mustBlock(await screenOf(agent, '/m/rewardCenter', { cookie: `lang=${lang}` }), 'entryList').props.items
    const en = await cards('EN')
    expect(en.map((i) => [i.title, i.lines, i.button?.label ?? null])).toEqual([
      ['Prize wheel spin', [], 'Claim'],
      ['Free spins', [], 'Claim'],
      ['Deposit bonus', [], null],
    ])
    expect((await cards('VI')).map((i) => i.title)).toEqual(['Vòng quay may mắn', 'Vòng quay miễn phí', 'Thưởng nạp tiền'])
    expect((await cards('TH'))[0]?.title).toBe('หมุนวงล้อรางวัล')
    expect((await cards('CN'))[0]?.title).toBe('幸运转盘')
    expect((await cards('UR'))[1]?.title).toBe('مفت اسپن')
    const claimed = EntryPageSchema.parse((await agent.get('/api/data/rewards').query({ tab: 'claimed' })).body).items
    expect(claimed.map((i) => [i.title, i.lines])).toEqual([['Cashback', []]])
  })

  it('serves the same first tab on /api/data/rewards and the claimed tab next; a visitor gets 401', async () => {
    const agent = await loggedIn(t)
    const first = mustBlock(await screenOf(agent, '/m/rewardCenter'), 'entryList').props.items
    expect(EntryPageSchema.parse((await agent.get('/api/data/rewards').query({ tab: 'unclaimed' })).body).items).toEqual(first)
    const claimed = EntryPageSchema.parse((await agent.get('/api/data/rewards').query({ tab: 'claimed' })).body)
    expect(claimed.items.map((i) => [i.title, i.badge?.text, i.button])).toEqual([['Cashback', 'Claimed', undefined]])
    const visitor = await t.request().get('/api/data/rewards').query({ tab: 'claimed' })
    expect([visitor.status, error(visitor).code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const bad = await agent.get('/api/data/rewards').query({ tab: 'lost' })
    expect([bad.status, error(bad).code]).toEqual([400, 'GW_BAD_REQUEST'])
  })

  it('serves a tab in the language the page asks it in, as the page asks (lang beside tab)', async () => {
    const agent = await loggedIn(t)
    const english = await agent.get('/api/data/rewards').query({ tab: 'claimed', lang: 'EN' })
    const thai = await agent.get('/api/data/rewards').query({ tab: 'claimed', lang: 'TH' })
    expect([english.status, thai.status]).toEqual([200, 200])
    const badge = (res: { body: unknown }) => EntryPageSchema.parse(res.body).items[0]?.badge?.text
    expect(badge(english)).toBe('Claimed')
    expect(badge(thai)).not.toBe('Claimed')
  })
})

describe('POST /api/actions/claimReward', () => {
  it('claims a reward once: the quick-nav badge falls from 3 to 2 and the balance rises by its bonus', async () => {
    const agent = await loggedIn(t)
    expect(await badge(agent)).toBe(3)
    const res = await act(agent, 'claimReward', { transactionId: 'TX10001A' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      ok: true,
      data: { transactionId: 'TX10001A', unclaimed: 2 },
      then: [{ type: 'toast', text: 'Reward claimed', ms: 2000 }, { type: 'refresh' }],
    })
    expect(await badge(agent)).toBe(2)
    expect((await screenOf(agent, '/m/home')).shell.topBanner?.member?.balance).toBe('1,234,585')
    const again = await act(agent, 'claimReward', { transactionId: 'TX10001A' })
    expect([again.status, error(again).code]).toEqual([409, 'GW_REWARD_NOT_CLAIMABLE'])
    expect(await badge(agent)).toBe(2)
  })

  it('refuses a reward whose condition is still open, saying which', async () => {
    const res = await act(await loggedIn(t), 'claimReward', { transactionId: 'TX10001C' })
    expect([res.status, error(res)]).toEqual([409, { code: 'GW_REWARD_NOT_CLAIMABLE', message: 'Deposit at least ￥100 today' }])
  })

  it('refuses a visitor, a trial user, a malformed id and a call without the CSRF header', async () => {
    const visitor = await act(t.request(), 'claimReward', { transactionId: 'TX10001A' })
    expect([visitor.status, error(visitor).code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const trial = await act(await loggedIn(t, ACCOUNTS.trial4), 'claimReward', { transactionId: 'TX10001A' })
    expect([trial.status, error(trial)]).toEqual([403, { code: 'GW_FORBIDDEN', message: 'Trial accounts cannot use this feature' }])
    const member = await loggedIn(t)
    const malformed = await act(member, 'claimReward', { transactionId: 'TX 1; drop' })
    expect([malformed.status, error(malformed).code]).toEqual([400, 'GW_BAD_REQUEST'])
    const csrf = await member.post('/api/actions/claimReward').set('content-type', 'application/json').send({ transactionId: 'TX10001A' })
    expect([csrf.status, error(csrf).code]).toEqual([403, 'GW_CSRF_REJECTED'])
    expect(await badge(member)).toBe(3)
  })

  it('answers 502 when the platform refuses the claim, and 503 when it cannot be reached', async () => {
    const agent = await loggedIn(t)
    await t.control('/__sim/faults', { endpoint: '/wps/relay/PROMOFE_claimTicket', kind: 'error' })
    const refused = await act(agent, 'claimReward', { transactionId: 'TX10001A' })
    expect([refused.status, error(refused).code]).toEqual([502, 'GW_UPSTREAM_REJECTED'])
    await t.control('/__sim/faults', { endpoint: '/wps/relay/PROMOFE_claimTicket', kind: 'reset' })
    const away = await act(agent, 'claimReward', { transactionId: 'TX10001A' })
    expect([away.status, error(away).code]).toEqual([503, 'GW_UPSTREAM_UNAVAILABLE'])
  })
})
