import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { EntryPageSchema } from '../../schemas/blocks/entryList.ts'
import { ACCOUNTS, act, buildTestApp, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import { blockOf, loggedIn, mustBlock, pngDataUrl, screenOf } from './promoHelpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const code = (res: { body: unknown }) => ErrorResponseSchema.parse(res.body).error

describe('GET /api/screen?path=/m/activity', () => {
  it('shows a visitor the common promotions with their states, in category tabs, each leading to its detail', async () => {
    const s = await screenOf(t.request(), '/m/activity')
    expect(s.screen).toBe('activity')
    expect(s.shell.header).toMatchObject({ visible: true, title: 'Promotion', back: { type: 'navigate', to: '/m/home', replace: true } })
    const list = mustBlock(s, 'entryList').props
    expect(list.tabs.map((x) => x.label)).toEqual(['All', 'Deposit', 'Slots', 'Live casino', 'VIP', 'App'])
    expect(list.tabs[0]).toMatchObject({ id: 'all', count: 12 })
    expect(list.items).toHaveLength(12)
    expect(new Set(list.items.map((i) => i.badge?.text))).toEqual(new Set(['Join', 'Coming soon', 'Closed']))
    const welcome = list.items.find((i) => i.id === '301')
    expect(welcome).toMatchObject({
      title: 'Welcome Bonus 100%',
      image: '/media/TCG_PROD_IMAGES/PROMOTION/301.svg',
      action: { type: 'navigate', to: '/m/activity?id=301' },
    })
    expect(welcome?.lines[0]).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)
    expect(blockOf(s, 'promotionDetail')).toBeUndefined()
  })

  it("shows the platform's promotions and categories in the viewer's language (the platform answers the Language it is sent)", async () => {
    const list = async (lang: string) => mustBlock(await screenOf(t.request(), '/m/activity', { cookie: `lang=${lang}` }), 'entryList').props
    const th = await list('TH')
    expect(th.items.find((i) => i.id === '301')?.title).toBe('โบนัสต้อนรับ 100%')
    expect(th.tabs.map((x) => x.label)).toEqual(['ทั้งหมด', 'ฝากเงิน', 'สล็อต', 'คาสิโนสด', 'VIP', 'แอป'])
    expect((await list('CN')).items.find((i) => i.id === '310')?.title).toBe('推荐好友')
    expect((await list('EN')).items.find((i) => i.id === '310')?.title).toBe('Refer a Friend')
  })

  it('shows a member their own promotions in every state, and the same page from /api/data/promotions', async () => {
    const agent = await loggedIn(t)
    const list = mustBlock(await screenOf(agent, '/m/activity'), 'entryList').props
    expect(new Set(list.items.map((i) => i.badge?.text))).toEqual(
      new Set(['Join', 'Claim', 'Applying', 'Rejected', 'Issued', 'Claimed', 'In progress', 'Joined', 'Closed', 'Coming soon']),
    )
    const page = EntryPageSchema.parse((await agent.get('/api/data/promotions').query({ tab: 'all' })).body)
    expect(page.items).toEqual(list.items)
    const slots = EntryPageSchema.parse((await agent.get('/api/data/promotions').query({ tab: list.tabs.find((x) => x.label === 'Slots')?.id })).body)
    expect(slots.items.map((i) => i.title)).toEqual(['Daily Cashback 1.2%', 'Weekend Slots Tournament', 'Slots Free Spins Friday'])
  })

  it('opens a detail with sanitised content and the action of its state, for a visitor, a member and a trial user', async () => {
    const visitor = mustBlock(await screenOf(t.request(), '/m/activity?id=304'), 'promotionDetail').props
    expect(visitor).toMatchObject({
      found: true,
      title: 'Weekend Slots Tournament',
      badge: { text: 'Join' },
      action: { label: 'Join', action: { type: 'navigate', to: '/m/login' } },
    })
    const trialAgent = await loggedIn(t, ACCOUNTS.trial4)
    const trial = mustBlock(await screenOf(trialAgent, '/m/activity?id=304'), 'promotionDetail').props
    expect(trial.action?.action).toEqual({ type: 'toast', text: 'Trial accounts cannot use this feature', ms: 2000 })
    const member = await loggedIn(t)
    const claim = mustBlock(await screenOf(member, '/m/activity?id=301'), 'promotionDetail').props
    expect(claim.action).toEqual({ label: 'Claim', action: { type: 'call', name: 'promotion', body: { promotionId: '301', step: 'claim' } } })
    expect(JSON.stringify(claim.body)).toContain('"tag":"a","action":{"type":"navigate","to":"/m/help"}')
    const apply = mustBlock(await screenOf(member, '/m/activity?id=303'), 'promotionDetail').props
    expect(apply.action).toBeUndefined()
    expect(apply.apply).toMatchObject({ promotionId: '303', maxChars: 140, maxImages: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] })
    const applying = mustBlock(await screenOf(member, '/m/activity?id=305'), 'promotionDetail').props
    expect([applying.badge?.text, applying.action, applying.apply]).toEqual(['Applying', undefined, undefined])
    const missing = mustBlock(await screenOf(member, '/m/activity?id=999'), 'promotionDetail').props
    expect(missing).toMatchObject({ found: false, title: 'This promotion is not available', back: { action: { type: 'navigate', to: '/m/activity' } } })
  })
})

