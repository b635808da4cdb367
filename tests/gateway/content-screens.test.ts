import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedBlock, ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { HOSTILE_HTML } from '../fixtures/hostileHtml.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

type Who = 'visitor' | 'member1' | 'trial4' | 'member0'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function viewer(who: Who): Promise<supertest.Agent> {
  const agent = t.request()
  if (who !== 'visitor') expect((await login(agent, ACCOUNTS[who])).status).toBe(200)
  return agent
}

async function screen(agent: supertest.Agent, path: string): Promise<ScreenResponse> {
  const res = await agent.get('/api/screen').query({ path, lang: 'EN' })
  expect(res.status).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

type Props = {
  articleList: ResolvedBlockOf<'articleList'>['props']
  linkList: ResolvedBlockOf<'linkList'>['props']
  helpCenter: ResolvedBlockOf<'helpCenter'>['props']
}

function block<T extends keyof Props>(s: ScreenResponse, type: T): Props[T] {
  const found: ResolvedBlock | undefined = s.blocks.find((b) => b.type === type)
  if (!found) throw new Error(`no ${type} block on ${s.path}`)
  return found.props as Props[T]
}

describe('GET /api/screen?path=/m/notice', () => {
  it('shows a visitor the public announcements, newest first, safe, with dates and without read marks', async () => {
    const s = await screen(await viewer('visitor'), '/m/notice')
    expect([s.screen, s.shell.header.title, s.shell.bottomMenu.visible]).toEqual(['notice', 'Notice', false])
    const list = block(s, 'articleList')
    expect(list.first?.items.map((i) => i.id)).toEqual(['5', '4', '3', '2', '1'])
    expect(list.first?.items.every((i) => i.unread === undefined && i.open === undefined)).toBe(true)
    expect(list.first?.items[4]).toMatchObject({ title: 'Welcome', time: '2025-03-01T09:00:00.000Z', summary: 'Welcome bonus 100% on your first deposit' })
    expect(JSON.stringify(list)).not.toMatch(/onerror|<script|__xss/)
    expect(list.first?.items[1]?.content).toEqual([
      {
        tag: 'p',
        children: [
          'New titles from ',
          { tag: 'a', action: { type: 'navigate', to: '/m/gameList?gameType=RNG&vassalage=PG' }, children: ['PG Soft'] },
          ' every week.',
        ],
      },
    ])
  })

  it.each(['member1', 'trial4'] as const)('shows %s their announcements (type A too), every one unread with the action that marks it read', async (who) => {
    const list = block(await screen(await viewer(who), '/m/notice'), 'articleList')
    expect(list.first?.items.map((i) => i.id)).toEqual(['13', '12', '11', '5', '4', '3', '2', '1'])
    expect(list.first?.items.every((i) => i.unread === true)).toBe(true)
    expect(list.first?.items[1]?.open).toEqual({ type: 'call', name: 'markRead', body: { source: 'announcements', id: '12' } })
    const hostile = JSON.stringify(list.first?.items[1])
    expect(hostile).not.toMatch(/javascript:|onclick|iframe|evil\.example/)
  })

  it('says there is no announcement when the list is empty, and that it could not load them when the platform fails', async () => {
    const agent = await viewer('visitor')
    await t.control('/__sim/announcements', { player: [] })
    const empty = block(await screen(agent, '/m/notice'), 'articleList')
    expect([empty.first?.items, empty.emptyText]).toEqual([[], 'No announcement'])
    await t.control('/__sim/faults', { endpoint: '/wps/relay/MCSFE_getListAnnouncements', kind: 'error' })
    const failed = await screen(agent, '/m/notice')
    expect(failed.blocks[0]).toMatchObject({ type: 'articleList', status: 'degraded' })
    expect(block(failed, 'articleList').first).toBeUndefined()
  })
})

describe('GET /api/screen?path=/m/message', () => {
  it('gives a visitor the entries with the way to log in, no counts, and a bar whose back replaces the route with home', async () => {
    const s = await screen(await viewer('visitor'), '/m/message')
    expect([s.shell.header.visible, s.shell.header.back]).toEqual([false, { type: 'navigate', to: '/m/home', replace: true }])
    const centre = block(s, 'linkList')
    expect(centre.title).toBe('Message center')
    expect(centre.back).toEqual({ type: 'navigate', to: '/m/home', replace: true })
    expect(centre.items.map((i) => [i.id, i.action, i.badge])).toEqual([
      ['telegram', { type: 'openExternal', url: 'https://t.me/sim88_official' }, undefined],
      ['announcements', { type: 'navigate', to: '/m/notice' }, undefined],
      ['messages', { type: 'navigate', to: '/m/login' }, undefined],
      ['liveChat', { type: 'navigate', to: '/m/login' }, undefined],
      ['affiliateService', { type: 'openExternal', url: expect.stringMatching(/\/chat\/cs$/) }, undefined],
    ])
  })

  it('gives member1 the counts (announcements, messages, chat) and the inbox and chat themselves', async () => {
    const centre = block(await screen(await viewer('member1'), '/m/message'), 'linkList')
    const byId = Object.fromEntries(centre.items.map((i) => [i.id, i]))
    expect([byId.announcements?.badge, byId.messages?.badge, byId.liveChat?.badge]).toEqual([8, 5, 2])
    expect(byId.messages?.action).toEqual({ type: 'navigate', to: '/m/webEmail' })
    expect(byId.liveChat?.action).toEqual({ type: 'liveChat', back: '/m/message' })
  })

  it('refuses a trial user messages and chat for 1 s here, and asks the platform for neither count', async () => {
    await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
    const centre = block(await screen(await viewer('trial4'), '/m/message'), 'linkList')
    const byId = Object.fromEntries(centre.items.map((i) => [i.id, i]))
    const refusal = { type: 'toast', text: 'Trial accounts cannot use this feature', ms: 1000 }
    expect([byId.messages?.action, byId.liveChat?.action]).toEqual([refusal, refusal])
    expect([byId.messages?.badge, byId.liveChat?.badge]).toEqual([undefined, undefined])
    const calls = (await (await fetch(`${t.sim.url}/__sim/stats`)).json()) as { calls: Record<string, number> }
    expect(Object.keys(calls.calls).filter((p) => /EMFE_getInboxUnreadCount|CBS_unreadCount/.test(p))).toEqual([])
  })

  it('leaves live chat out while CBS3 is off', async () => {
    await t.control('/__sim/flags', { CBS3: false })
    const centre = block(await screen(await viewer('member1'), '/m/message'), 'linkList')
    expect(centre.items.map((i) => i.id)).toEqual(['telegram', 'announcements', 'messages', 'affiliateService'])
  })
})

describe('GET /api/screen?path=/m/webEmail', () => {
  it('asks a visitor to log in and refuses a trial user', async () => {
    const visitor = block(await screen(await viewer('visitor'), '/m/webEmail'), 'articleList')
    expect(visitor).toMatchObject({ source: 'inbox', locked: { text: 'Please login first', label: 'Login', action: { type: 'navigate', to: '/m/login' } } })
    expect(visitor.first).toBeUndefined()
    const trial = block(await screen(await viewer('trial4'), '/m/webEmail'), 'articleList')
    expect(trial.locked).toEqual({ text: 'Trial accounts cannot use this feature' })
  })

  it('shows member1 the first page of messages, newest first, unread marked, hostile markup gone', async () => {
    const s = await screen(await viewer('member1'), '/m/webEmail')
    expect(s.shell.header.title).toBe('Messages')
    const inbox = block(s, 'articleList')
    expect(inbox.first?.items.map((i) => [i.title, i.unread])).toEqual([
      ['Security notice', false],
      ['New games this week', true],
      ['Withdrawal update', true],
      ['Birthday gift', true],
      ['Verify your e-mail', true],
      ['Welcome to Sim88', true],
    ])
    expect(JSON.stringify(inbox)).not.toMatch(/onerror|javascript:|__xss/)
    expect(inbox.first).toMatchObject({ page: 1, totalPages: 1 })
  })

  it('shows the empty state when the inbox is empty', async () => {
    const inbox = block(await screen(await viewer('member0'), '/m/webEmail'), 'articleList')
    expect(inbox.first?.items).toHaveLength(3)
    await t.control('/__sim/inbox', { account: 'member0', messages: [] })
    expect(block(await screen(await viewer('member0'), '/m/webEmail'), 'articleList')).toMatchObject({ emptyText: 'No data', first: { items: [] } })
  })
})

describe('GET /api/screen?path=/m/help and /m/helpDetail', () => {
  it.each(['visitor', 'member1', 'trial4'] as const)('lists the shown entries with their children for %s, each with its deep link', async (who) => {
    const s = await screen(await viewer(who), '/m/help')
    expect([s.screen, s.shell.header.title, s.shell.bottomMenu.visible]).toEqual(['help', 'Help center', false])
    const help = block(s, 'helpCenter')
    expect(help.detail).toBeUndefined()
    expect(help.items.map((i) => i.title)).toEqual(['About us', 'Deposit', 'Withdraw', 'Games', 'FAQs'])
    expect(help.items[1]?.children.map((c) => [c.title, c.action])).toEqual([
      ['How to deposit', { type: 'navigate', to: '/m/helpDetail?p=1&c=0' }],
      ['When is my deposit credited?', { type: 'navigate', to: '/m/helpDetail?p=1&c=1' }],
    ])
    expect(help.items[4]?.children.map((c) => c.title)).toEqual(['I forgot my password', 'How do I claim a bonus?'])
    expect(help.items[0]?.action).toEqual({ type: 'navigate', to: '/m/helpDetail?p=0' })
  })

  it('opens the entry p and c name when the route is loaded directly, its content safe', async () => {
    const agent = await viewer('visitor')
    const child = block(await screen(agent, '/m/helpDetail?p=1&c=0'), 'helpCenter')
    expect(child.detail).toMatchObject({ title: 'How to deposit', section: 'Deposit' })
    expect(child.detail?.content).toContainEqual({ tag: 'p', children: [{ tag: 'img', src: '/media/TCG_PROD_IMAGES/BANNER/101.svg', alt: 'Steps' }] })
    const main = block(await screen(agent, '/m/helpDetail?p=3'), 'helpCenter')
    expect(main.detail?.title).toBe('Games')
    expect(JSON.stringify(main.detail)).not.toMatch(/script|__xss/)
    const faq = block(await screen(agent, '/m/helpDetail?p=4&c=0'), 'helpCenter')
    expect(JSON.stringify(faq.detail)).not.toMatch(/javascript:|onmouseover/)
  })

  it.each(['p=9&c=0', 'p=1&c=7', 'p=-1', 'p=abc', 'p=1&c=', 'c=0', 'p=1.5'])('shows the list, not an error, for %s', async (query) => {
    const help = block(await screen(await viewer('visitor'), `/m/helpDetail?${query}`), 'helpCenter')
    expect(help.detail).toBeUndefined()
    expect(help.items).toHaveLength(5)
  })

  it('shows the empty state for an empty list, also on a deep link', async () => {
    await t.control('/__sim/help', { items: [] })
    const help = block(await screen(await viewer('visitor'), '/m/helpDetail?p=1&c=0'), 'helpCenter')
    expect(help).toEqual({ items: [], emptyText: 'No data' })
  })
})

describe('the announcement popup', () => {
  type Popup = ScreenResponse['popups'][number]
  const entriesOf = (popup: Popup | undefined) => {
    const props = popup?.blocks?.find((b) => b.type === 'announcementPopup')?.props as { entries: { id: string; activity?: unknown }[] } | undefined
    return props?.entries ?? []
  }

  it('gives a visitor type B: the execution B entries, a promotion with its activity, and remembers the close on the device', async () => {
    const s = await screen(await viewer('visitor'), '/m/home')
    expect(s.popups.map((p) => p.id)).toEqual(['announcementsB', 'loginPopup', 'downloadPopup'])
    const popup = s.popups[0]
    expect(popup).toMatchObject({ title: 'Announcement', openOnLoad: true, clientWhen: { op: 'client', fact: 'announcementPopupB' } })
    expect(popup?.onClose).toEqual([{ type: 'setClientFact', fact: 'announcementPopupB', value: false }])
    expect(entriesOf(popup).map((e) => e.id)).toEqual(['201', '203', '304'])
    expect(entriesOf(popup).map((e) => e.activity)).toEqual([undefined, undefined, { label: 'Go to activity', action: { type: 'navigate', to: '/m/login' } }])
  })

  it('gives a member type A: execution A only, or A and F on a first login', async () => {
    const member0 = (await screen(await viewer('member0'), '/m/home')).popups
    expect(member0.map((p) => p.id)).toEqual(['announcementsA', 'downloadPopup'])
    expect(member0[0]?.clientWhen).toEqual({ op: 'client', fact: 'announcementPopupA' })
    expect(entriesOf(member0[0]).map((e) => e.id)).toEqual(['202', '302', '303'])
    expect(entriesOf(member0[0])[1]?.activity).toEqual({ label: 'Go to activity', action: { type: 'navigate', to: '/m/rewardCenter' } })
    const member1 = (await screen(await viewer('member1'), '/m/home')).popups
    expect(entriesOf(member1[0]).map((e) => e.id)).toEqual(['202', '204', '301', '302', '303'])
  })

  it('is not sent when there is nothing to show', async () => {
    await t.control('/__sim/announcements', { popup: [], promotion: [{ id: 1, title: 'only for members', content: '', execution: 'A' }] })
    expect((await screen(await viewer('visitor'), '/m/home')).popups.map((p) => p.id)).toEqual(['loginPopup', 'downloadPopup'])
  })
})

describe('hostile content on the content screens', () => {
  const FORBIDDEN = /<script|onerror|onload|onclick|ontoggle|onmouseover|javascript:|vbscript:|data:text|iframe|srcdoc|style=/i

  it(`leaves no script, handler, javascript: URL or off-site frame in ${HOSTILE_HTML.length} announcements`, async () => {
    const player = HOSTILE_HTML.map((content, i) => ({ id: 700 + i, title: `Hostile ${i}`, content }))
    await t.control('/__sim/announcements', { player })
    const agent = await viewer('member1')
    const data = (await agent.get('/api/data/announcements').query({ page: 1, pageSize: 50 })).body as { items: unknown[] }
    expect(data.items).toHaveLength(HOSTILE_HTML.length)
    for (const json of [JSON.stringify(data), JSON.stringify(await screen(agent, '/m/notice'))]) {
      expect(json).not.toMatch(FORBIDDEN)
      expect(json).not.toMatch(/"src":"(?!\/media\/)/)
    }
  })

  it(`does the same for ${HOSTILE_HTML.length} help entries, each opened`, async () => {
    await t.control('/__sim/help', {
      items: [{ title: 'Hostile', content: '<p>x</p>', children: HOSTILE_HTML.map((content, i) => ({ title: `Entry ${i}`, content })) }],
    })
    const agent = await viewer('visitor')
    for (let c = 0; c < HOSTILE_HTML.length; c++) {
      const json = JSON.stringify(block(await screen(agent, `/m/helpDetail?p=0&c=${c}`), 'helpCenter'))
      expect(json).not.toMatch(FORBIDDEN)
      expect(json).not.toMatch(/"src":"(?!\/media\/)/)
    }
  })
})
