import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { HelpCenterSchema, InboxPageSchema, UnreadCountSchema } from '../../schemas/upstream/index.ts'
import { loginToken, MERCHANT, setup } from './helpers.ts'

const ANN = '/wps/relay/MCSFE_getListAnnouncements?platform=M&merchantCode=sim88'

function authed(app: Parameters<typeof request>[0], token: string) {
  return {
    get: (path: string) => request(app).get(path).set('Merchant', MERCHANT).set('Authorization', token),
    post: (path: string, body: object) => request(app).post(path).set('Merchant', MERCHANT).set('Authorization', token).send(body),
  }
}

type Item = { id: number; read?: boolean; execution?: string }

describe('member announcements and their read state', () => {
  it('adds the type A announcements to player for a member, each with its read flag; visitors get neither', async () => {
    const { app, get } = setup()
    const visitor = (await get(`${ANN}&types=A,PL`)).body.value
    expect(visitor.player.map((n: Item) => n.id)).toEqual([1, 2, 3, 4, 5])
    expect(visitor.player.every((n: Item) => !('read' in n))).toBe(true)
    const member = authed(app, await loginToken(app, 'member1'))
    const list = (await member.get(`${ANN}&types=A,PL,PU,PR`)).body.value
    expect(list.player.map((n: Item) => n.id)).toEqual([13, 12, 11, 1, 2, 3, 4, 5])
    expect(list.player.every((n: Item) => n.read === false)).toBe(true)
    expect(list.popup.length).toBeGreaterThan(0)
  })

  it('marks an announcement read for that member only, once, and answers the mark in later lists', async () => {
    const { app, get } = setup()
    const one = authed(app, await loginToken(app, 'member1'))
    const other = authed(app, await loginToken(app, 'member2'))
    expect((await one.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: 12, read: true })).body).toEqual({ success: true, value: true })
    expect((await one.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: '12', read: true })).status).toBe(200)
    const read = (await one.get(`${ANN}&types=A`)).body.value.player.filter((n: Item) => n.read).map((n: Item) => n.id)
    expect(read).toEqual([12])
    expect((await other.get(`${ANN}&types=A`)).body.value.player.some((n: Item) => n.read)).toBe(false)
    const marks = (await request(app).get('/__sim/announcements/read?account=member1')).body.read
    expect(marks).toEqual([{ id: '12', at: expect.any(Number) }])
    expect((await get('/wps/relay/MCSFE_markAnnouncementAsRead')).body.errorCode).toBe('http_method_not_support')
  })

  it('refuses a mark without a token, for an unknown announcement, or without read: true', async () => {
    const { app, post } = setup()
    expect((await post('/wps/relay/MCSFE_markAnnouncementAsRead').send({ announcementId: 12, read: true })).status).toBe(401)
    const member = authed(app, await loginToken(app, 'member1'))
    expect((await member.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: 999, read: true })).body.errorCode).toBe('request_param_err')
    expect((await member.post('/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: 12 })).body.errorCode).toBe('request_param_err')
  })

  it('narrows popups and promotions by execution when asked (S11 sends execution=B)', async () => {
    const { get } = setup()
    const value = (await get(`${ANN}&types=PU,PR&execution=B`)).body.value
    expect([...value.popup, ...value.promotion].map((i: Item) => i.execution)).toEqual(['B', 'B', 'B'])
  })
})

