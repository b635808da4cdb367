import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { gatewayEncrypt, loginToken, MERCHANT, PASSWORD, setup } from './helpers.ts'

/** The answer variants of the evidence, and the content controls tests use. */
const ANN = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL'

async function withVariant(endpoint: string, variant: string) {
  const ctx = setup()
  const res = await request(ctx.app).post('/__sim/variants').send({ endpoint, variant })
  expect(res.status).toBe(200)
  return ctx
}

describe('/__sim/variants', () => {
  it('switches one path at a time, lists the switches in /__sim/state, clears them by DELETE and by reset', async () => {
    const { app, sim } = setup()
    const post = (body: object) => request(app).post('/__sim/variants').send(body)
    expect((await post({ endpoint: '/wps/captcha', variant: 'wrapped' })).body.variants).toEqual([{ endpoint: '/wps/captcha', variant: 'wrapped' }])
    await post({ endpoint: '/wps/member/info', variant: 'typeString' })
    expect((await request(app).get('/__sim/state')).body.variants).toHaveLength(2)
    expect((await request(app).delete('/__sim/variants?endpoint=/wps/captcha')).body.variants).toEqual([
      { endpoint: '/wps/member/info', variant: 'typeString' },
    ])
    sim.reset()
    expect((await request(app).get('/__sim/state')).body.variants).toEqual([])
    for (const bad of [{ endpoint: '/wps/captcha', variant: 'nope' }, { endpoint: '/wps/nowhere', variant: 'wrapped' }, { endpoint: '/wps/captcha' }]) {
      expect((await post(bad)).body.error).toBe('invalid_body')
    }
    expect(Object.keys((await request(app).get('/__sim/variants')).body.available)).toContain('/wps/system/status')
  })

  it.each([
    ['typeString', (v: Record<string, unknown>) => expect(v).toMatchObject({ id: 10001, type: '0' })],
    ['noIdNoType', (v: Record<string, unknown>) => expect(Object.keys(v).sort()).toEqual(['account', 'clubLabel', 'mobile', 'nickname', 'regDate'])],
  ])('member info as %s', async (variant, check) => {
    const { app, get } = await withVariant('/wps/member/info', variant)
    check((await get('/wps/member/info').set('Authorization', await loginToken(app))).body.value)
  })

  it('wallet balance as one object', async () => {
    const { app, get } = await withVariant('/wps/v2/wallets/balance', 'balanceObject')
    const value = (await get('/wps/v2/wallets/balance?typeId=0').set('Authorization', await loginToken(app))).body.value
    expect(value.balance).toEqual({ accountTypeId: 2, availBalance: 1234567.89 })
  })

  it('login answer with token and id only (S13)', async () => {
    const { app, sim } = await withVariant('/wps/session/login', 'tokenAndId')
    await loginToken(app)
    expect([...sim.state.sessions.values()].map((s) => s.memberId)).toEqual([10001])
  })

  it.each([
    ['dataUrl', (v: unknown) => expect(v).toMatch(/^data:image\/png;base64,iVBOR/)],
    ['wrapped', (v: unknown) => expect(v).toEqual({ img: expect.stringMatching(/^iVBOR/) })],
  ])('captcha as %s', async (variant, check) => {
    const { get } = await withVariant('/wps/captcha', variant)
    check((await get('/wps/captcha').set('Merchant', 'sim88')).body.value)
  })

  it('RSA key as a JSON string', async () => {
    const { get } = await withVariant('/wps/session/key/rsa', 'quoted')
    expect((await get('/wps/session/key/rsa')).text).toMatch(/^"[0-9a-f]{200,}"$/)
  })

  it.each([['gameUrl'], ['url']])('launch answer as %s', async (variant) => {
    const { app, get, sim } = await withVariant('/wps/game/launchGame', variant)
    const game = sim.state.data.catalogue.games.find((g) => g.gameType === 'RNG')
    const query = new URLSearchParams({ gameType: 'RNG', vassalage: game?.vassalage ?? '', nodeId: game?.nodeId ?? '', launchMode: 'GLS', accountType: '1' })
    const value = (await get(`/wps/game/launchGame?${query}`).set('Authorization', await loginToken(app))).body.value
    expect(Object.keys(value)).toEqual([variant])
  })

  it('announcements with slot-less banners, numeric node ids, or notices without content', async () => {
    const nullGroup = (await (await withVariant('/wps/relay/MCSFE_getListAnnouncements', 'nullGroupName')).get(ANN)).body.value
    expect(nullGroup.banners.filter((b: { groupName: unknown }) => b.groupName === null)).toHaveLength(2)
    const numeric = (await (await withVariant('/wps/relay/MCSFE_getListAnnouncements', 'numericNodeId')).get(ANN)).body.value
    expect(numeric.banners.filter((b: { nodeId: unknown }) => typeof b.nodeId === 'number').length).toBeGreaterThan(0)
    const noContent = (await (await withVariant('/wps/relay/MCSFE_getListAnnouncements', 'nullContent')).get(ANN)).body.value
    expect(noContent.player.every((n: { content: unknown; title: string }) => n.content === null && n.title)).toBe(true)
  })

  it('game tiles named only by nodeName, and vendor lists left empty (S1)', async () => {
    const list = (await (await withVariant('/wps/relay/GCSGAME_gameList', 'nullGameName')).get('/wps/relay/GCSGAME_gameList?pageSize=6')).body.value
    const unnamed = list.games.filter((g: { gameName: unknown }) => g.gameName === null)
    expect(unnamed).toHaveLength(2)
    expect(unnamed.every((g: { nodeName: string }) => g.nodeName.length > 0)).toBe(true)
    const vendors = (await (await withVariant('/wps/relay/GCSGAME_getVassGameType', 'emptyLists')).get('/wps/relay/GCSGAME_getVassGameType')).body.value
    expect(Object.values(vendors.content.RNG)).toEqual(expect.arrayContaining([[]]))
    expect(Object.values(vendors.content.RNG).every((entries) => (entries as unknown[]).length === 0)).toBe(true)
  })
})

