import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { FreePlayResultSchema, LoginFailureValueSchema, LoginResultSchema, MemberInfoSchema } from '../../schemas/upstream/index.ts'
import { rsaEncryptStringToHex } from '../../simulator/crypto.ts'
import { fetchModulus, loginToken, randomKey, solveSlider } from './helpers.ts'
import { expectFail, expectOk, identitySetup, sendEncrypted } from './identityHelpers.ts'

/** The simulator's answer to `sms/noLogin` (the seeds' shape: no source shows one). */
const SmsNoLoginResultSchema = z.strictObject({ expirationTime: z.number().int() })

describe('POST /wps/session/login: the challenge the merchant has', () => {
  it('asks for no slider by default; with SLIDER3 on it demands a ticket in username mode, and its paths answer #543 while off', async () => {
    const { app, get, control, password } = identitySetup()
    const bare = { username: 'member0', password, type: 'username' }
    expectOk(await sendEncrypted(app, 'post', '/wps/session/login', bare), LoginResultSchema)
    expectFail(await get('/wps/captcha/slider'), 'function.not.available', 400)
    await control('/flags', { SLIDER3: true })
    expectFail(await sendEncrypted(app, 'post', '/wps/session/login', bare), 'slider.invalid')
    expectFail(await sendEncrypted(app, 'post', '/wps/session/login', { ...bare, sliderTicket: 'made-up' }), 'slider.invalid')
    expectOk(await sendEncrypted(app, 'post', '/wps/session/login', { ...bare, sliderTicket: await solveSlider(app) }), LoginResultSchema)
    await request(app).post('/__sim/reset')
    expectOk(await sendEncrypted(app, 'post', '/wps/session/login', bare), LoginResultSchema)
  })

  it('with CAPTCHA3 on, checks the image captcha on every login, single use', async () => {
    const { app, control, captcha, login, password } = identitySetup()
    await control('/flags', { CAPTCHA3: true })
    expectFail(await login({ username: 'member0', password }), 'captcha.error')
    const issued = await captcha()
    const wrong = issued.code === '000000' ? '111111' : '000000'
    expectFail(await login({ username: 'member0', password, captcha: wrong }, { Cookie: issued.cookie }), 'captcha.error')
    const fresh = await captcha()
    expectOk(await login({ username: 'member0', password, captcha: fresh.code }, { Cookie: fresh.cookie }), LoginResultSchema)
    expectFail(await login({ username: 'member0', password, captcha: fresh.code }, { Cookie: fresh.cookie }), 'captcha.error')
    expect((await request(app).get('/__sim/flags')).body.flags).toMatchObject({ CAPTCHA3: true, GEETEST3: false, SLIDER3: false })
  })

  it('with GEETEST3 on, serves the captcha id and refuses a login without a GeeTest result (#1066)', async () => {
    const { app, get, control, login, password } = identitySetup()
    expectFail(await get('/wps/captcha/geetest?product=register'), 'function.not.available', 400)
    await control('/flags', { GEETEST3: true })
    const { gt } = expectOk(await get('/wps/captcha/geetest?product=register'), z.object({ gt: z.string().regex(/^[0-9a-f]{32}$/) }))
    expect(expectFail(await login({ username: 'member0', password }), 'geetest.validate.required').message).toContain('#1066')
    const result = { captcha_id: gt, lot_number: 'l1', pass_token: 'p1', gen_time: '1700000000', captcha_output: 'o1' }
    expect((await request(app).get('/__sim/flags')).body.flags.GEETEST3).toBe(true)
    expectOk(await login({ username: 'member0', password, geetestValidateV4: result }), LoginResultSchema)
    expectFail(await login({ username: 'member0', password, geetestValidateV4: { ...result, captcha_id: 'other' } }), 'geetest.validate.required')
  })
})

