import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, act, buildTestApp, login, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', SMS_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const errorOf = (body: unknown) => ErrorResponseSchema.parse(body).error

describe('POST /api/actions/login (user name and password)', () => {
  it('needs a solved slider first', async () => {
    const res = await act(t.request(), 'login', ACCOUNTS.member0)
    expect(res.status).toBe(400)
    expect(errorOf(res.body)).toEqual({ code: 'GW_AUTH_SLIDER_INVALID', message: 'Please complete the security check', field: 'slider' })
  })

  it('refuses a slider dropped away from the gap, and accepts one within the tolerance', async () => {
    const agent = t.request()
    const off = await solveSlider(agent, 30)
    expect(off.status).toBe(400)
    expect(errorOf(off.body)).toMatchObject({ code: 'GW_AUTH_SLIDER_INVALID', field: 'slider' })
    const near = await solveSlider(agent, 4)
    expect(near.status).toBe(200)
    expect(JSON.stringify(near.body)).not.toMatch(/ticket/i)
    expect((await act(agent, 'login', ACCOUNTS.member0)).status).toBe(200)
  })

  it('spends the slider ticket: a second login needs a new slider', async () => {
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    const again = await act(agent, 'login', ACCOUNTS.member0)
    expect(errorOf(again.body).code).toBe('GW_AUTH_SLIDER_INVALID')
  })

  it('checks each field with its rule before calling the platform', async () => {
    const agent = t.request()
    const noPassword = await act(agent, 'login', { username: 'member0' })
    expect(noPassword.status).toBe(400)
    expect(errorOf(noPassword.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Enter password', field: 'password' })
    const noName = await act(agent, 'login', { username: '', password: 'x' })
    expect(errorOf(noName.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Please enter your username', field: 'username' })
    const shortCaptcha = await act(agent, 'login', { ...ACCOUNTS.member0, captcha: '12' })
    expect(errorOf(shortCaptcha.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'please write the code', field: 'captcha' })
    const unknownField = await act(agent, 'login', { ...ACCOUNTS.member0, token: 'x' })
    expect(errorOf(unknownField.body).code).toBe('GW_BAD_REQUEST')
  })

  it('asks for the captcha after repeated wrong passwords, then logs in with the right code', async () => {
    const agent = t.request()
    const wrong = { username: 'member0', password: 'Wrong-pass1' }
    const first = await login(agent, wrong)
    expect(first.status).toBe(401)
    expect(errorOf(first.body)).toEqual({ code: 'GW_AUTH_INVALID_CREDENTIALS', message: 'Incorrect username or password' })
    const second = await login(agent, wrong)
    expect(second.status).toBe(401)
    expect(errorOf(second.body)).toEqual({ code: 'GW_AUTH_CAPTCHA_REQUIRED', message: 'Incorrect username or password', field: 'captcha' })
    const withoutCode = await login(agent, ACCOUNTS.member0)
    expect(withoutCode.status).toBe(400)
    expect(errorOf(withoutCode.body)).toEqual({ code: 'GW_AUTH_CAPTCHA_INVALID', message: 'Please enter the correct captcha code', field: 'captcha' })

    const image = await agent.get('/api/data/captcha')
    expect(image.status).toBe(200)
    expect(image.headers['cache-control']).toBe('no-store')
    expect(image.body.image).toMatch(/^data:image\/png;base64,iVBOR/)
    const { code } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    const ok = await login(agent, { ...ACCOUNTS.member0, captcha: code })
    expect(ok.status).toBe(200)
    expect(ActionResultSchema.parse(ok.body).data).toEqual({ userName: 'member0', type: 0, firstTimeLogin: false })
  })

  it('binds the captcha to the browser that fetched it', async () => {
    const agent = t.request()
    await login(agent, { username: 'member0', password: 'Wrong-pass1' })
    await login(agent, { username: 'member0', password: 'Wrong-pass1' })
    await t.request().get('/api/data/captcha')
    const { code } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    const res = await login(agent, { ...ACCOUNTS.member0, captcha: code })
    expect(errorOf(res.body).code).toBe('GW_AUTH_CAPTCHA_INVALID')
  })

  it('refuses a disabled account with its message', async () => {
    await fetch(`${t.sim.url}/__sim/members/disabled`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'member2', disabled: true }),
    })
    const res = await login(t.request(), ACCOUNTS.member2)
    expect(res.status).toBe(403)
    expect(errorOf(res.body)).toEqual({ code: 'GW_AUTH_USER_DISABLED', message: 'Sorry, the user does not exist or is disabled' })
  })
})

describe('a second login in the same browser', () => {
  it('ends the session it replaces on the platform', async () => {
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member1)).status).toBe(200)
    const first = [...t.sim.state.sessions.keys()]
    expect(first).toHaveLength(1)
    expect((await login(agent, ACCOUNTS.member2)).status).toBe(200)
    await vi.waitFor(() => expect(first.filter((token) => t.sim.state.sessions.has(token))).toEqual([]))
    expect(t.sim.state.sessions.size).toBe(1)
  })
})