describe('content controls', () => {
  it('puts announcement lists in place as given, and names games, until DELETE or reset', async () => {
    const { app, get, sim } = setup()
    await request(app)
      .post('/__sim/announcements')
      .send({ banners: [{ anything: true }], player: [] })
    expect((await get(ANN)).body.value).toEqual({ banners: [{ anything: true }], player: [] })
    await request(app).delete('/__sim/announcements')
    expect((await get(ANN)).body.value.banners.length).toBeGreaterThan(1)
    const [first] = sim.state.data.catalogue.hot
    await request(app)
      .post('/__sim/game-names')
      .send({ [first?.nodeId ?? '']: 'Renamed' })
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).body.value.list[0].gameName).toBe('Renamed')
    expect((await request(app).get('/__sim/state')).body.content).toEqual({ announcements: [], gameNames: 1 })
    expect((await request(app).post('/__sim/announcements').send({ banners: 'x' })).body.error).toBe('invalid_body')
    sim.reset()
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).body.value.list[0].gameName).toBe(first?.gameName)
  })

  it('rotates the RSA key: bodies encrypted with the old one are no longer read', async () => {
    const { app, get } = setup()
    const old = (await get('/wps/session/key/rsa')).text
    const rotated = (await request(app).post('/__sim/rsa/rotate')).body.modulus
    expect(rotated).not.toBe(old)
    expect((await get('/wps/session/key/rsa')).text).toBe(rotated)
    const payload = { username: 'member0', password: PASSWORD, type: 'username' }
    const send = ({ body, encryption }: { body: string; encryption: string }) =>
      request(app).post('/wps/session/login').set('Merchant', MERCHANT).set('Encryption', encryption).send({ value: body })
    expect((await send(gatewayEncrypt(payload, old))).body.errorCode).toBe('request_body_required')
    expect((await send(gatewayEncrypt(payload, rotated))).body.success).toBe(true)
  })
})
