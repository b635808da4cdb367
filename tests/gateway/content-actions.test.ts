import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, act, buildTestApp, freshSimulator, login, MANY_LOGINS, simGet, type TestApp } from '../helpers/buildTestApp.ts'

type Who = 'visitor' | 'member1' | 'member2' | 'trial4'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: MANY_LOGINS })
})
afterAll(async () => t.close())
beforeEach(() => freshSimulator(t))

async function viewer(who: Who, app = t): Promise<supertest.Agent> {
  const agent = app.request()
  if (who !== 'visitor') expect((await login(agent, ACCOUNTS[who])).status).toBe(200)
  return agent
}

async function calls(path: string, app = t): Promise<number> {
  const stats = (await (await fetch(`${app.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
  return stats.calls[path] ?? 0
}

async function badges(agent: supertest.Agent): Promise<Record<string, number | undefined>> {
  const s = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/message' })).body)
  const centre = s.blocks.find((b) => b.type === 'linkList')
  return Object.fromEntries(centre?.type === 'linkList' ? centre.props.items.map((i) => [i.id, i.badge]) : [])
}

describe('POST /api/actions/markRead', () => {
  it('marks an announcement read on the platform, answers a refresh, and the list and counts show it', async () => {
    const agent = await viewer('member1')
    expect((await badges(agent)).announcements).toBe(8)
    const res = await act(agent, 'markRead', { source: 'announcements', id: '12' })
    expect([res.status, res.body]).toEqual([200, { ok: true, then: [{ type: 'refresh' }] }])
    const read = await simGet<{ read: { id: string }[] }>(agent, '/__sim/announcements/read?account=member1')
    expect(read.read.map((r) => r.id)).toEqual(['12'])
    const page = await agent.get('/api/data/announcements')
    expect(page.body.items.find((i: { id: string }) => i.id === '12')).toMatchObject({ unread: false })
    expect(page.body.items.find((i: { id: string }) => i.id === '12').open).toBeUndefined()
    expect((await badges(agent)).announcements).toBe(7)
  })

  it("refuses another member's message as not found (a 404, not a platform failure), and marks nothing", async () => {
    const owner = await viewer('member1')
    const theirs = ((await owner.get('/api/data/inbox')).body.items as { id: string; unread: boolean }[]).find((m) => m.unread)
    const other = await viewer('member2')
    const res = await act(other, 'markRead', { source: 'inbox', id: theirs?.id })
    expect([res.status, res.body]).toEqual([404, { error: { code: 'GW_MESSAGE_NOT_FOUND', message: 'This message was not found' } }])
    expect((await badges(owner)).messages).toBe(5)
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([])
  })

  it('marks an inbox message read and the inbox count follows', async () => {
    const agent = await viewer('member1')
    const first = await agent.get('/api/data/inbox')
    const unread = (first.body.items as { id: string; unread: boolean }[]).find((m) => m.unread)
    expect((await act(agent, 'markRead', { source: 'inbox', id: unread?.id })).status).toBe(200)
    expect((await badges(agent)).messages).toBe(4)
    const again = await agent.get('/api/data/inbox')
    expect(again.body.items.find((m: { id: string }) => m.id === unread?.id)).toMatchObject({ unread: false })
  })

  it("spaces one member's marks 150 ms apart and sends the same one only once", async () => {
    const agent = await viewer('member1')
    const [a, b, c] = await Promise.all([
      act(agent, 'markRead', { source: 'announcements', id: '11' }),
      act(agent, 'markRead', { source: 'announcements', id: '13' }),
      act(agent, 'markRead', { source: 'announcements', id: '13' }),
    ])
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
    expect(await calls('/wps/relay/MCSFE_markAnnouncementAsRead')).toBe(2)
    const { read } = await simGet<{ read: { id: string; at: number }[] }>(agent, '/__sim/announcements/read?account=member1')
    expect(read.map((r) => r.id).sort()).toEqual(['11', '13'])
    const [first, second] = read.map((r) => r.at).sort((x, y) => x - y)
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(145)
  })

  it('does not space two members against each other', async () => {
    const [one, two] = [await viewer('member1'), await viewer('member2')]
    await Promise.all([act(one, 'markRead', { source: 'announcements', id: '11' }), act(two, 'markRead', { source: 'announcements', id: '11' })])
    const [r1, r2] = [
      await simGet<{ read: { at: number }[] }>(one, '/__sim/announcements/read?account=member1'),
      await simGet<{ read: { at: number }[] }>(one, '/__sim/announcements/read?account=member2'),
    ]
    expect(Math.abs((r1.read[0]?.at ?? 0) - (r2.read[0]?.at ?? 0))).toBeLessThan(145)
  })

  it.each([
    ['a visitor', 'visitor', { source: 'announcements', id: '1' }, 401, 'GW_AUTH_NO_SESSION'],
    ['a trial user, for a message', 'trial4', { source: 'inbox', id: '1' }, 403, 'GW_FORBIDDEN'],
    ['an unknown list', 'member1', { source: 'mail', id: '1' }, 400, 'GW_BAD_REQUEST'],
    ['an id with a path in it', 'member1', { source: 'inbox', id: '../1' }, 400, 'GW_BAD_REQUEST'],
    ['an id the platform does not know', 'member1', { source: 'announcements', id: '999' }, 404, 'GW_MESSAGE_NOT_FOUND'],
  ] as const)('refuses %s', async (_what, who, body, status, code) => {
    const res = await act(await viewer(who), 'markRead', body)
    expect([res.status, res.body.error?.code]).toEqual([status, code])
  })

  it('answers 503 when the platform is away, and refuses a call without the CSRF header', async () => {
    const agent = await viewer('member1')
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_markAnnouncementAsRead', kind: 'hang' })
    const res = await act(agent, 'markRead', { source: 'announcements', id: '11' })
    expect([res.status, res.body.error.code]).toEqual([503, 'GW_UPSTREAM_UNAVAILABLE'])
    const csrf = await agent.post('/api/actions/markRead').set('content-type', 'application/json').send({ source: 'announcements', id: '11' })
    expect([csrf.status, csrf.body.error.code]).toEqual([403, 'GW_CSRF_REJECTED'])
  })
})

describe('POST /api/actions/liveChat', () => {
  it('launches the chat for a member: b2c, language, the way back to the site, header colour and title; the page goes there', async () => {
    const agent = await viewer('member1')
    const res = await act(agent, 'liveChat', { back: '/m/message', theme: 'light' }).set('x-language', 'CN')
    expect(res.status).toBe(200)
    expect(res.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/chat\/live\?session=[0-9a-f]{16}&lang=ZH&title=/)
    expect(res.body.then).toEqual([{ type: 'openExternal', url: res.body.data.url, target: 'self' }])
    expect(decodeURIComponent(new URL(res.body.data.url as string).searchParams.get('title') ?? '')).toBe('在线客服')
  })

  it.each([
    ['a visitor', 'visitor', 401, 'GW_AUTH_NO_SESSION'],
    ['a trial user', 'trial4', 403, 'GW_FORBIDDEN'],
  ] as const)('refuses %s', async (_what, who, status, code) => {
    const res = await act(await viewer(who), 'liveChat', {})
    expect([res.status, res.body.error.code]).toEqual([status, code])
    expect(await calls('/wps/relay/CBS_launchChat')).toBe(0)
  })

  it('refuses while CBS3 is off, a back path off the site, and a call without the CSRF header', async () => {
    const agent = await viewer('member1')
    expect((await act(agent, 'liveChat', { back: '//evil.example/x' })).status).toBe(400)
    await t.control('/__sim/flags', { CBS3: false })
    const off = await act(agent, 'liveChat', {})
    expect([off.status, off.body.error.code]).toEqual([403, 'GW_FEATURE_UNAVAILABLE'])
    const csrf = await agent.post('/api/actions/liveChat').set('content-type', 'application/json').send({})
    expect(csrf.status).toBe(403)
  })
})

describe('unread counts', () => {
  it.each([
    [0, 0],
    [5, 5],
    [150, 150],
  ])('carries an inbox count of %i to the message centre and the menus (the page caps it at 99+)', async (unread, shown) => {
    await t.control('/__sim/inbox', { account: 'member2', generate: unread })
    await t.control('/__sim/chat-unread', { account: 'member2', unread })
    const agent = await viewer('member2')
    const counts = await badges(agent)
    expect([counts.messages, counts.liveChat]).toEqual([shown, shown])
    const home = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(home.shell.bottomMenu.items.find((i) => i.id === 'memberCentre')?.badge).toBe(shown)
    expect(home.shell.bottomMenu.items.find((i) => i.id === 'notice')?.badge).toBe(8)
    expect(home.shell.sidebar.items.find((i) => i.id === 'messageCentre')?.badge).toBe(shown)
  })

  it('gives visitors no count and asks the platform for none', async () => {
    const counts = await badges(await viewer('visitor'))
    expect(Object.values(counts).every((c) => c === undefined)).toBe(true)
    expect(await calls('/wps/relay/EMFE_getInboxUnreadCount')).toBe(0)
  })

  // A window long enough that a loaded machine never crosses it between two screens asked at once.
  describe('at most every 1.5 s per member (MEMBER_COUNTS_SHARE_MS)', () => {
    let shared: TestApp
    beforeAll(async () => {
      shared = await buildTestApp({
        env: { MEMBER_COUNTS_SHARE_MS: '1500', ...MANY_LOGINS },
        simulator: t.sim,
      })
    })
    afterAll(async () => shared.close())

    it("shares a member's counts between their screens, never with another member, and asks again after reading", async () => {
      const [one, two] = [await viewer('member1', shared), await viewer('member2', shared)]
      await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
      await Promise.all([badges(one), badges(one), one.get('/api/screen').query({ path: '/m/home' })])
      expect(await calls('/wps/relay/EMFE_getInboxUnreadCount', shared)).toBe(1)
      expect(await calls('/wps/relay/CBS_unreadCount', shared)).toBe(1)
      const [b1, b2] = [await badges(one), await badges(two)]
      expect([b1.messages, b2.messages]).toEqual([5, 0])
      expect(await calls('/wps/relay/EMFE_getInboxUnreadCount', shared)).toBe(2)
      const inbox = await one.get('/api/data/inbox')
      const unread = (inbox.body.items as { id: string; unread: boolean }[]).find((m) => m.unread)
      await act(one, 'markRead', { source: 'inbox', id: unread?.id })
      expect((await badges(one)).messages).toBe(4)
      await new Promise((resolve) => setTimeout(resolve, 1600))
      await badges(one)
      expect(await calls('/wps/relay/EMFE_getInboxUnreadCount', shared)).toBe(4)
    })
  })
})

describe('GET /api/data/announcements and /api/data/inbox', () => {
  it('serves the first page the screen carries, for each viewer', async () => {
    for (const who of ['visitor', 'member1', 'trial4'] as const) {
      const agent = await viewer(who)
      const s = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/notice' })).body)
      const list = s.blocks[0]?.type === 'articleList' ? s.blocks[0].props.first : undefined
      expect((await agent.get('/api/data/announcements')).body).toEqual(list)
    }
    const member = await viewer('member1')
    const s = ScreenResponseSchema.parse((await member.get('/api/screen').query({ path: '/m/webEmail' })).body)
    const first = s.blocks[0]?.type === 'articleList' ? s.blocks[0].props.first : undefined
    expect((await member.get('/api/data/inbox')).body).toEqual(first)
  })

  it('pages the inbox (page, pageSize) and the announcements the platform answers all at once', async () => {
    await t.control('/__sim/inbox', { account: 'member2', generate: 23 })
    const agent = await viewer('member2')
    const pages = await Promise.all([1, 2, 3, 4].map((page) => agent.get('/api/data/inbox').query({ page, pageSize: 10 })))
    expect(pages.map((p) => [p.body.page, p.body.totalPages, p.body.items.length])).toEqual([
      [1, 3, 10],
      [2, 3, 10],
      [3, 3, 3],
      [4, 3, 0],
    ])
    expect(pages[0]?.body.items[0].title).toBe('Message 1')
    const notices = await agent.get('/api/data/announcements').query({ page: 2, pageSize: 5 })
    expect([notices.body.page, notices.body.totalPages, notices.body.items.map((i: { id: string }) => i.id)]).toEqual([2, 2, ['3', '2', '1']])
  })

  it.each([
    ['/api/data/inbox', 'visitor', 401, 'GW_AUTH_NO_SESSION'],
    ['/api/data/inbox', 'trial4', 403, 'GW_FORBIDDEN'],
    ['/api/data/inbox?page=0', 'member1', 400, 'GW_BAD_REQUEST'],
    ['/api/data/announcements?pageSize=500', 'visitor', 400, 'GW_BAD_REQUEST'],
  ] as const)('answers %s for %s with %i %s', async (url, who, status, code) => {
    const res = await (await viewer(who)).get(url)
    expect([res.status, res.body.error.code]).toEqual([status, code])
  })

  it('keeps member pages private and answers 502 when the platform refuses', async () => {
    const agent = await viewer('member1')
    const ok = await agent.get('/api/data/inbox')
    expect(ok.headers['cache-control']).toBe('private, no-store')
    await t.control('/__sim/faults', { endpoint: '/wps/relay/EMFE_getInbox', kind: 'schemaInvalid' })
    const res = await agent.get('/api/data/inbox')
    expect([res.status, res.body.error.code]).toEqual([502, 'GW_UPSTREAM_REJECTED'])
  })
})
