import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { LoginResultSchema, PasswordResultSchema } from '../../schemas/upstream/index.ts'
import { loginToken, MERCHANT } from './helpers.ts'
import { encrypt, expectFail, expectOk, identitySetup, sendEncrypted } from './identityHelpers.ts'

const CHANGE = '/wps/member/password'
const RESET_SMS = '/wps/member/password/verification'
const RESET_MAIL = '/wps/member/password/email'

describe('POST /wps/member/password', () => {
  it('changes the password of the logged-in member (encrypted round trip); the session stays', async () => {
    const { app, get, login, password } = identitySetup()
    const token = await loginToken(app, 'member0')
    const change = { oldPassword: password, newPassword: 'N3wSecret', confirmNewPassword: 'N3wSecret' }
    const { body, encryption } = await encrypt(app, change)
    const res = await request(app)
      .post(CHANGE)
      .set('Merchant', MERCHANT)
      .set('ModuleId', 'PASS3')
      .set('Authorization', token)
      .set('Encryption', encryption)
      .type('text/plain')
      .send(body)
    expect(expectOk(res, PasswordResultSchema)).toBe(true)
    expect((await get('/wps/member/info').set('Authorization', token)).status).toBe(200)
    expectFail(await login({ username: 'member0', password }), 'login.password.error')
    expect(expectOk(await login({ username: 'member0', password: 'N3wSecret' }), LoginResultSchema).id).toBe(10001)
  })

  it.each([
    ['password.old.error', { oldPassword: 'nope', newPassword: 'N3wSecret', confirmNewPassword: 'N3wSecret' }, 200, 'Old password is incorrect'],
    ['password.same', { newPassword: 'Passw0rd!', confirmNewPassword: 'Passw0rd!' }, 200, 'The new password and the old password cannot be the same'],
    ['request_param_err', { newPassword: 'lettersonly', confirmNewPassword: 'lettersonly' }, 400, 'newPassword: Password format is incorrect'],
    ['request_param_err', { newPassword: 'N3wSecret', confirmNewPassword: 'N3wSecreT' }, 400, 'confirmNewPassword: Confirmation password not matched'],
    ['request_param_err', { newPassword: undefined }, 400, 'newPassword: Invalid input: expected string, received undefined'],
  ])('answers %s', async (errorCode, patch, status, message) => {
    const { app, password } = identitySetup()
    const token = await loginToken(app, 'member1')
    const payload = { oldPassword: password, ...patch }
    const failure = expectFail(await sendEncrypted(app, 'post', CHANGE, payload, { Authorization: token }), errorCode, status)
    expect(failure.message).toBe(message)
  })

  it('needs a session and a readable body', async () => {
    const { app, post } = identitySetup()
    expectFail(await sendEncrypted(app, 'post', CHANGE, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }), 'login.not.session', 401)
    const token = await loginToken(app)
    expectFail(await post(CHANGE).set('Authorization', token).send({ value: 'AAAAAAAAAAA=' }), 'request_body_required', 400)
  })
})

