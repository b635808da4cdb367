import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { act, ACCOUNTS, buildTestApp, login, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'

/** What the gateway sends to the platform, as public clients send it, and how it reads their answers. */
let t: TestApp

beforeAll(async () => {
  const limits = {
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    SMS_RATE_LIMIT_PER_MINUTE: '1000',
  }
  t = await buildTestApp({ env: limits })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const variant = (endpoint: string, name: string) => t.control('/__sim/variants', { endpoint, variant: name })
const calls = async (path: string) => (await simGet<{ calls: Record<string, number> }>(t.request(), '/__sim/stats')).calls[path] ?? 0

function deviceCookie(res: supertest.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  return cookies.find((c) => c.startsWith('did='))
}

async function registerValues(agent: supertest.Agent, username: string, mobile: string) {
  await agent.get('/api/data/captcha')
  const { code: captcha } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
  expect((await act(agent, 'sendSms', { purpose: 'register', mobileNum: mobile })).status).toBe(200)
  const { code } = await simGet<{ code: string }>(agent, `/__sim/sms/last?mobile=${mobile.replace(/^0/, '')}`)
  expect((await solveSlider(agent)).status).toBe(200)
  return {
    mode: 'username',
    agreement: true,
    registerMethod: 'H5',
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    verificationCode: code,
    captcha,
  }
}

describe('what the gateway sends', () => {
  it('logs in with the browser device id from a long-lived httpOnly cookie of its own, and not as the official app', async () => {
    const agent = t.request()
    const first = await login(agent, ACCOUNTS.member0)
    expect(first.status).toBe(200)
    const cookie = deviceCookie(first) ?? ''
    expect(cookie).toMatch(/^did=[0-9a-f-]{36}; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/)
    const id = cookie.slice(4, 40)
    const recorded = await simGet<{ login: { loginDeviceId: string; isOfficialAppLogin: boolean } }>(agent, '/__sim/devices?account=member0')
    expect(recorded.login).toMatchObject({ loginDeviceId: id, isOfficialAppLogin: false })
    const again = await login(agent, ACCOUNTS.member0)
    expect(deviceCookie(again)).toBeUndefined()
    expect((await simGet<{ login: { loginDeviceId: string } }>(agent, '/__sim/devices?account=member0')).login.loginDeviceId).toBe(id)
    await login(t.request(), ACCOUNTS.member1)
    expect((await simGet<{ login: { loginDeviceId: string } }>(agent, '/__sim/devices?account=member1')).login.loginDeviceId).not.toBe(id)
  })

  it('registers with the device id, checks the invitation code on /wps/agent/affiliate, and sends a full registerUrl', async () => {
    const agent = t.request()
    const res = await act(agent, 'register', { ...(await registerValues(agent, 'devicer01', '0123450001')), affiliateCode: 'AGENT88' })
    expect(res.status).toBe(200)
    expect(await calls('/wps/agent/affiliate')).toBe(1)
    const recorded = await simGet<{ register: { loginDeviceId: string } }>(agent, '/__sim/devices?account=devicer01')
    expect(recorded.register.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('encrypts again with a fresh RSA key, once, when the platform no longer reads the key it had', async () => {
    // The key is shared for a while: this login may use one fetched earlier.
    expect((await login(t.request(), ACCOUNTS.member0)).status).toBe(200)
    await t.control('/__sim/rsa/rotate')
    const before = [await calls('/wps/session/key/rsa'), await calls('/wps/session/login')]
    const res = await login(t.request(), ACCOUNTS.member1)
    expect(res.status).toBe(200)
    const after = [await calls('/wps/session/key/rsa'), await calls('/wps/session/login')]
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([1, 2])
  })

  it('reads a JSON-quoted RSA key', async () => {
    await variant('/wps/session/key/rsa', 'quoted')
    expect((await login(t.request(), ACCOUNTS.member0)).status).toBe(200)
  })

  it('starts free play with the body public clients post', async () => {
    const agent = t.request().set('user-agent', 'Mozilla/5.0 (Linux; Android 14) Mobile')
    const res = await act(agent, 'freePlay', {})
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ type: 4 })
    const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(screen.viewer).toEqual({ role: 'trial', loggedIn: true })
  })

  it('sends the e-mail reset as a form', async () => {
    const res = await act(t.request(), 'resetPassword', { mode: 'email', username: 'member0', email: 'member0@example.test' })
    expect(res.status).toBe(200)
    expect((await simGet<{ username: string }>(t.request(), '/__sim/mail/last?email=member0@example.test')).username).toBe('member0')
  })
})

describe('how the gateway reads what comes back', () => {
  it('completes a { token, id } login from member info: name and type', async () => {
    await variant('/wps/session/login', 'tokenAndId')
    for (const [account, type] of [
      [ACCOUNTS.member0, 0],
      [ACCOUNTS.trial4, 4],
    ] as const) {
      const res = await login(t.request(), account)
      expect(ActionResultSchema.parse(res.body).data).toMatchObject({ userName: account.username, type })
    }
  })

  it('counts a registration without a token as done and sends the player to log in with the new name', async () => {
    await variant('/wps/member/register', 'noToken')
    const agent = t.request()
    const res = await act(agent, 'register', await registerValues(agent, 'notoken01', '0123450002'))
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body)).toEqual({
      ok: true,
      then: [
        { type: 'toast', text: 'Account created. Please log in.', ms: 2000 },
        { type: 'navigate', to: '/m/login?username=notoken01', replace: true },
      ],
    })
    const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(screen.viewer.loggedIn).toBe(false)
    expect((await login(agent, { username: 'notoken01', password: 'Secret123' })).status).toBe(200)
  })

  it.each([
    ['nullValue', true],
    ['bareFailure', false],
  ] as const)('reads the user-name check by its envelope (%s)', async (name, free) => {
    await variant('/wps/check/username', name)
    const res = await act(t.request(), 'checkUsername', { username: free ? 'freshname9' : 'member0' })
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ available: free })
  })

  it.each(['dataUrl', 'wrapped'])('shows a captcha sent as %s', async (name) => {
    await variant('/wps/captcha', name)
    const res = await t.request().get('/api/data/captcha')
    expect(res.status).toBe(200)
    expect(res.body.image).toMatch(/^data:image\/png;base64,iVBOR/)
  })
})
