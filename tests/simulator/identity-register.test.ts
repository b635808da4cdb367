import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LoginResultSchema, MemberInfoSchema } from '../../schemas/upstream/index.ts'
import { MERCHANT, solveSlider } from './helpers.ts'
import { encrypt, expectFail, expectOk, identitySetup, sendEncrypted } from './identityHelpers.ts'

type Ctx = ReturnType<typeof identitySetup>
/** The wire shape of the settings: field → rule, exactly as sent (no gateway normalisation). */
const Settings = z.record(z.string(), z.record(z.string(), z.unknown()))
/** `{ customerId }` (S14), plus `token` after `login: true` (S15): nothing else. */
const Registered = z.strictObject({ customerId: z.number(), token: z.string().min(1).optional() })
const REGISTER = '/wps/member/register'
const REGISTER_MOBILE = '/wps/member/register/mobile'

/** A complete, valid registration: SMS code, captcha and slider ticket fetched the way a client would. */
async function prepare(ctx: Ctx, extra: Record<string, unknown> = {}, mobile = '123456789') {
  await ctx.json('/wps/verification/sms/register', { mobileNum: `0${mobile}`, countryDialingCode: '60' })
  const { code } = await ctx.sms(mobile)
  const captcha = await ctx.captcha()
  const payload = {
    countryDialingCode: '60',
    registerUrl: 'https://m.example.test/m/register',
    registerMethod: 'H5',
    username: 'newPlayer1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: 'Newbie',
    payeeName: '',
    email: 'new.player@example.test',
    mobileNum: `0${mobile}`,
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    captcha: captcha.code,
    type: 0,
    domain: 'm.example.test',
    verificationCode: code,
    sliderTicket: await solveSlider(ctx.app),
    login: true,
    ...extra,
  }
  return { payload, cookie: captcha.cookie }
}

function register(ctx: Ctx, prepared: { payload: object; cookie: string }, path = REGISTER) {
  return sendEncrypted(ctx.app, 'put', path, prepared.payload, { Cookie: prepared.cookie })
}

