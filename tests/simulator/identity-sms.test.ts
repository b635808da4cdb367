import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectFail, expectOk, identitySetup, sendEncrypted } from './identityHelpers.ts'

/** The simulator's SMS answers (the seeds' shapes: no source shows one). */
const SmsRegisterResultSchema = z.strictObject({ expiredMinutes: z.number().positive() })
const SmsNoLoginResultSchema = z.strictObject({ expirationTime: z.number().int() })
describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code valid 5 minutes to a new number (leading 0 stripped)', async () => {
    const { json, sms, clock } = identitySetup()
    const value = expectOk(await json('/wps/verification/sms/register', { mobileNum: '0123456789', countryDialingCode: '60' }), SmsRegisterResultSchema)
    expect(value).toEqual({ expiredMinutes: 5 })
    const sent = await sms('0123456789')
    expect(sent).toMatchObject({ mobile: '123456789', purpose: 'register', sentAt: clock.now, expiresAt: clock.now + 5 * 60 * 1000 })
    expect(sent.code).toMatch(/^\d{6}$/)
  })

  it('refuses a registered number, a malformed number and a second request within 60 s', async () => {
    const { json, clock } = identitySetup()
    const taken = expectFail(await json('/wps/verification/sms/register', { mobileNum: '133671234' }), 'mobile.exists')
    expect(taken.message).toBe('The mobile num is already registered')
    for (const mobileNum of ['12345', '1234567890123456', '12a4567']) {
      const bad = expectFail(await json('/wps/verification/sms/register', { mobileNum }), 'request_param_err', 400)
      expect(bad.field).toBe('mobileNum')
    }
    expectFail(await json('/wps/verification/sms/register', {}), 'request_param_err', 400)
    expectOk(await json('/wps/verification/sms/register', { mobileNum: '123456789' }), SmsRegisterResultSchema)
    clock.now += 59_999
    const busy = expectFail(await json('/wps/verification/sms/register', { mobileNum: '123456789' }), 'sms.too.frequent')
    expect(busy.message).toBe('Please wait before requesting another code')
    clock.now += 1
    expectOk(await json('/wps/verification/sms/register', { mobileNum: '123456789' }), SmsRegisterResultSchema)
  })

  it('answers #543 while REGMOBVERF3 is off', async () => {
    const { json, control } = identitySetup()
    await control('/flags', { REGMOBVERF3: false })
    expectFail(await json('/wps/verification/sms/register', { mobileNum: '123456789' }), 'function.not.available', 400)
  })
})

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a login or reset code to a member number, with its expiry time', async () => {
    const { json, sms, clock } = identitySetup()
    const value = expectOk(
      await json('/wps/verification/sms/noLogin', { mobileNo: '198812345', countryDialingCode: '60', purpose: 'reset' }),
      SmsNoLoginResultSchema,
    )
    expect(value.expirationTime).toBe(clock.now + 5 * 60 * 1000)
    expect((await sms('198812345')).purpose).toBe('reset')
  })

  it('keeps one pending code per number and purpose: a new one replaces the old', async () => {
    const { json, sms, clock, app, sim } = identitySetup()
    await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', purpose: 'login' })
    const first = await sms('133671234')
    clock.now += 60_000
    await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', purpose: 'login' })
    const second = await sms('133671234')
    expect(second.sentAt).toBe(first.sentAt + 60_000)
    const pending = [...sim.state.identity.smsPending.values()].filter((code) => code.mobile === '133671234')
    expect(pending).toEqual([expect.objectContaining({ code: second.code, sentAt: second.sentAt, purpose: 'login' })])
    expect((await sendEncrypted(app, 'post', '/wps/session/login', { username: '133671234', password: second.code, type: 'sms' })).body.success).toBe(true)
  })

  it('refuses an unknown number, another dialing code, a bad purpose and a re-send within 60 s', async () => {
    const { json } = identitySetup()
    const unknown = expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '987654321', purpose: 'login' }), 'mobile.not.found')
    expect(unknown.message).toBe('The mobile num is not valid')
    expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', countryDialingCode: '66', purpose: 'login' }), 'mobile.not.found')
    const bad = expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '1336', purpose: 'login' }), 'request_param_err', 400)
    expect(bad.field).toBe('mobileNo')
    expect(expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', purpose: 'x' }), 'request_param_err', 400).field).toBe('purpose')
    expectOk(await json('/wps/verification/sms/noLogin', { mobileNo: '133671234', purpose: 'login' }), SmsNoLoginResultSchema)
    expectFail(await json('/wps/verification/sms/noLogin', { mobileNo: '0133671234', purpose: 'reset' }), 'sms.too.frequent')
  })

  it('/__sim/sms/last answers 404 for a number without SMS', async () => {
    const { app } = identitySetup()
    expect((await request(app).get('/__sim/sms/last?mobile=133671234')).status).toBe(404)
    expect((await request(app).get('/__sim/sms/last')).status).toBe(404)
  })
})
