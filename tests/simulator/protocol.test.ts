import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  AnnouncementListSchema,
  GameListSchema,
  HotGamesSchema,
  LiveModelListSchema,
  LoginResultSchema,
  MemberInfoSchema,
  SystemStatusSchema,
  UnclaimedRewardsSchema,
  VendorGameTypesSchema,
  WalletBalanceSchema,
  WhiteLabelTreeSchema,
  LgwErrorSchema,
  WpsFailureSchema,
  wpsSuccessSchema,
} from '../../schemas/upstream/index.ts'
import { loginToken, MERCHANT, setup, solveSlider } from './helpers.ts'

describe('envelope and headers', () => {
  it('wraps success as { success: true, value }', async () => {
    const { get } = setup()
    const res = await get('/wps/system/status')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.body.success).toBe(true)
    expect(SystemStatusSchema.parse(res.body.value).maintenance).toBe(false)
  })

  it.each([
    ['missing', undefined],
    ['wrong', 'other88'],
    ['duplicate', [MERCHANT, MERCHANT]],
    ['joined', `${MERCHANT}, ${MERCHANT}`],
  ])('answers 400 function.not.available for a %s Merchant header', async (_label, merchant) => {
    const { app } = setup()
    let req = request(app).get('/wps/system/status')
    if (merchant !== undefined) req = req.set('Merchant', merchant as string)
    const res = await req
    expect(res.status).toBe(400)
    const failure = WpsFailureSchema.parse(res.body)
    expect(failure.errorCode).toBe('function.not.available')
    expect(failure.message).toMatch(/#543$/)
  })

  it('accepts the header in any case and honours a custom merchant', async () => {
    const { app } = setup({ merchant: 'acme1' })
    expect((await request(app).get('/wps/system/status').set('merchant', 'acme1')).status).toBe(200)
    expect((await request(app).get('/wps/system/status').set('Merchant', 'sim88')).status).toBe(400)
  })

  it('answers unknown /wps paths with a 404 envelope and /lgw with raw JSON', async () => {
    const { get, app } = setup()
    const wps = await get('/wps/relay/NOPE_nothing')
    expect(wps.status).toBe(404)
    expect(WpsFailureSchema.parse(wps.body).errorCode).toBe('resource.not.found')
    const lgw = await request(app).get('/lgw/games')
    expect(lgw.status).toBe(404)
    expect(lgw.body.success).toBeUndefined()
    expect(LgwErrorSchema.parse(lgw.body)).toMatchObject({ status: 404, error: 'Not Found' })
  })

  it('answers /lgw failures of the shared mechanisms in Spring-style JSON, never in the /wps envelope', async () => {
    const { app, control } = setup()
    const wrongMethod = await request(app).post('/lgw/numeros/near?gameId=1')
    expect(wrongMethod.status).toBe(405)
    expect(LgwErrorSchema.parse(wrongMethod.body)).toMatchObject({ status: 405, error: 'Method Not Allowed' })
    expect(wrongMethod.body.success).toBeUndefined()
    const anonymous = await request(app).get('/lgw/games/game_menus/recent')
    expect(anonymous.status).toBe(401)
    expect(LgwErrorSchema.parse(anonymous.body).status).toBe(401)
    await control('/faults', { endpoint: '/lgw/numeros/near', kind: 'error' })
    const busy = await request(app).get('/lgw/numeros/near?gameId=1')
    expect(busy.status).toBe(500)
    expect(LgwErrorSchema.parse(busy.body)).toMatchObject({ status: 500, error: 'Internal Server Error' })
    await control('/status', { maintenance: true })
    const closed = await request(app).get('/lgw/games/game_menus?prizeMode=Lott')
    expect(closed.status).toBe(400)
    expect(LgwErrorSchema.parse(closed.body).message).toMatch(/#543$/)
  })

  it('serves the RSA modulus as plain text, not enveloped', async () => {
    const { get } = setup()
    const res = await get('/wps/session/key/rsa?t=1700000000000')
    expect(res.headers['content-type']).toMatch(/text\/plain/)
    expect(res.text).toMatch(/^[0-9a-f]{256}$/)
  })

  it('keeps the RSA key across reset and across instances of one process', async () => {
    const a = setup()
    const before = (await a.get('/wps/session/key/rsa')).text
    a.sim.reset()
    expect((await a.get('/wps/session/key/rsa')).text).toBe(before)
    expect((await setup().get('/wps/session/key/rsa')).text).toBe(before)
  })
})

describe('every response parses with the upstream schemas', () => {
  const cases: Array<[string, z.ZodType, boolean]> = [
    ['/wps/system/status', SystemStatusSchema, false],
    ['/wps/system/whitelabel', WhiteLabelTreeSchema, false],
    ['/wps/member/info', MemberInfoSchema, true],
    ['/wps/v2/wallets/balance?typeId=0', WalletBalanceSchema, true],
    ['/wps/relay/PROMOFE_countUnclaimedRewards', UnclaimedRewardsSchema, true],
    ['/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=M&merchantCode=sim88&token=', AnnouncementListSchema, false],
    ['/wps/relay/CBS_modelList?active=true&streaming=true', LiveModelListSchema, false],
    ['/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=sim88', VendorGameTypesSchema, false],
    ['/wps/relay/GCSGAME_hotGamesV2?merchantCode=sim88&isPlatform=true&language=UR&platform=html5', HotGamesSchema, false],
    ['/wps/relay/GCSGAME_gameList?merchant=sim88&platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=25&language=EN', GameListSchema, false],
  ]

  it.each(cases)('%s', async (path, schema, needsToken) => {
    const { app, get } = setup()
    let req = get(path)
    if (needsToken) req = req.set('Authorization', await loginToken(app))
    const res = await req
    expect(res.status).toBe(200)
    const parsed = wpsSuccessSchema(schema).safeParse(res.body)
    expect(parsed.error).toBeUndefined()
  })

  it('login result', async () => {
    const { app, post } = setup()
    const res = await post('/wps/session/login/unsecure').send({ username: 'member2', password: 'Passw0rd!', sliderTicket: await solveSlider(app) })
    const value = wpsSuccessSchema(LoginResultSchema).parse(res.body).value
    expect(value).toMatchObject({ id: 10003, userName: 'member2', customerType: 2, firstTimeLogin: false })
    expect(value.token).toMatch(/^[0-9a-f]{32}$/)
  })
})
