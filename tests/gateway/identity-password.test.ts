import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import type { FormResolved } from '../../schemas/blocks/form.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, act, buildTestApp, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', SMS_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

const errorOf = (body: unknown) => ErrorResponseSchema.parse(body).error
const NEW = 'Fresh1234'

async function formOn(agent: supertest.Agent, path: string): Promise<FormResolved> {
  const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path })).body)
  const block = screen.blocks.find((b) => b.type === 'form')
  if (block?.type !== 'form') throw new Error(`no form on ${path}`)
  return block.props
}

describe('POST /api/actions/changePassword', () => {
  it('changes the password: saved toast for 1 s, home after 1 s, and only the new password works', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const form = await formOn(agent, '/m/changePsw')
    expect(form.modes[0]?.fields.map((f) => [f.name, f.kind])).toEqual([
      ['username', 'readonly'],
      ['oldPassword', 'password'],
      ['newPassword', 'password'],
      ['confirmNewPassword', 'password'],
    ])
    expect(form.modes[0]?.fields[0]?.value).toBe('member0')
    const res = await act(agent, 'changePassword', { oldPassword: 'Passw0rd!', newPassword: NEW, confirmNewPassword: NEW })
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).then).toEqual([
      { type: 'toast', text: 'Change saved', ms: 1000 },
      { type: 'navigate', to: '/m/home', replace: true, delayMs: 1000 },
    ])
    expect((await login(t.request(), ACCOUNTS.member0)).status).toBe(401)
    expect((await login(t.request(), { username: 'member0', password: NEW })).status).toBe(200)
  })

  it.each([
    [{ oldPassword: 'Passw0rd!', newPassword: NEW, confirmNewPassword: 'Other1234' }, 'confirmNewPassword', 'Confirmation password not matched'],
    [{ oldPassword: 'Passw0rd!', newPassword: NEW, confirmNewPassword: '' }, 'confirmNewPassword', 'Enter password'],
    [
      { oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd!' },
      'newPassword',
      'The new password and the old password cannot be the same',
    ],
    [{ oldPassword: '', newPassword: NEW, confirmNewPassword: NEW }, 'oldPassword', 'Enter password'],
    [{ oldPassword: 'Passw0rd!', newPassword: 'short', confirmNewPassword: 'short' }, 'newPassword', 'Password format is incorrect'],
  ])('refuses %j with the message of field %s', async (body, field, message) => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const res = await act(agent, 'changePassword', body)
    expect(res.status).toBe(400)
    expect(errorOf(res.body)).toEqual({ code: 'GW_FORM_INVALID', message, field })
  })

  it('says when the old password is wrong', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const res = await act(agent, 'changePassword', { oldPassword: 'Wrong1234', newPassword: NEW, confirmNewPassword: NEW })
    expect(res.status).toBe(400)
    expect(errorOf(res.body)).toEqual({ code: 'GW_PASSWORD_OLD_INVALID', message: 'Old password is incorrect', field: 'oldPassword' })
  })

  it('limits guesses of the old password per account', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '2' } })
    try {
      const agent = limited.request()
      await login(agent, ACCOUNTS.member1)
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await act(agent, 'changePassword', { oldPassword: `Wrong${i}234`, newPassword: NEW, confirmNewPassword: NEW })).status)
      }
      expect(statuses).toEqual([400, 400, 429])
    } finally {
      await limited.close()
    }
  })

  it('needs a session', async () => {
    const res = await act(t.request(), 'changePassword', { oldPassword: 'Passw0rd!', newPassword: NEW, confirmNewPassword: NEW })
    expect(res.status).toBe(401)
    expect(errorOf(res.body)).toEqual({ code: 'GW_AUTH_NO_SESSION', message: 'Please login first' })
  })

  it('after a first login holds the password, so the form does not ask for the old one', async () => {
    const agent = t.request()
    const res = await login(agent, ACCOUNTS.member1)
    expect(ActionResultSchema.parse(res.body).data).toMatchObject({ firstTimeLogin: true })
    const sid = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))
    expect(decodeURIComponent(sid ?? '')).not.toContain('Passw0rd!')
    const form = await formOn(agent, '/m/changePsw')
    expect(form.modes[0]?.fields.map((f) => f.name)).toEqual(['username', 'newPassword', 'confirmNewPassword'])
    expect((await act(agent, 'changePassword', { newPassword: NEW, confirmNewPassword: NEW })).status).toBe(200)
    // The held password is dropped with the change: the next form asks for the old one again.
    expect((await formOn(agent, '/m/changePsw')).modes[0]?.fields.map((f) => f.name)).toContain('oldPassword')
    expect((await login(t.request(), { username: 'member1', password: NEW })).status).toBe(200)
  })

  it.each(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'])(
    'treats %s as the end of the session: cookies cleared, visitor view',
    async (errorCode) => {
      const agent = t.request()
      await login(agent, ACCOUNTS.member0)
      await t.control('/__sim/sessions/expire', { errorCode })
      const res = await act(agent, 'changePassword', { oldPassword: 'Passw0rd!', newPassword: NEW, confirmNewPassword: NEW })
      expect(res.status).toBe(401)
      expect(errorOf(res.body)).toEqual({ code: 'GW_AUTH_SESSION_ENDED', message: 'The account has been logged out, please log in again' })
      expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('sid=;'))).toBe(true)
      const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
      expect(screen.viewer.loggedIn).toBe(false)
    },
  )
})