describe('GET /wps/system/setting/register', () => {
  it('lists only the fields that are on, with the keys the sources show (no enabled), required ones marked', async () => {
    const { get } = identitySetup()
    const settings = expectOk(await get('/wps/system/setting/register'), Settings)
    expect(Object.keys(settings).sort()).toEqual([
      'affiliateCode',
      'captcha',
      'confirmPassword',
      'email',
      'mobileNum',
      'nickname',
      'password',
      'payeeName',
      'username',
      'verificationCode',
    ])
    expect(settings.username).toEqual({ acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$', minLength: 6, maxLength: 16, patternId: 1, required: true })
    expect(settings.password).toMatchObject({ minLength: 8, maxLength: 20, required: true })
    expect(settings.email).toEqual({ acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 0, maxLength: 254, patternId: 3 })
    expect(settings.nickname).toEqual({ acceptedPattern: '*', minLength: 2, maxLength: 20, patternId: 4 })
    expect(Object.values(settings).some((rule) => 'enabled' in rule || 'message' in rule)).toBe(false)
  })

  it('serves the bare rules of the sources as a variant', async () => {
    const { app, get } = identitySetup()
    await request(app).post('/__sim/variants').send({ endpoint: '/wps/system/setting/register', variant: 'bareRules' })
    const settings = expectOk(await get('/wps/system/setting/register'), Settings)
    expect(Object.values(settings).every((rule) => Object.keys(rule).sort().join() === 'acceptedPattern,maxLength,minLength,patternId')).toBe(true)
  })

  it('gates verificationCode on REGMOBVERF3; the control merges partial rules; reset restores', async () => {
    const { app, get, control } = identitySetup()
    await control('/flags', { REGMOBVERF3: false })
    expect(expectOk(await get('/wps/system/setting/register'), Settings).verificationCode).toBeUndefined()
    const put = (body: object) => request(app).put('/__sim/register-settings').send(body)
    expect((await put({ email: { required: true }, zalo: { enabled: true, acceptedPattern: '^z' }, nickname: { enabled: false } })).status).toBe(200)
    const settings = expectOk(await get('/wps/system/setting/register'), Settings)
    expect(settings.email).toMatchObject({ required: true, maxLength: 254 })
    expect(settings.zalo).toMatchObject({ acceptedPattern: '^z' })
    expect(settings.nickname).toBeUndefined()
    for (const bad of [{ nope: { enabled: true } }, { email: { acceptedPattern: '([' } }, { email: { minLength: -1 } }]) {
      expect((await put(bad)).body.error).toBe('invalid_body')
    }
    await request(app).post('/__sim/reset')
    expect(expectOk(await get('/wps/system/setting/register'), Settings).email?.required).toBeUndefined()
  })
})

describe('username and affiliate checks', () => {
  it('GET /wps/check/username: an envelope alone when free, username.exists when taken (any case)', async () => {
    const { app, get } = identitySetup()
    expect((await get('/wps/check/username?username=freshName1')).body).toEqual({ success: true })
    const taken = expectFail(await get('/wps/check/username?username=Member0'), 'username.exists')
    expect(taken.message).toBe('Sorry, the username already exists')
    expect(expectFail(await get('/wps/check/username'), 'request_param_err', 400).field).toBe('username')
    await request(app).post('/__sim/variants').send({ endpoint: '/wps/check/username', variant: 'nullValue' })
    expect((await get('/wps/check/username?username=freshName1')).body).toEqual({ success: true, value: null })
    await request(app).post('/__sim/variants').send({ endpoint: '/wps/check/username', variant: 'bareFailure' })
    expect((await get('/wps/check/username?username=member0')).body).toEqual({ success: false })
  })

  it('GET /wps/agent/affiliate knows the seed codes', async () => {
    const { get, post } = identitySetup()
    for (const code of ['AGENT88', 'ana2024']) expect((await get(`/wps/agent/affiliate?code=${code}`)).body).toEqual({ success: true })
    expectFail(await get('/wps/agent/affiliate?code=NOPE99'), 'affiliate.code.invalid')
    expect(expectFail(await get('/wps/agent/affiliate?code='), 'request_param_err', 400).field).toBe('code')
    expectFail(await post('/wps/agent/affiliate').send({}), 'http_method_not_support', 400)
    expectFail(await get('/wps/relay/AFFMAN_checkAffiliateCode?code=AGENT88'), 'resource.not.found', 404)
  })
})

describe('PUT /wps/member/register', () => {
  it.each([
    ['JSON object {"value"}', (b: string) => JSON.stringify({ value: b }), 'application/json'],
    ['JSON string literal', (b: string) => JSON.stringify(b), 'application/json'],
    ['bare base64', (b: string) => b, 'text/plain'],
  ])('registers and logs in (body shape: %s); the member can then log in by password and by SMS', async (_label, shape, type) => {
    const ctx = identitySetup()
    const prepared = await prepare(ctx)
    const { body, encryption } = await encrypt(ctx.app, prepared.payload)
    const res = await request(ctx.app)
      .put(REGISTER)
      .set('Merchant', MERCHANT)
      .set('ModuleId', 'REG3')
      .set('Encryption', encryption)
      .set('Cookie', prepared.cookie)
      .type(type)
      .send(shape(body))
    const value = expectOk(res, Registered)
    expect(value).toEqual({ customerId: 10005, token: expect.any(String) })
    const info = expectOk(await ctx.get('/wps/member/info').set('Authorization', value.token ?? ''), MemberInfoSchema)
    expect(info).toMatchObject({ id: 10005, account: 'newPlayer1', nickname: 'Newbie', type: 0, mobile: '0123456****' })
    expect(expectOk(await ctx.login({ username: 'NEWPLAYER1', password: 'abc12345' }), LoginResultSchema).userName).toBe('newPlayer1')
    ctx.clock.now += 60_000
    await ctx.json('/wps/verification/sms/noLogin', { mobileNo: '0123456789', purpose: 'login' })
    const { code } = await ctx.sms('123456789')
    const bySms = await sendEncrypted(ctx.app, 'post', '/wps/session/login', { username: '123456789', password: code, type: 'sms' })
    expect(expectOk(bySms, LoginResultSchema).id).toBe(10005)
    expectFail(await ctx.get('/wps/check/username?username=newplayer1'), 'username.exists')
  })

  it('accepts a minimal payload and an invitation code', async () => {
    const ctx = identitySetup()
    const prepared = await prepare(ctx, { nickname: undefined, email: undefined, affiliateCode: 'AGENT88', registerMethod: undefined, type: undefined })
    expect(expectOk(await register(ctx, prepared), Registered).customerId).toBe(10005)
    expect(ctx.sim.state.members.at(-1)?.account).toBe('newPlayer1')
  })

  it("takes a member's referral code as the invitation code, and counts the invitation for that member", async () => {
    const ctx = identitySetup()
    expect((await ctx.get('/wps/agent/affiliate?code=lee8821')).body).toEqual({ success: true })
    expect(expectOk(await register(ctx, await prepare(ctx, { affiliateCode: 'LEE8821' })), Registered).customerId).toBe(10005)
    const referrer = ctx.sim.state.members.find((m) => m.account === 'member0')
    expect(referrer && ctx.sim.state.money.wallets.get(referrer.id)?.invitations).toBe(4)
  })

  it('logs the new member in only when asked (login: true); accepts registerMethod WEB (the desktop client)', async () => {
    const ctx = identitySetup()
    const value = expectOk(await register(ctx, await prepare(ctx, { login: undefined, registerMethod: 'WEB' })), Registered)
    expect(value).toEqual({ customerId: 10005 })
    expect(ctx.sim.state.sessions.size).toBe(0)
    expect(expectOk(await ctx.login({ username: 'newPlayer1', password: 'abc12345' }), LoginResultSchema).id).toBe(10005)
  })

  it.each([
    ['username', { username: '1abcdef' }],
    ['username', { username: 'abc' }],
    ['username', { username: '' }],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['password', { password: 'ab1', confirmPassword: 'ab1' }],
    ['password', { password: undefined }],
    ['confirmPassword', { confirmPassword: 'abc12346' }],
    ['mobileNum', { mobileNum: '12ab567' }],
    ['mobileNum', { mobileNum: '' }],
    ['email', { email: 'not-an-address' }],
    ['nickname', { nickname: 'N' }],
    ['affiliateCode', { affiliateCode: 'a!' }],
    ['registerMethod', { registerMethod: 'DESKTOP' }],
    ['countryDialingCode', { countryDialingCode: 'sixty' }],
    ['verificationCode', { verificationCode: '' }],
    ['login', { login: 'yes' }],
  ])('answers 400 request_param_err naming %s', async (field, patch) => {
    const ctx = identitySetup()
    const failure = expectFail(await register(ctx, await prepare(ctx, patch)), 'request_param_err', 400)
    expect(failure.field).toBe(field)
    expect(failure.message).toContain(field)
  })

  it.each([
    ['username.exists', { username: 'Member2' }, 'Sorry, the username already exists'],
    ['captcha.error', { captcha: '' }, 'Please Enter The Correct Captcha Code'],
    ['verification.code.error', { verificationCode: '000000x' }, 'Verification code error'],
    ['affiliate.code.invalid', { affiliateCode: 'ZZZZ99' }, 'Invalid invitation code'],
  ])('answers %s', async (errorCode, patch, message) => {
    const ctx = identitySetup()
    const failure = expectFail(await register(ctx, await prepare(ctx, patch)), errorCode)
    expect(failure.message).toBe(message)
    expect(ctx.sim.state.members).toHaveLength(35)
  })

  it('answers mobile.exists for a registered number, verification.code.error for a wrong code and a wrong captcha', async () => {
    const ctx = identitySetup()
    const taken = await prepare(ctx, {}, '555000111')
    expectFail(await register(ctx, { ...taken, payload: { ...taken.payload, mobileNum: '0133671234' } }), 'mobile.exists')
    const wrongCode = await prepare(ctx, {}, '555000112')
    const code = wrongCode.payload.verificationCode
    expectFail(
      await register(ctx, { ...wrongCode, payload: { ...wrongCode.payload, verificationCode: code === '000000' ? '111111' : '000000' } }),
      'verification.code.error',
    )
    const wrongCaptcha = await prepare(ctx, {}, '555000113')
    const other = wrongCaptcha.payload.captcha === '000000' ? '111111' : '000000'
    expectFail(await register(ctx, { ...wrongCaptcha, payload: { ...wrongCaptcha.payload, captcha: other } }), 'captcha.error')
    expectFail(await register(ctx, { ...(await prepare(ctx, {}, '555000114')), cookie: '' }), 'captcha.error')
  })

  it('follows the settings: disabled captcha rule, REGMOBVERF3 off, a required e-mail', async () => {
    const ctx = identitySetup()
    await request(ctx.app)
      .put('/__sim/register-settings')
      .send({ captcha: { enabled: false }, email: { required: true } })
    await ctx.control('/flags', { REGMOBVERF3: false })
    const payload = {
      username: 'plainUser1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '188777666',
      sliderTicket: await solveSlider(ctx.app),
    }
    expect(expectFail(await sendEncrypted(ctx.app, 'put', REGISTER, payload), 'request_param_err', 400).field).toBe('email')
    const value = expectOk(await sendEncrypted(ctx.app, 'put', REGISTER, { ...payload, email: 'p@example.test' }), Registered)
    expect(value).toEqual({ customerId: 10005 })
    expect(ctx.sim.state.members.at(-1)?.account).toBe('plainUser1')
  })

  it('matches the whole value against an acceptedPattern the platform writes without anchors', async () => {
    const ctx = identitySetup()
    await request(ctx.app)
      .put('/__sim/register-settings')
      .send({ username: { acceptedPattern: '[a-z]{6,16}' } })
    const bad = await prepare(ctx, { username: '!!abcdefg' })
    expect(expectFail(await register(ctx, bad), 'request_param_err', 400).field).toBe('username')
    const good = await prepare(ctx, { username: 'abcdefg' }, '123456788')
    expect(expectOk(await register(ctx, good), Registered).customerId).toBe(10005)
    expect(ctx.sim.state.members.at(-1)?.account).toBe('abcdefg')
  })

  it('records the device id the payload carries; without a token when switched to noToken', async () => {
    const ctx = identitySetup()
    await request(ctx.app).post('/__sim/variants').send({ endpoint: REGISTER, variant: 'noToken' })
    const prepared = await prepare(ctx, { loginDeviceId: 'dev-123' })
    expect(expectOk(await register(ctx, prepared), Registered)).toEqual({ customerId: 10005 })
    expect((await request(ctx.app).get('/__sim/devices?account=newplayer1')).body.register).toMatchObject({ loginDeviceId: 'dev-123' })
  })

  it('answers #543 while USERNAMEREG3 or REG3 is off, #459 for other methods, request_body_required for bad ciphertext', async () => {
    const ctx = identitySetup()
    await ctx.control('/flags', { USERNAMEREG3: false })
    expectFail(await register(ctx, await prepare(ctx)), 'function.not.available', 400)
    await ctx.control('/flags', { USERNAMEREG3: true, REG3: false })
    expectFail(await register(ctx, await prepare(ctx, {}, '123456788')), 'function.not.available', 400)
    await ctx.control('/flags', { REG3: true })
    expectFail(await ctx.post(REGISTER).send({}), 'http_method_not_support', 400)
    const { encryption } = await encrypt(ctx.app, { username: 'x' })
    const garbage = await request(ctx.app).put(REGISTER).set('Merchant', MERCHANT).set('Encryption', encryption).send({ value: 'bm90IGRlcw==' })
    expect(garbage.body).toEqual({ success: false, errorCode: 'request_body_required', message: 'System error' })
    expectFail(await request(ctx.app).put(REGISTER).set('Merchant', MERCHANT).send({ username: 'plain' }), 'request_body_required', 400)
  })
})

describe('PUT /wps/member/register/mobile', () => {
  it('registers by number and SMS code; the username defaults to m + number', async () => {
    const ctx = identitySetup()
    const prepared = await prepare(ctx, { username: undefined })
    const value = expectOk(await register(ctx, prepared, REGISTER_MOBILE), Registered)
    expect(ctx.sim.state.members.at(-1)).toMatchObject({ account: 'm123456789', type: 0 })
    expect(expectOk(await ctx.login({ username: 'm123456789', password: 'abc12345' }), LoginResultSchema).id).toBe(value.customerId)
  })

  it('needs the number and the code even when the settings do not; #543 while MOBILENUMREG3 is off', async () => {
    const ctx = identitySetup()
    await request(ctx.app)
      .put('/__sim/register-settings')
      .send({ mobileNum: { enabled: false, required: false } })
    await ctx.control('/flags', { REGMOBVERF3: false })
    const noNumber = await prepare(ctx, { mobileNum: undefined })
    expect(expectFail(await register(ctx, noNumber, REGISTER_MOBILE), 'request_param_err', 400).field).toBe('mobileNum')
    const noCode = await prepare(ctx, { verificationCode: undefined }, '123456700')
    expect(expectFail(await register(ctx, noCode, REGISTER_MOBILE), 'request_param_err', 400).field).toBe('verificationCode')
    await ctx.control('/flags', { MOBILENUMREG3: false })
    expectFail(await register(ctx, await prepare(ctx, {}, '123456701'), REGISTER_MOBILE), 'function.not.available', 400)
  })
})

describe('PUT /wps/member/register: the challenge the merchant has', () => {
  it('with SLIDER3 on, answers slider.invalid without a ticket and registers with one', async () => {
    const ctx = identitySetup()
    await ctx.control('/flags', { SLIDER3: true })
    const failure = expectFail(await register(ctx, await prepare(ctx, { sliderTicket: undefined })), 'slider.invalid')
    expect(failure.message).toBe('Slider check failed')
    expectOk(await register(ctx, await prepare(ctx, {}, '123456780')), Registered)
  })

  it('with CAPTCHA3 on, asks for the captcha even when the registration rules do not', async () => {
    const ctx = identitySetup()
    await request(ctx.app)
      .put('/__sim/register-settings')
      .send({ captcha: { enabled: false } })
    await ctx.control('/flags', { CAPTCHA3: true })
    expectFail(await register(ctx, await prepare(ctx, { captcha: '' })), 'captcha.error')
    expectOk(await register(ctx, await prepare(ctx, {}, '123456780')), Registered)
  })

  it('records the device id of the body and of the SHELL_deviceId cookie, and registerMethod', async () => {
    const ctx = identitySetup()
    const prepared = await prepare(ctx, { loginDeviceId: '772e0b20-91c1-41c5-a522-6f1a9585adbc' })
    const cookie = `${prepared.cookie}; SHELL_deviceId=772e0b20-91c1-41c5-a522-6f1a9585adbc`
    expectOk(await register(ctx, { ...prepared, cookie }), Registered)
    const { register: facts } = (await request(ctx.app).get('/__sim/devices?account=newPlayer1')).body as { register: Record<string, unknown> }
    expect(facts).toMatchObject({
      loginDeviceId: '772e0b20-91c1-41c5-a522-6f1a9585adbc',
      cookieDeviceId: '772e0b20-91c1-41c5-a522-6f1a9585adbc',
      registerMethod: 'H5',
    })
  })
})
