import { createServer, request as httpRequest, type Server } from 'node:http'
import forge from 'node-forge'
import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../gateway/app.ts'
import { loadConfig } from '../../gateway/config.ts'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { act, buildTestApp, login, ROOT, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
      SMS_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const errorOf = (body: unknown) => ErrorResponseSchema.parse(body).error

/** Captcha, slider and SMS code done the way a player does them, then the values of a valid form. */
async function prepared(agent: supertest.Agent, mobile: string, extra: Record<string, unknown> = {}) {
  await agent.get('/api/data/captcha')
  const { code: captcha } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
  expect((await act(agent, 'sendSms', { purpose: 'register', mobileNum: mobile })).status).toBe(200)
  const { code } = await simGet<{ code: string }>(agent, `/__sim/sms/last?mobile=${mobile.replace(/^0/, '')}`)
  expect((await solveSlider(agent)).status).toBe(200)
  return {
    mode: 'username',
    agreement: true,
    registerMethod: 'H5',
    username: 'newbie01',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    verificationCode: code,
    captcha,
    ...extra,
  }
}

describe('POST /api/actions/register', () => {
  it('registers a member by user name, logs them in, and the account then logs in by password', async () => {
    const fresh = t.request()
    const sent = await act(fresh, 'sendSms', { purpose: 'register', mobileNum: '0123456781' })
    // The page counts down from when it sent the request, so the request's own delay is taken off.
    expect((ActionResultSchema.parse(sent.body).data as { seconds: number }).seconds).toBe(300)
    await t.control('/__sim/reset')
    const values = await prepared(fresh, '0123456781', { email: 'newbie@example.test', nickname: 'Newbie' })
    const res = await act(fresh, 'register', values)
    expect(res.status).toBe(200)
    const result = ActionResultSchema.parse(res.body)
    expect(result.data).toMatchObject({ userName: 'newbie01', type: 0 })
    expect(result.then).toEqual([{ type: 'navigate', to: '/m/home', replace: true }])
    const screen = ScreenResponseSchema.parse((await fresh.get('/api/screen').query({ path: '/m/home' })).body)
    expect(screen.viewer).toEqual({ role: 'member', loggedIn: true })
    expect((await login(t.request(), { username: 'newbie01', password: 'Secret123' })).status).toBe(200)
  })

  it('registers by mobile number on the mobile endpoint', async () => {
    const agent = t.request()
    const { verificationCode, captcha } = await prepared(agent, '0166554433')
    const res = await act(agent, 'register', {
      mode: 'mobile',
      agreement: true,
      mobileNum: '0166554433',
      verificationCode,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha,
    })
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ type: 0 })
  })

  it('registers by mobile on a platform that reads the number from mobile, as S4 sends it', async () => {
    await t.control('/__sim/variants', { endpoint: '/wps/member/register/mobile', variant: 's4Mobile' })
    const agent = t.request()
    const { verificationCode, captcha } = await prepared(agent, '0166554434')
    const body = { mode: 'mobile', agreement: true, mobileNum: '0166554434', verificationCode, password: 'Secret123', confirmPassword: 'Secret123', captcha }
    const res = await act(agent, 'register', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ type: 0 })
  })

  it.each([
    [{ username: '1abc' }, 'username', 'Account format is incorrect'],
    [{ password: 'short' }, 'password', 'Password format is incorrect'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Secret124' }, 'confirmPassword', 'The two passwords do not match'],
    [{ email: 'not-an-address' }, 'email', 'E-mail format is incorrect'],
    [{ captcha: '' }, 'captcha', 'Enter a captcha'],
    [{ captcha: '12a' }, 'captcha', 'Enter a captcha'],
    [{ verificationCode: '' }, 'verificationCode', 'Please enter the SMS code'],
    [{ mobileNum: '12' }, 'mobileNum', 'Please enter a valid mobile number'],
    [{ affiliateCode: '!!' }, 'affiliateCode', 'Invalid invitation code'],
    [{ agreement: false }, 'agreement', 'Please accept the terms to register'],
  ])('refuses %j with the message of field %s', async (change, field, message) => {
    const res = await act(t.request(), 'register', {
      mode: 'username',
      agreement: true,
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '0123456789',
      verificationCode: '123456',
      captcha: '123456',
      ...change,
    })
    expect(res.status).toBe(400)
    expect(errorOf(res.body)).toEqual({ code: 'GW_FORM_INVALID', message, field })
  })

  it('lets empty optional fields pass, and enforces a field the operator made required', async () => {
    await fetch(`${t.sim.url}/__sim/register-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: { required: true } }),
    })
    const res = await act(t.request(), 'register', {
      mode: 'username',
      agreement: true,
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '0123456789',
      verificationCode: '123456',
      captcha: '123456',
    })
    expect(errorOf(res.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Name format is not valid', field: 'nickname' })
  })

  it('says when the name is taken, and checks availability on request', async () => {
    const agent = t.request()
    const taken = await act(agent, 'checkUsername', { username: 'member0' })
    expect(ActionResultSchema.parse(taken.body).data).toEqual({ available: false, message: 'Sorry, the username already exists' })
    expect(ActionResultSchema.parse((await act(agent, 'checkUsername', { username: 'freshname1' })).body).data).toEqual({ available: true })
    const res = await act(agent, 'register', await prepared(agent, '0123456782', { username: 'member0' }))
    expect(res.status).toBe(409)
    expect(errorOf(res.body)).toEqual({ code: 'GW_REGISTER_NAME_TAKEN', message: 'Sorry, the username already exists', field: 'username' })
  })

  it('checks a typed affiliate code first, and accepts a known one', async () => {
    const agent = t.request()
    const bad = await act(agent, 'register', await prepared(agent, '0123456783', { affiliateCode: 'NOPE99' }))
    expect(bad.status).toBe(400)
    expect(errorOf(bad.body)).toEqual({ code: 'GW_REGISTER_AFFILIATE_INVALID', message: 'Invalid invitation code', field: 'affiliateCode' })
    const good = await act(agent, 'register', await prepared(agent, '0123456784', { affiliateCode: 'AGENT88', username: 'invited01' }))
    expect(good.status).toBe(200)
  })

  it('refuses a wrong SMS code, a wrong captcha and a spent captcha with their fields', async () => {
    const agent = t.request()
    const wrongCode = await act(agent, 'register', await prepared(agent, '0123456785', { verificationCode: '000000' }))
    expect(errorOf(wrongCode.body)).toMatchObject({ code: 'GW_AUTH_CODE_INVALID', field: 'verificationCode' })
    const wrongCaptcha = await act(agent, 'register', await prepared(agent, '0123456786', { captcha: '000000' }))
    expect(errorOf(wrongCaptcha.body)).toMatchObject({ code: 'GW_AUTH_CAPTCHA_INVALID', field: 'captcha' })
    const values = await prepared(agent, '0123456787')
    expect((await act(agent, 'register', values)).status).toBe(200)
    const again = await act(agent, 'register', { ...values, username: 'another01' })
    expect(errorOf(again.body)).toMatchObject({ code: 'GW_AUTH_CAPTCHA_INVALID', field: 'captcha' })
  })

  it('says the mobile number is taken', async () => {
    const agent = t.request()
    const sent = await act(agent, 'sendSms', { purpose: 'register', mobileNum: '0133671234' })
    expect(sent.status).toBe(409)
    expect(errorOf(sent.body)).toMatchObject({ code: 'GW_REGISTER_MOBILE_TAKEN', field: 'mobileNum' })
  })

  it('answers 403 for a method the operator switched off', async () => {
    await t.control('/__sim/flags', { USERNAMEREG3: false })
    const res = await act(t.request(), 'register', { mode: 'username', agreement: true, username: 'newbie01' })
    expect(res.status).toBe(403)
    expect(errorOf(res.body)).toMatchObject({ code: 'GW_FEATURE_UNAVAILABLE', field: 'mode' })
  })
})

/** A stand-in that hands the gateway a different RSA key: its ciphertexts cannot be read by the platform. */
async function wrongKeyProxy(target: string): Promise<{ url: string; server: Server }> {
  const { publicKey } = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 })
  const modulus = publicKey.n.toString(16)
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/wps/session/key/rsa')) {
      res.setHeader('content-type', 'text/plain')
      res.end(modulus)
      return
    }
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return { url: `http://127.0.0.1:${address.port}`, server }
}

describe('encrypted bodies', () => {
  it('a body the platform cannot decrypt is refused by it, and the page gets a clean 502', async () => {
    const proxy = await wrongKeyProxy(t.sim.url)
    const app = await buildApp({
      config: loadConfig({ LAYOUTS_DIR: `${ROOT}/layouts`, CLIENT_DIR: `${ROOT}/dist/client` }),
      upstreamUrl: proxy.url,
      watchLayouts: false,
      logger: false,
    })
    try {
      await app.ready()
      const { default: st } = await import('supertest')
      const agent = st.agent(app.server)
      expect((await solveSlider(agent)).status).toBe(200)
      const res = await act(agent, 'login', { username: 'member0', password: 'Passw0rd!' })
      expect(res.status).toBe(502)
      expect(errorOf(res.body)).toEqual({ code: 'GW_UPSTREAM_REJECTED', message: 'Unknown error' })
      const direct = await fetch(`${proxy.url}/wps/member/register`, {
        method: 'PUT',
        headers: { Merchant: 'sim88', 'content-type': 'application/json', Encryption: 'abcdef' },
        body: JSON.stringify({ value: 'bm90IGEgY2lwaGVy' }),
      })
      expect(direct.status).toBe(400)
      expect(await direct.json()).toMatchObject({ success: false, errorCode: 'request_body_required' })
    } finally {
      await app.close()
      proxy.server.close()
    }
  })
})