describe('POST /api/actions/promotion and applyPromotion', () => {
  it('joins a promotion once, then answers GW_PROMOTION_NOT_ALLOWED', async () => {
    const agent = await loggedIn(t)
    const res = await act(agent, 'promotion', { promotionId: '304', step: 'join' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      ok: true,
      data: { promotionId: '304', step: 'join' },
      then: [{ type: 'toast', text: 'You have joined the promotion', ms: 2000 }, { type: 'refresh' }],
    })
    expect(mustBlock(await screenOf(agent, '/m/activity?id=304'), 'promotionDetail').props.badge?.text).toBe('Joined')
    const again = await act(agent, 'promotion', { promotionId: '304', step: 'join' })
    expect([again.status, code(again).code]).toEqual([409, 'GW_PROMOTION_NOT_ALLOWED'])
  })

  it('claims a bonus once: the balance rises by it once', async () => {
    const agent = await loggedIn(t)
    const balance = async () => (await screenOf(agent, '/m/home')).shell.topBanner?.member?.balance
    expect(await balance()).toBe('1,234,567')
    expect((await act(agent, 'promotion', { promotionId: '301', step: 'claim' })).status).toBe(200)
    expect(await balance()).toBe('1,235,455')
    const twice = await act(agent, 'promotion', { promotionId: '301', step: 'claim' })
    expect([twice.status, code(twice).code]).toEqual([409, 'GW_PROMOTION_NOT_ALLOWED'])
    expect(await balance()).toBe('1,235,455')
  })

  it('claims the issued reward S30 lists, and sends no claim when the platform will not list them', async () => {
    const agent = await loggedIn(t)
    const balance = async () => (await screenOf(agent, '/m/home')).shell.topBanner?.member?.balance
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_getClaimPromotion', kind: 'notAvailable' })
    const refused = await act(agent, 'promotion', { promotionId: '301', step: 'claim' })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(code(refused).message).toMatch(/\S/)
    const { calls } = await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')
    expect(calls['/wps/relay/MCSFE_claimIssuedPromotion'] ?? 0).toBe(0)
    expect(await balance()).toBe('1,234,567')
    await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    expect((await act(agent, 'promotion', { promotionId: '301', step: 'claim' })).status).toBe(200)
    expect(await balance()).toBe('1,235,455')
  })

  it('refuses a visitor (401), a trial user (403 free_reject), an unknown promotion and the CSRF-less call', async () => {
    const visitor = await act(t.request(), 'promotion', { promotionId: '304', step: 'join' })
    expect([visitor.status, code(visitor).code]).toEqual([401, 'GW_AUTH_NO_SESSION'])
    const trial = await act(await loggedIn(t, ACCOUNTS.trial4), 'promotion', { promotionId: '304', step: 'join' })
    expect([trial.status, code(trial).code]).toEqual([403, 'GW_FORBIDDEN'])
    const member = await loggedIn(t)
    const unknown = await act(member, 'promotion', { promotionId: '999', step: 'join' })
    expect([unknown.status, code(unknown).code]).toEqual([409, 'GW_PROMOTION_NOT_ALLOWED'])
    const applyType = await act(member, 'promotion', { promotionId: '303', step: 'join' })
    expect([applyType.status, code(applyType).code]).toEqual([409, 'GW_PROMOTION_NOT_ALLOWED'])
    const csrf = await member.post('/api/actions/promotion').set('content-type', 'application/json').send({ promotionId: '304', step: 'join' })
    expect([csrf.status, code(csrf).code]).toEqual([403, 'GW_CSRF_REJECTED'])
  })

  it('applies with a comment and pictures: joined first, the application reaches the platform', async () => {
    const agent = await loggedIn(t)
    const res = await act(agent, 'applyPromotion', { promotionId: '303', remarks: '  Birthday on 12 May  ', pictures: [pngDataUrl(), pngDataUrl(2048)] })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.then[0]).toEqual({ type: 'toast', text: 'Application sent', ms: 2000 })
    const { applications } = await simGet<{ applications: { promotionId: number; remarks: string; pictures: number }[] }>(agent, '/__sim/applications')
    expect(applications).toEqual([expect.objectContaining({ promotionId: 303, remarks: 'Birthday on 12 May', pictures: 2 })])
    expect(mustBlock(await screenOf(agent, '/m/activity?id=303'), 'promotionDetail').props.badge?.text).toBe('Applying')
  })

  it.each([
    ['an empty comment', { remarks: '   ' }, 'remarks', 'Please write a comment'],
    ['a comment of 141 characters', { remarks: 'x'.repeat(141) }, 'remarks', 'The comment may have at most 140 characters'],
    ['four pictures', { pictures: [1, 2, 3, 4].map(() => pngDataUrl()) }, 'pictures', 'At most 3 pictures'],
    ['a gif', { pictures: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }, 'pictures', 'Pictures must be png or jpg'],
    [
      'a png that is not one',
      { pictures: [`data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`] },
      'pictures',
      'Pictures must be png or jpg',
    ],
    ['a picture over 5 MB', { pictures: [pngDataUrl(5 * 1024 * 1024 + 1)] }, 'pictures', 'Each picture may be at most 5 MB'],
  ])('refuses %s with a field error and sends nothing', async (_name, patch, field, message) => {
    const agent = await loggedIn(t)
    const res = await act(agent, 'applyPromotion', { promotionId: '303', remarks: 'My birthday', pictures: [], ...patch })
    expect(res.status).toBe(400)
    expect(code(res)).toEqual({ code: 'GW_FORM_INVALID', message, field })
    const { applications } = await simGet<{ applications: unknown[] }>(agent, '/__sim/applications')
    expect(applications).toEqual([])
  })

  it('accepts three pictures of 5 MB each in one body', async () => {
    const agent = await loggedIn(t)
    const big = pngDataUrl(5 * 1024 * 1024)
    const res = await act(agent, 'applyPromotion', { promotionId: '303', remarks: 'Three big ones', pictures: [big, big, big] })
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
  })

  it('refuses an application for a promotion that is joined directly', async () => {
    const res = await act(await loggedIn(t), 'applyPromotion', { promotionId: '304', remarks: 'hello', pictures: [] })
    expect([res.status, code(res).code]).toEqual([409, 'GW_PROMOTION_NOT_ALLOWED'])
  })
})

describe('promotions from the platform', () => {
  it('reads a list nested under list, and drops a promotion it cannot read', async () => {
    await t.control('/__sim/variants', { endpoint: '/wps/relay/MCSFE_getMerchantAvailablePromotions', variant: 'wrapped' })
    expect(mustBlock(await screenOf(t.request(), '/m/activity'), 'entryList').props.items).toHaveLength(12)
  })

  it('degrades the list alone when the platform fails', async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_getMerchantAvailablePromotions', kind: 'error' })
    const s = await screenOf(t.request(), '/m/activity')
    const list = mustBlock(s, 'entryList')
    expect(list.status).toBe('degraded')
    expect(list.props.emptyText).toBe('This list could not be loaded. Please try again.')
    expect(s.degraded).toContain('promotions')
  })
})