describe('POST /api/actions/sendSms and SMS login', () => {
  it('sends a login code to a known number (one leading 0 dropped) and logs in with it', async () => {
    const agent = t.request()
    const sent = await act(agent, 'sendSms', { purpose: 'login', mobileNum: '0133671234', countryDialingCode: '60' })
    expect(sent.status).toBe(200)
    const seconds = (ActionResultSchema.parse(sent.body).data as { seconds: number }).seconds
    expect(seconds).toBeGreaterThan(290)
    expect(seconds).toBeLessThanOrEqual(300)
    const sms = await simGet<{ code: string; purpose: string }>(agent, '/__sim/sms/last?mobile=133671234')
    expect(sms.purpose).toBe('login')
    const res = await act(agent, 'login', { mode: 'sms', mobileNum: '0133671234', verificationCode: sms.code, countryDialingCode: '60' })
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ userName: 'member0', type: 0 })
    const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(screen.viewer).toEqual({ role: 'member', loggedIn: true })
  })

  it('sends no login code while SMS login is off, nor says whether a number exists', async () => {
    await t.control('/__sim/flags', { MOBILEVERCODELOGIN3: false })
    const sent = await act(t.request(), 'sendSms', { purpose: 'login', mobileNum: '0133671234', countryDialingCode: '60' })
    expect(sent.status).toBe(403)
    expect(sent.body.error.code).toBe('GW_FEATURE_UNAVAILABLE')
    const unknown = await act(t.request(), 'sendSms', { purpose: 'login', mobileNum: '0999999999', countryDialingCode: '60' })
    expect(unknown.body).toEqual(sent.body)
  })

  it('refuses a wrong code, a malformed number, an unknown number and a second request within a minute', async () => {
    const agent = t.request()
    await act(agent, 'sendSms', { purpose: 'login', mobileNum: '133671234' })
    const wrongCode = await act(agent, 'login', { mode: 'sms', mobileNum: '133671234', verificationCode: '000000' })
    expect(wrongCode.status).toBe(400)
    expect(errorOf(wrongCode.body)).toEqual({ code: 'GW_AUTH_CODE_INVALID', message: 'Verification code error', field: 'verificationCode' })
    const letters = await act(agent, 'login', { mode: 'sms', mobileNum: '133671234', verificationCode: '12ab' })
    expect(errorOf(letters.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Verification code error', field: 'verificationCode' })
    const malformed = await act(agent, 'sendSms', { purpose: 'login', mobileNum: '12-34' })
    expect(errorOf(malformed.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Please enter a valid mobile number', field: 'mobileNum' })
    const unknown = await act(agent, 'sendSms', { purpose: 'login', mobileNum: '0999999999' })
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown.body)).toEqual({ code: 'GW_ACCOUNT_NOT_FOUND', message: 'The mobile num is not valid', field: 'mobileNum' })
    const again = await act(agent, 'sendSms', { purpose: 'login', mobileNum: '0133671234' })
    expect(again.status).toBe(429)
    expect(errorOf(again.body)).toMatchObject({ code: 'GW_SMS_TOO_FREQUENT', message: 'Please wait before requesting another code' })
    // The platform's refusal says not when to come back; the gateway's answer does, as every 429 of it does.
    expect(again.headers['retry-after']).toBe('60')
  })
})