describe('POST /wps/member/password/verification', () => {
  it('resets the password with a reset code (encrypted), ending the sessions of the account', async () => {
    const { app, get, json, sms, login } = identitySetup()
    const token = await loginToken(app, 'member2')
    await json('/wps/verification/sms/noLogin', { mobileNo: '0198812345', countryDialingCode: '60', purpose: 'reset' })
    const { code } = await sms('198812345')
    const payload = { mobileNum: '0198812345', countryDialingCode: '60', verificationCode: code, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }
    expect(expectOk(await sendEncrypted(app, 'post', RESET_SMS, payload), PasswordResultSchema)).toBe(true)
    expectFail(await get('/wps/member/info').set('Authorization', token), 'login.not.session', 401)
    expect((await login({ username: 'member2', password: 'Fresh1234' })).body.success).toBe(true)
    expectFail(await sendEncrypted(app, 'post', RESET_SMS, payload), 'verification.code.error')
  })

  it('refuses a login-purpose code, an unknown number, a weak password and a bad body', async () => {
    const { app, json, sms } = identitySetup()
    await json('/wps/verification/sms/noLogin', { mobileNo: '177234567', purpose: 'login' })
    const { code } = await sms('177234567')
    const payload = { mobileNum: '177234567', verificationCode: code, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }
    expectFail(await sendEncrypted(app, 'post', RESET_SMS, payload), 'verification.code.error')
    expectFail(await sendEncrypted(app, 'post', RESET_SMS, { ...payload, mobileNum: '111111111' }), 'verification.code.error')
    expect(expectFail(await sendEncrypted(app, 'post', RESET_SMS, { ...payload, mobileNum: '12' }), 'request_param_err', 400).field).toBe('mobileNum')
    const weak = { ...payload, newPassword: 'short1', confirmNewPassword: 'short1' }
    expect(expectFail(await sendEncrypted(app, 'post', RESET_SMS, weak), 'request_param_err', 400).field).toBe('newPassword')
    expectFail(await request(app).post(RESET_SMS).set('Merchant', MERCHANT).send(payload), 'request_body_required', 400)
  })
})

describe('POST /wps/member/password/email', () => {
  it('mails a reset link for a matching account and address, read from a form post; the link sets a new password once', async () => {
    const { app, post, login, clock } = identitySetup()
    const mailForm = (body: object) => post(RESET_MAIL).type('form').send(body)
    expect(expectOk(await mailForm({ username: 'Member1', email: 'MEMBER1@example.test' }), PasswordResultSchema)).toBe(true)
    const mail = (await request(app).get('/__sim/mail/last?email=member1@example.test')).body as {
      email: string
      username: string
      link: string
      sentAt: number
    }
    expect(mail).toMatchObject({ email: 'member1@example.test', username: 'member1', sentAt: clock.now })
    const link = new URL(mail.link)
    expect(link.pathname).toBe('/mail/reset')
    const form = await request(app).get(`${link.pathname}${link.search}`)
    expect(form.text).toContain('name="newPassword"')
    const token = link.searchParams.get('token') ?? ''
    const weak = await request(app).post('/mail/reset').type('form').send({ token, newPassword: 'weak' })
    expect(weak.status).toBe(400)
    const done = await request(app).post('/mail/reset').type('form').send({ token, newPassword: 'Mailed123' })
    expect(done.status).toBe(200)
    expect(done.text).toContain('Password changed')
    expect((await login({ username: 'member1', password: 'Mailed123' })).body.success).toBe(true)
    expect((await request(app).post('/mail/reset').type('form').send({ token, newPassword: 'Again1234' })).status).toBe(410)
  })

  it('refuses an unknown pair and a bad body; reset links expire after 30 minutes', async () => {
    const { app, post, clock } = identitySetup()
    const json = (path: string, body: object) => post(path).type('form').send(body)
    // Public clients post a form here (S11 formPost): a JSON body is not read.
    expectFail(await post(RESET_MAIL).send({ username: 'member0', email: 'member0@example.test' }), 'request_body_required', 400)
    const unknown = expectFail(await json(RESET_MAIL, { username: 'member0', email: 'member1@example.test' }), 'user.not.found')
    expect(unknown.message).toBe('Sorry, the user does not exist or is disabled')
    expectFail(await json(RESET_MAIL, { username: 'ghost', email: 'ghost@example.test' }), 'user.not.found')
    expect(expectFail(await json(RESET_MAIL, { username: 'member0' }), 'request_param_err', 400).field).toBe('email')
    expect((await request(app).get('/__sim/mail/last?email=ghost@example.test')).status).toBe(404)
    await json(RESET_MAIL, { username: 'member0', email: 'member0@example.test' })
    const { link } = (await request(app).get('/__sim/mail/last?email=member0@example.test')).body as { link: string }
    clock.now += 30 * 60 * 1000 + 1
    const token = new URL(link).searchParams.get('token') ?? ''
    expect((await request(app).post('/mail/reset').type('form').send({ token, newPassword: 'Later1234' })).status).toBe(410)
  })
})
