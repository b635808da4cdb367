import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, buildTestApp, login, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' } })
})
afterAll(async () => t.close())

describe('secrets and the logs', () => {
  it('no password, code, ticket or platform token reaches a log line through login, registration and password change', async () => {
    const PASSWORD = 'Kn0wnSecretPw'
    const NEW_PASSWORD = 'N3wSecretPwXy'
    const agent = t.request()
    await agent.get('/api/data/captcha')
    const { code: captcha } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    await act(agent, 'sendSms', { purpose: 'register', mobileNum: '0155512345' })
    const { code: smsCode } = await simGet<{ code: string }>(agent, '/__sim/sms/last?mobile=155512345')
    await solveSlider(agent)
    const registered = await act(agent, 'register', {
      mode: 'username',
      agreement: true,
      username: 'secretive1',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: '0155512345',
      verificationCode: smsCode,
      captcha,
    })
    expect(registered.status).toBe(200)
    const failed = await login(t.request(), { username: 'secretive1', password: `${PASSWORD}x` })
    expect(failed.status).toBe(401)
    const member = t.request()
    expect((await login(member, { username: 'secretive1', password: PASSWORD })).status).toBe(200)
    const tokens = [...t.sim.state.sessions.keys()]
    expect(tokens.length).toBeGreaterThan(0)
    expect((await act(member, 'changePassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).status).toBe(200)
    await act(member, 'logout', {})

    const logs = t.rawLogs.join('\n')
    expect(t.rawLogs.length).toBeGreaterThan(10)
    for (const secret of [PASSWORD, NEW_PASSWORD, ...tokens]) expect(logs).not.toContain(secret)
    // Six-digit codes could occur inside timestamps by chance; logged as values they would be quoted.
    for (const code of [smsCode, captcha]) expect(logs).not.toContain(`"${code}"`)
  })
})