describe('rate limits', () => {
  it('limits attempts per account across IPs and browsers, with a translated 429', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '3' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await act(limited.request(), 'login', { username: 'Member0 ', password: 'x' })).status)
      const blocked = await act(limited.request(), 'login', { username: 'member0', password: 'x' }).set('x-language', 'CN')
      expect(statuses).toEqual([400, 400, 400])
      expect(blocked.status).toBe(429)
      expect(errorOf(blocked.body)).toEqual({ code: 'GW_RATE_LIMITED', message: '尝试次数过多，请稍后再试' })
      expect((await act(limited.request(), 'login', { username: 'member1', password: 'x' })).status).toBe(400)
    } finally {
      await limited.close()
    }
  })

  it.each([
    ['register', { mode: 'username', username: 'nobody1', password: 'x' }],
    ['freePlay', {}],
    ['sendSms', { purpose: 'login', mobileNum: '12' }],
    ['resetPassword', { mode: 'sms', mobileNum: '12' }],
    // Each answer says whether a name exists: at full speed it would list the site's accounts.
    ['checkUsername', { username: 'someone1' }],
  ])('limits %s per IP with 429 GW_RATE_LIMITED and Retry-After', async (name, body) => {
    const limited = await buildTestApp({ env: { REGISTER_RATE_LIMIT_PER_MINUTE: '2', SMS_RATE_LIMIT_PER_MINUTE: '2' } })
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await act(limited.request(), name, body))
      expect(answers[2]?.status).toBe(429)
      expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0)
      expect(answers.slice(0, 2).map((a) => a.status)).not.toContain(429)
    } finally {
      await limited.close()
    }
  })

  it('limits login attempts per IP with 429 GW_RATE_LIMITED', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3', ACCOUNT_RATE_LIMIT_PER_MINUTE: '100' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await act(limited.request(), 'login', { username: `user${i}`, password: 'nope' })).status)
      expect(statuses).toEqual([400, 400, 400, 429])
    } finally {
      await limited.close()
    }
  })

  it('limits SMS requests per number', async () => {
    const limited = await buildTestApp({ env: { SMS_RATE_LIMIT_PER_MINUTE: '100', ACCOUNT_RATE_LIMIT_PER_MINUTE: '2' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await act(limited.request(), 'sendSms', { purpose: 'login', mobileNum: '0177234567' })).status)
      expect(statuses).toEqual([200, 429, 429])
      const last = await act(limited.request(), 'sendSms', { purpose: 'login', mobileNum: '177234567' })
      expect(errorOf(last.body).code).toBe('GW_RATE_LIMITED')
    } finally {
      await limited.close()
    }
  })
})

describe('POST /api/actions/freePlay', () => {
  it('starts a trial session and sends the player home; the member centre then offers registration', async () => {
    const agent = t.request()
    const res = await act(agent, 'freePlay', {})
    expect(res.status).toBe(200)
    const result = ActionResultSchema.parse(res.body)
    expect(result.data).toMatchObject({ type: 4, userName: expect.stringMatching(/^TRIAL\d{6}$/) })
    expect(result.then).toEqual([{ type: 'navigate', to: '/m/home', replace: true }])
    const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(screen.viewer.role).toBe('trial')
    const memberCentre = screen.shell.bottomMenu.items.find((i) => i.id === 'memberCentre')
    expect(memberCentre?.action).toMatchObject({ type: 'confirm', text: 'You are playing as a trial user. Register now to use the member centre.' })
    const deposit = screen.shell.sidebar.items.find((i) => i.id === 'deposit')
    expect(deposit?.action).toEqual({ type: 'toast', text: 'Please login an actual account to use this function', ms: 2000 })
    const liveChat = screen.shell.sidebar.items.find((i) => i.id === 'liveChat')
    expect(liveChat?.action).toEqual({ type: 'toast', text: 'Trial accounts cannot use this feature', ms: 2000 })
  })

  it('live chat sends visitors to login and launches the chat for members', async () => {
    const visitor = ScreenResponseSchema.parse((await t.request().get('/api/screen').query({ path: '/m/home' })).body)
    expect(visitor.shell.sidebar.items.find((i) => i.id === 'liveChat')?.action).toEqual({ type: 'navigate', to: '/m/login' })
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const member = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(member.shell.sidebar.items.find((i) => i.id === 'liveChat')?.action).toEqual({ type: 'liveChat' })
  })

  it('answers 403 when the platform has free play switched off', async () => {
    await t.control('/__sim/flags', { FREEPLAY3: false })
    const res = await act(t.request(), 'freePlay', {})
    expect(res.status).toBe(403)
    expect(errorOf(res.body).code).toBe('GW_FEATURE_UNAVAILABLE')
  })
})
