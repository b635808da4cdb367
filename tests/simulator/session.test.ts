import type { Express } from 'express'
import { describe, expect, it } from 'vitest'
import { fetchModulus, gatewayEncrypt, loginToken, PASSWORD, setup, solveSlider } from './helpers.ts'

const base = { username: 'member0', password: PASSWORD, captcha: '', type: 'username', loginDeviceId: 'dev-1', isOfficialAppLogin: false }
const credentials = async (app: Express, extra: object = {}) => ({ ...base, sliderTicket: await solveSlider(app), ...extra })

describe('encrypted login', () => {
  it.each([
    ['JSON object {"value"}', (b: string) => JSON.stringify({ value: b }), 'application/json;charset=UTF-8'],
    ['JSON string literal', (b: string) => JSON.stringify(b), 'application/json'],
    ['bare base64 as text/plain', (b: string) => b, 'text/plain'],
    ['bare base64 labelled JSON', (b: string) => b, 'application/json'],
  ])('round-trips with body shape: %s', async (_label, shape, contentType) => {
    const { app, post } = setup()
    const { body, encryption } = gatewayEncrypt(await credentials(app), await fetchModulus(app))
    const res = await post('/wps/session/login').set('ModuleId', 'COMM3').set('Encryption', encryption).type(contentType).send(shape(body))
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.value).toMatchObject({ id: 10001, userName: 'member0', customerType: 0, firstTimeLogin: false })
    expect(res.body.value.token).toMatch(/^[0-9a-f]{32}$/)
  })

  it('accepts left-padded hex, multi-block headers and the X-Digest twin', async () => {
    const { app, post } = setup()
    const modulus = await fetchModulus(app)
    for (const options of [{ pad: true }, { blocks: 2 }]) {
      const { body, encryption } = gatewayEncrypt(await credentials(app), modulus, options)
      const res = await post('/wps/session/login').set('Encryption', encryption).send({ value: body })
      expect(res.body.success).toBe(true)
    }
    const { body, encryption } = gatewayEncrypt(await credentials(app), modulus)
    const viaDigest = await post('/wps/session/login').set('Encryption', encryption).set('X-Digest', body).set('X-RSA', 'k')
    expect(viaDigest.body.success).toBe(true)
  })

  it.each([
    ['no Encryption header', async (enc: ReturnType<typeof gatewayEncrypt>) => ({ headers: {}, body: { value: enc.body } })],
    ['garbage body', async (enc: ReturnType<typeof gatewayEncrypt>) => ({ headers: { Encryption: enc.encryption }, body: 'garbage!!' })],
    ['garbage header', async (enc: ReturnType<typeof gatewayEncrypt>) => ({ headers: { Encryption: 'zz-not-hex' }, body: { value: enc.body } })],
    [
      'header of another key',
      async (enc: ReturnType<typeof gatewayEncrypt>) => ({ headers: { Encryption: `${enc.encryption.slice(0, -4)}0000` }, body: { value: enc.body } }),
    ],
    ['empty body', async (enc: ReturnType<typeof gatewayEncrypt>) => ({ headers: { Encryption: enc.encryption }, body: '' })],
  ])('answers 400 request_body_required for %s', async (_label, build) => {
    const { app, post } = setup()
    const request = await build(gatewayEncrypt(await credentials(app), await fetchModulus(app)))
    const res = await post('/wps/session/login').set(request.headers).send(request.body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, errorCode: 'request_body_required', message: 'System error' })
  })

  it('answers 200 login.password.error for wrong credentials', async () => {
    const { app, post } = setup()
    const { body, encryption } = gatewayEncrypt(await credentials(app, { password: 'nope' }), await fetchModulus(app))
    const res = await post('/wps/session/login').set('Encryption', encryption).send({ value: body })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: false, errorCode: 'login.password.error', message: 'Incorrect username or password' })
    const unknown = await post('/wps/session/login/unsecure').send({ username: 'ghost', password: PASSWORD, sliderTicket: await solveSlider(app) })
    expect(unknown.body.errorCode).toBe('login.password.error')
  })

  it('rejects POST-only login via GET with #459', async () => {
    const { get } = setup()
    const res = await get('/wps/session/login')
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('http_method_not_support')
  })
})