describe('POST /wps/session/login: failed logins and captcha', () => {
  it('flags the captcha from the 2nd failure, then demands it until a successful login', async () => {
    const { login, captcha, password } = identitySetup()
    const first = expectFail(await login({ username: 'member1', password: 'bad' }), 'login.password.error')
    expect(first.value).toBeUndefined()
    const second = expectFail(await login({ username: 'member1', password: 'bad' }), 'login.password.error')
    expect(LoginFailureValueSchema.parse(second.value)).toEqual({ captcha: true })
    const missing = expectFail(await login({ username: 'member1', password }), 'captcha.error')
    expect(missing).toMatchObject({ message: 'Please Enter The Correct Captcha Code', value: { captcha: true } })
    const wrong = await captcha()
    const wrongCode = wrong.code === '000000' ? '111111' : '000000'
    expectFail(await login({ username: 'member1', password, captcha: wrongCode }, { Cookie: wrong.cookie }), 'captcha.error')
    const third = await captcha()
    const badAgain = expectFail(await login({ username: 'member1', password: 'bad', captcha: third.code }, { Cookie: third.cookie }), 'login.password.error')
    expect(badAgain.value).toEqual({ captcha: true })
    const right = await captcha()
    const ok = expectOk(await login({ username: 'member1', password, captcha: right.code }, { Cookie: right.cookie }), LoginResultSchema)
    expect(ok).toMatchObject({ userName: 'member1', customerType: 1, firstTimeLogin: true })
    expectFail(await login({ username: 'member1', password: 'bad' }), 'login.password.error')
    expect((await login({ username: 'member1', password })).body.success).toBe(true)
  })

  it('counts failures per account', async () => {
    const { login, password } = identitySetup()
    for (let i = 0; i < 2; i++) await login({ username: 'member0', password: 'bad' })
    expect((await login({ username: 'member2', password })).body.success).toBe(true)
    expectFail(await login({ username: 'member0', password }), 'captcha.error')
  })
})

describe('POST /wps/session/login: SMS mode', () => {
  it('logs in with the code sent for purpose login, without a slider; the code is single use', async () => {
    const { app, json, sms } = identitySetup()
    const sent = expectOk(
      await json('/wps/verification/sms/noLogin', { mobileNo: '0133671234', countryDialingCode: '60', purpose: 'login' }),
      SmsNoLoginResultSchema,
    )
    const { code, purpose, expiresAt } = await sms('133671234')
    expect({ purpose, expiresAt }).toEqual({ purpose: 'login', expiresAt: sent.expirationTime })
    const payload = { username: '133671234', password: code, type: 'sms' }
    const value = expectOk(await sendEncrypted(app, 'post', '/wps/session/login', payload), LoginResultSchema)
    expect(value).toMatchObject({ id: 10001, userName: 'member0', customerType: 0 })
    expectFail(await sendEncrypted(app, 'post', '/wps/session/login', payload), 'verification.code.error')
  })

  it('answers #543 for SMS login and its code while MOBILEVERCODELOGIN3 or its parent COMM3 is off; reset codes still go out', async () => {
    const { app, json, control } = identitySetup()
    expectOk(await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', purpose: 'login' }), SmsNoLoginResultSchema)
    for (const flags of [{ MOBILEVERCODELOGIN3: false }, { MOBILEVERCODELOGIN3: true, COMM3: false }]) {
      await control('/flags', flags)
      expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '177234567', purpose: 'login' }), 'function.not.available', 400)
      expectFail(
        await sendEncrypted(app, 'post', '/wps/session/login', { username: '133671234', password: '000000', type: 'sms' }),
        'function.not.available',
        400,
      )
    }
    expectOk(await json('/wps/verification/sms/noLogin', { mobileNo: '198812345', purpose: 'reset' }), SmsNoLoginResultSchema)
  })

  it('refuses a wrong, expired or other-purpose code and an unknown number', async () => {
    const { app, json, sms, clock } = identitySetup()
    await json('/wps/verification/sms/noLogin', { mobileNo: '177234567', purpose: 'reset' })
    const reset = await sms('177234567')
    const smsLogin = (username: string, password: string) => sendEncrypted(app, 'post', '/wps/session/login', { username, password, type: 'sms' })
    const failure = expectFail(await smsLogin('177234567', reset.code), 'verification.code.error')
    expect(failure.message).toBe('Verification code error')
    clock.now += 61_000
    await json('/wps/verification/sms/noLogin', { mobileNo: '177234567', purpose: 'login' })
    const { code } = await sms('177234567')
    expectFail(await smsLogin('177234567', code === '123456' ? '654321' : '123456'), 'verification.code.error')
    expectFail(await smsLogin('999999999', code), 'verification.code.error')
    clock.now += 5 * 60 * 1000 + 1
    expectFail(await smsLogin('177234567', code), 'verification.code.error')
  })
})

describe('disabled accounts', () => {
  it('answer user.disabled by password and by SMS, and lose their sessions', async () => {
    const { app, control, login, json, sms, get, password } = identitySetup()
    const token = await loginToken(app, 'member2')
    expect((await control('/members/disabled', { account: 'MEMBER2', disabled: true })).body).toEqual({ account: 'member2', disabled: true })
    expectFail(await get('/wps/member/info').set('Authorization', token), 'login.not.session', 401)
    const failure = expectFail(await login({ username: 'member2', password }), 'user.disabled')
    expect(failure.message).toBe('Sorry, the user does not exist or is disabled')
    await json('/wps/verification/sms/noLogin', { mobileNo: '198812345', purpose: 'login' })
    const { code } = await sms('198812345')
    expectFail(await sendEncrypted(app, 'post', '/wps/session/login', { username: '198812345', password: code, type: 'sms' }), 'user.disabled')
    await control('/members/disabled', { account: 'member2', disabled: false })
    expect((await login({ username: 'member2', password })).body.success).toBe(true)
    expect((await control('/members/disabled', { account: 'ghost', disabled: true })).status).toBe(404)
  })
})