describe('POST /api/actions/resetPassword', () => {
  it('sets a new password with an SMS code, then sends the player to login', async () => {
    const agent = t.request()
    expect((await act(agent, 'sendSms', { purpose: 'reset', mobileNum: '0177234567' })).status).toBe(200)
    const { code, purpose } = await simGet<{ code: string; purpose: string }>(agent, '/__sim/sms/last?mobile=177234567')
    expect(purpose).toBe('reset')
    const res = await act(agent, 'resetPassword', { mode: 'sms', mobileNum: '0177234567', verificationCode: code, newPassword: NEW, confirmNewPassword: NEW })
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).then).toEqual([
      { type: 'toast', text: 'Password changed. Please log in with the new one.', ms: 3000 },
      { type: 'navigate', to: '/m/login', replace: true },
    ])
    expect((await login(t.request(), { username: 'member1', password: NEW })).status).toBe(200)
  })

  it('refuses a wrong code and a mismatched confirmation', async () => {
    const agent = t.request()
    await act(agent, 'sendSms', { purpose: 'reset', mobileNum: '0177234567' })
    const wrong = await act(agent, 'resetPassword', {
      mode: 'sms',
      mobileNum: '0177234567',
      verificationCode: '000000',
      newPassword: NEW,
      confirmNewPassword: NEW,
    })
    expect(errorOf(wrong.body)).toMatchObject({ code: 'GW_AUTH_CODE_INVALID', field: 'verificationCode' })
    const mismatch = await act(agent, 'resetPassword', {
      mode: 'sms',
      mobileNum: '0177234567',
      verificationCode: '123456',
      newPassword: NEW,
      confirmNewPassword: 'Other1234',
    })
    expect(errorOf(mismatch.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'Confirmation password not matched', field: 'confirmNewPassword' })
  })

  it('mails a reset link for a known user name and address, and says when the pair is unknown', async () => {
    const agent = t.request()
    const res = await act(agent, 'resetPassword', { mode: 'email', username: 'member0', email: 'member0@example.test' })
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).then).toEqual([{ type: 'toast', text: 'We sent a reset link to your e-mail', ms: 3000 }])
    const mail = await simGet<{ username: string; link: string }>(agent, '/__sim/mail/last?email=member0@example.test')
    expect(mail.username).toBe('member0')
    const unknown = await act(agent, 'resetPassword', { mode: 'email', username: 'member0', email: 'other@example.test' })
    expect(unknown.status).toBe(404)
    expect(errorOf(unknown.body).code).toBe('GW_ACCOUNT_NOT_FOUND')
    const bad = await act(agent, 'resetPassword', { mode: 'email', username: 'member0', email: 'nope' })
    expect(errorOf(bad.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'E-mail format is incorrect', field: 'email' })
  })
})