describe('sessions', () => {
  it('requires a raw token on member endpoints', async () => {
    const { app, get } = setup()
    for (const auth of [undefined, 'deadbeef', `Bearer ${await loginToken(app)}`]) {
      const req = get('/wps/member/info')
      const res = await (auth === undefined ? req : req.set('Authorization', auth))
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session' })
    }
  })

  it('returns the seeded member profile, wallet and rewards', async () => {
    const { app, get } = setup()
    const token = await loginToken(app, 'member1')
    const info = await get('/wps/member/info').set('Authorization', token)
    expect(info.body.value).toMatchObject({ id: 10002, account: 'member1', nickname: null, type: 1, mobile: '0177234****', clubLabel: { labelName: 'VIP1' } })
    const wallet = await get('/wps/v2/wallets/balance?typeId=0').set('Authorization', token)
    expect(wallet.body.value).toEqual({ sumBalance: 5000, currency: 'CNY', currencySymbol: '￥', balance: [{ accountTypeId: 2, availBalance: 5000 }] })
    const zero = await get('/wps/relay/PROMOFE_countUnclaimedRewards').set('Authorization', token)
    expect(zero.body.value).toEqual({ count: 0 })
    const rich = await get('/wps/relay/PROMOFE_countUnclaimedRewards').set('Authorization', await loginToken(app, 'member0'))
    expect(rich.body.value).toEqual({ count: 3 })
  })

  it('ends the previous session when the member logs in elsewhere', async () => {
    const { app, get } = setup()
    const first = await loginToken(app)
    const second = await loginToken(app)
    expect((await get('/wps/member/info').set('Authorization', first)).body.errorCode).toBe('login.not.session')
    expect((await get('/wps/member/info').set('Authorization', second)).status).toBe(200)
    const other = await loginToken(app, 'member2')
    expect((await get('/wps/member/info').set('Authorization', second)).status).toBe(200)
    expect((await get('/wps/member/info').set('Authorization', other)).body.value.nickname).toBe('Agent Ana')
  })

  it('logs out with DELETE or POST', async () => {
    const { app, get, del, post } = setup()
    const a = await loginToken(app, 'member0')
    expect((await del('/wps/session/logout').set('Authorization', a)).body).toEqual({ success: true, value: true })
    expect((await get('/wps/member/info').set('Authorization', a)).status).toBe(401)
    const b = await loginToken(app, 'trial4')
    expect((await post('/wps/session/logout').set('Authorization', b)).body.value).toBe(true)
    expect((await post('/wps/session/logout').set('Authorization', b)).status).toBe(401)
  })

  it('expires a token after 2 hours idle, and activity keeps it alive', async () => {
    let now = 1_000_000
    const { app, get } = setup({ now: () => now })
    const token = await loginToken(app)
    now += 100 * 60 * 1000
    expect((await get('/wps/member/info').set('Authorization', token)).status).toBe(200)
    now += 100 * 60 * 1000
    expect((await get('/wps/member/info').set('Authorization', token)).status).toBe(200)
    now += 2 * 60 * 60 * 1000 + 1
    expect((await get('/wps/member/info').set('Authorization', token)).status).toBe(401)
  })

  it('reset drops all sessions', async () => {
    const { app, get, sim } = setup()
    const token = await loginToken(app)
    sim.reset()
    expect((await get('/wps/member/info').set('Authorization', token)).status).toBe(401)
  })

  it('unsecure login rejects a non-JSON body and a payload without credentials', async () => {
    const { app, post } = setup()
    expect((await post('/wps/session/login/unsecure').type('text/plain').send('{oops')).body.errorCode).toBe('request_body_required')
    const res = await post('/wps/session/login/unsecure').send({ username: 'member0', sliderTicket: await solveSlider(app) })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('request_param_err')
  })
})