describe('POST /wps/session/login/freeplay', () => {
  /** The body S11 `loginFreePlay` posts: OS, platform, the RSA block of a reversed random key, gateway version. */
  async function freePlayBody(app: Parameters<typeof fetchModulus>[0]) {
    const n = BigInt(`0x${await fetchModulus(app)}`)
    return { os: 'Android', platform: 'W', Encryption: rsaEncryptStringToHex(randomKey(), { n, e: 0x10001n }), 'X-Gateway-Version': 3 }
  }

  it('creates a trial member with 2000 and logs it in, from the body public clients send', async () => {
    const { app, get, post } = identitySetup()
    const value = expectOk(await post('/wps/session/login/freeplay').send(await freePlayBody(app)), FreePlayResultSchema)
    expect(value).toMatchObject({ customerType: 4, trail: 1, firstTimeLogin: true })
    expect(value.userName).toMatch(/^TRIAL\d{6}$/)
    const info = expectOk(await get('/wps/member/info').set('Authorization', value.token), MemberInfoSchema)
    expect(info).toMatchObject({ account: value.userName, type: 4, mobile: null })
    const wallet = await get('/wps/v2/wallets/balance').set('Authorization', value.token)
    expect(wallet.body.value.sumBalance).toBe(2000)
    const other = expectOk(await post('/wps/session/login/freeplay').send(await freePlayBody(app)), FreePlayResultSchema)
    expect(other.userName).not.toBe(value.userName)
  })

  it('refuses a body without the fields S11 sends, and an Encryption the key does not open', async () => {
    const { app, post } = identitySetup()
    expect(expectFail(await post('/wps/session/login/freeplay').send({}), 'request_param_err', 400).field).toBe('os')
    const body = await freePlayBody(app)
    expectFail(await post('/wps/session/login/freeplay').send({ ...body, Encryption: 'abc123' }), 'request_body_required', 400)
  })

  it('answers #543 while FREEPLAY3 is off, and reset forgets trial members', async () => {
    const { app, get, post, control, sim } = identitySetup()
    const { token } = expectOk(await post('/wps/session/login/freeplay').send(await freePlayBody(app)), FreePlayResultSchema)
    sim.reset()
    expectFail(await get('/wps/member/info').set('Authorization', token), 'login.not.session', 401)
    expect(sim.state.members.map((m) => m.account)).toEqual([
      'member0',
      'member1',
      'member2',
      'trial4',
      'agent1',
      'down1',
      'down2',
      'down3',
      'subagent1',
      'sub1m1',
      'sub1m2',
      ...Array.from({ length: 24 }, (_, i) => `team${String(i + 1).padStart(2, '0')}`),
    ])
    await control('/flags', { FREEPLAY3: false })
    const res = await post('/wps/session/login/freeplay').send(await freePlayBody(app))
    expect(expectFail(res, 'function.not.available', 400).message).toMatch(/#543$/)
    await control('/flags', { FREEPLAY3: true, COMM3: false })
    expectFail(await post('/wps/session/login/freeplay'), 'function.not.available', 400)
    expect((await request(app).get('/wps/session/login/freeplay').set('Merchant', 'sim88')).body.errorCode).toBe('http_method_not_support')
  })
})

describe('POST /__sim/sessions/expire', () => {
  it('ends every session: the next call answers 401 login.not.session', async () => {
    const { app, get, control } = identitySetup()
    const a = await loginToken(app, 'member0')
    const b = await loginToken(app, 'member1')
    expect((await control('/sessions/expire', {})).body).toEqual({ ended: 2 })
    for (const token of [a, b]) expectFail(await get('/wps/member/info').set('Authorization', token), 'login.not.session', 401)
  })

  it.each(['user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'])('ends one session with %s answered once', async (errorCode) => {
    const { app, get, control } = identitySetup()
    const a = await loginToken(app, 'member0')
    const b = await loginToken(app, 'member1')
    expect((await control('/sessions/expire', { token: a, errorCode })).body).toEqual({ ended: 1 })
    expectFail(await get('/wps/member/info').set('Authorization', a), errorCode, 401)
    expectFail(await get('/wps/member/info').set('Authorization', a), 'login.not.session', 401)
    expect((await get('/wps/member/info').set('Authorization', b)).status).toBe(200)
    expect((await control('/sessions/expire', { errorCode: 'nope' })).status).toBe(400)
  })
})
