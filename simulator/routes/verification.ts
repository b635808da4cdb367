import type { Response } from 'express'
import { SmsNoLoginPayloadSchema, SmsRegisterPayloadSchema } from '../../schemas/upstream/index.ts'
import { moduleOn } from '../data/flags.ts'
import { findMemberByMobile } from '../data/members.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { normalizeDialingCode, normalizeMobile, sendSmsCode, sentTooRecently, SMS_TTL_MS } from '../identity/sms.ts'
import type { SimState } from '../state.ts'
import { parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** The number and dialing code of a request, or undefined after answering `request_param_err`. */
function readNumber(res: Response, field: string, rawMobile: string, rawCode: string | undefined) {
  const mobile = normalizeMobile(rawMobile)
  if (!mobile) return void sendParamError(res, field, `${field}: The mobile num is not valid`)
  const countryDialingCode = normalizeDialingCode(rawCode)
  if (!countryDialingCode) return void sendParamError(res, 'countryDialingCode', 'countryDialingCode: The country dialing code is not valid')
  return { mobile, countryDialingCode }
}

export const verificationEndpoints: Endpoint[] = [
  {
    methods: ['POST'],
    path: '/wps/verification/sms/register',
    rawBody: true,
    modules: ['REG3', 'REGMOBVERF3'],
    handle: (req, res, { state }: { state: SimState }) => {
      const body = readPayload(res, parsePlainBody(req.body), SmsRegisterPayloadSchema)
      const number = body && readNumber(res, 'mobileNum', body.mobileNum, body.countryDialingCode)
      if (!number) return
      if (findMemberByMobile(state.members, number.mobile, number.countryDialingCode)) return sendFail(res, errors.mobileExists)
      if (sentTooRecently(state, number.mobile)) return sendFail(res, errors.smsTooFrequent)
      sendSmsCode(state, number.mobile, number.countryDialingCode, 'register')
      sendOk(res, { expiredMinutes: SMS_TTL_MS / 60_000 })
    },
  },
  {
    methods: ['POST'],
    path: '/wps/verification/sms/noLogin',
    rawBody: true,
    handle: (req, res, { state }) => {
      const body = readPayload(res, parsePlainBody(req.body), SmsNoLoginPayloadSchema)
      const number = body && readNumber(res, 'mobileNo', body.mobileNo, body.countryDialingCode)
      if (!body || !number) return
      if (body.purpose === 'login' && !moduleOn(state, 'COMM3', 'MOBILEVERCODELOGIN3')) return sendFail(res, errors.functionNotAvailable)
      if (!findMemberByMobile(state.members, number.mobile, number.countryDialingCode)) return sendFail(res, errors.mobileNotFound)
      if (sentTooRecently(state, number.mobile)) return sendFail(res, errors.smsTooFrequent)
      const sms = sendSmsCode(state, number.mobile, number.countryDialingCode, body.purpose)
      sendOk(res, { expirationTime: sms.expiresAt })
    },
  },
]