describe('inbox', () => {
  it('pages the member inbox (page and size, 1-based), counts unread as a bare number and marks a message read', async () => {
    const { app } = setup()
    const member = authed(app, await loginToken(app, 'member1'))
    expect(UnreadCountSchema.parse((await member.get('/wps/relay/EMFE_getInboxUnreadCount')).body.value)).toBe(5)
    expect((await member.get('/wps/relay/EMFE_getInboxUnreadCount')).body.value).toBe(5)
    const first = (await member.get('/wps/relay/EMFE_getInbox?page=1&size=4')).body.value
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 6 })
    const page = InboxPageSchema.parse(first)
    expect(page.items).toHaveLength(4)
    const id = page.items.find((m) => m.read === false)?.id
    expect((await member.post('/wps/relay/EMFE_markInboxAsRead', { inboxId: id, read: true })).body.value).toBe(true)
    expect((await member.get('/wps/relay/EMFE_getInboxUnreadCount')).body.value).toBe(4)
    expect((await member.get('/wps/relay/EMFE_getInbox?page=0')).body.errorCode).toBe('request_param_err')
    expect((await member.post('/wps/relay/EMFE_markInboxAsRead', { inboxId: 1, read: true })).body.errorCode).toBe('request_param_err')
  })

  it('answers { count } in the countObject variant and needs a token', async () => {
    const { app, control, get } = setup()
    await control('/variants', { endpoint: '/wps/relay/EMFE_getInboxUnreadCount', variant: 'countObject' })
    const member = authed(app, await loginToken(app, 'member0'))
    expect((await member.get('/wps/relay/EMFE_getInboxUnreadCount')).body.value).toEqual({ count: 2 })
    expect((await get('/wps/relay/EMFE_getInbox')).status).toBe(401)
  })

  it('takes an inbox from the control API, generated messages included', async () => {
    const { app, control } = setup()
    const res = await control('/inbox', { account: 'member2', messages: [{ title: 'Hi', content: '<p>x</p>', read: true }], generate: 150 })
    expect(res.body).toEqual({ account: 'member2', messages: 151, unread: 150 })
    const member = authed(app, await loginToken(app, 'member2'))
    expect((await member.get('/wps/relay/EMFE_getInboxUnreadCount')).body.value).toBe(150)
    expect((await control('/inbox', { account: 'nobody' })).status).toBe(404)
  })
})

describe('live chat', () => {
  it('launches a chat with b2c=1 and a backUrl, counts unread chat messages, and refuses trial accounts', async () => {
    const { app, control } = setup()
    const member = authed(app, await loginToken(app, 'member1'))
    const launch = await member.get('/wps/relay/CBS_launchChat?b2c=1&language=EN&backUrl=http%3A%2F%2Fsite%2Fm%2Fmessage&headerColor=%23000&title=Live%20chat')
    expect(launch.body.value.chatUrl).toMatch(/\/chat\/live\?session=[0-9a-f]{16}&lang=EN&title=Live\+chat$/)
    expect((await member.get('/wps/relay/CBS_launchChat?language=EN')).body.errorCode).toBe('request_param_err')
    expect((await member.get('/wps/relay/CBS_unreadCount')).body.value).toEqual({ unReadCount: 2 })
    await control('/chat-unread', { account: 'member1', unread: 150 })
    expect(UnreadCountSchema.parse((await member.get('/wps/relay/CBS_unreadCount')).body.value)).toBe(150)
    const trial = authed(app, await loginToken(app, 'trial4'))
    expect((await trial.get('/wps/relay/CBS_launchChat?b2c=1&backUrl=x')).body.errorCode).toBe('customer.trial')
  })

  it('answers #543 while CBS3 is off', async () => {
    const { app, control } = setup()
    await control('/flags', { CBS3: false })
    const member = authed(app, await loginToken(app, 'member1'))
    expect((await member.get('/wps/relay/CBS_unreadCount')).body.errorCode).toBe('function.not.available')
  })
})

describe('help centre', () => {
  it('answers the entries in the shape S19 captured, in the asked language, with children and a hidden draft', async () => {
    const { get } = setup()
    const en = (await get('/wps/system/helpCenter?lang=EN&device=MOBILE')).body.value
    expect(en[0]).toEqual({ title: 'About us', content: expect.stringContaining('<p>'), bgColor: null, lang: 'EN', display: true, tag: 'aboutus' })
    expect(en[1].children.map((c: { title: string; tag: null }) => [c.title, c.tag])).toEqual([
      ['How to deposit', null],
      ['When is my deposit credited?', null],
    ])
    expect(en[4].children.some((c: { display: boolean }) => !c.display)).toBe(true)
    expect(HelpCenterSchema.parse(en)).toHaveLength(5)
    const zh = (await get('/wps/system/helpCenter?lang=ZH&device=MOBILE')).body.value
    expect(zh[0]).toMatchObject({ title: '关于我们', lang: 'ZH' })
  })

  it('answers the entries a test set, as given, until deleted', async () => {
    const { app, control, get } = setup()
    await control('/help', { items: [{ title: 'Only', content: '<script>x</script>' }, { nope: true }] })
    expect((await get('/wps/system/helpCenter?lang=EN')).body.value).toEqual([{ title: 'Only', content: '<script>x</script>' }, { nope: true }])
    await request(app).delete('/__sim/help')
    expect((await get('/wps/system/helpCenter?lang=EN')).body.value).toHaveLength(5)
  })
})
