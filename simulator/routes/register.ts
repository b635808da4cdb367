import type { Request, Response } from 'express'
import { RegisterPayloadSchema, type RegisterPayload } from '../../schemas/upstream/index.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { createSession } from '../middleware/auth.ts'
import { findMemberByAccount, findMemberByMobile, nextMemberId, type Member } from '../data/members.ts'
import { affiliateExists } from '../data/registerSettings.ts'
import { redeemCaptcha } from '../identity/captcha.ts'
import { redeemTicket } from '../identity/slider.ts'
import { normalizeDialingCode, redeemSmsCode } from '../identity/sms.ts'
import { effectiveRules, validateFields, type Rules } from '../identity/validate.ts'
import { moduleOn, type SimState } from '../state.ts'
import { decryptLoginBody, readPayload } from './body.ts'
import { queryString, type Endpoint } from './endpoints.ts'

type Mode = 'username' | 'mobile'
type Checked = RegisterPayload & { username: string; countryDialingCode: string; smsNeeded: boolean }

/** The endpoint's own must-haves on top of the settings: a username, or a mobile number (username optional). */
function rulesFor(state: SimState, mode: Mode): Rules {
  const rules = effectiveRules(state)
  if (mode === 'username') return { ...rules, username: { ...rules.username, enabled: true, required: true } }
  return { ...rules, mobileNum: { ...rules.mobileNum, enabled: true, required: true }, username: { ...rules.username, required: false } }
}

/** Shape, dialing code and field rules; answers `request_param_err` and returns undefined on the first problem. */
function checkPayload(state: SimState, res: Response, mode: Mode, payload: unknown): Checked | undefined {
  const body = readPayload(res, payload, RegisterPayloadSchema)
  if (!body) return undefined
  const countryDialingCode = normalizeDialingCode(body.countryDialingCode)
  if (!countryDialingCode) return void sendParamError(res, 'countryDialingCode', 'countryDialingCode: The country dialing code is not valid')
  const mobileNum = body.mobileNum?.trim().replace(/^0/, '') || undefined
  const normalized = { ...body, mobileNum, username: body.username?.trim() || undefined }
  const problem = validateFields(rulesFor(state, mode), normalized)
  if (problem) return void sendParamError(res, problem.field, problem.message)
  const smsNeeded = mode === 'mobile' || (moduleOn(state, 'REG3', 'REGMOBVERF3') && mobileNum !== undefined)
  if (smsNeeded && !body.verificationCode?.trim()) return void sendParamError(res, 'verificationCode', 'verificationCode is required')
  return { ...normalized, username: normalized.username ?? `m${mobileNum}`, countryDialingCode, smsNeeded }
}

/** The business checks after the field rules, in the order a player meets them. */
function refusal(state: SimState, req: Request, body: Checked) {
  if (state.identity.sliderRequired && !redeemTicket(state, body.sliderTicket)) return errors.sliderInvalid
  if (effectiveRules(state).captcha.enabled && !redeemCaptcha(state, req, body.captcha)) return errors.captchaError
  if (findMemberByAccount(state.members, body.username)) return errors.usernameExists
  const { mobileNum, countryDialingCode } = body
  if (mobileNum && findMemberByMobile(state.members, mobileNum, countryDialingCode)) return errors.mobileExists
  if (body.affiliateCode?.trim() && !affiliateExists(body.affiliateCode)) return errors.affiliateInvalid
  if (body.smsNeeded && !(mobileNum && redeemSmsCode(state, mobileNum, countryDialingCode, 'register', body.verificationCode))) {
    return errors.verificationCodeError
  }
  return undefined
}

function createMember(state: SimState, body: Checked): Member {
  const member: Member = {
    id: nextMemberId(state.members), account: body.username, password: body.password ?? '', type: 0,
    nickname: body.nickname?.trim() || null, vip: null, balance: 0, mobileNum: body.mobileNum ?? null,
    countryDialingCode: body.countryDialingCode, email: body.email?.trim() || null, regDate: state.now(),
    firstTimeLogin: true, unclaimedRewards: 0, disabled: false,
  }
  state.members.push(member)
  return member
}

function register(mode: Mode) {
  return (req: Request, res: Response, { state }: { state: SimState }) => {
    const body = checkPayload(state, res, mode, decryptLoginBody(req))
    if (!body) return
    const refused = refusal(state, req, body)
    if (refused) return sendFail(res, refused)
    const member = createMember(state, body)
    const result = { customerId: member.id, userName: member.account, customerType: member.type, firstTimeLogin: true }
    // As on the platform, only `login: true` logs the new member in (and carries a token).
    sendOk(res, body.login === true ? { ...result, token: createSession(state, member.id).token } : result)
  }
}

export const registerEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/system/setting/register',
    handle: (_req, res, { state }) => sendOk(res, effectiveRules(state)),
  },
  {
    methods: ['GET'],
    path: '/wps/check/username',
    handle: (req, res, { state }) => {
      const username = queryString(req, 'username')?.trim()
      if (!username) return sendParamError(res, 'username', 'username is required')
      if (findMemberByAccount(state.members, username)) return sendFail(res, errors.usernameExists)
      sendOk(res, true)
    },
  },
  {
    methods: ['GET'],
    path: '/wps/relay/AFFMAN_checkAffiliateCode',
    handle: (req, res) => sendOk(res, { success: affiliateExists(queryString(req, 'code') ?? '') }),
  },
  { methods: ['PUT'], path: '/wps/member/register', rawBody: true, modules: ['REG3', 'USERNAMEREG3'], handle: register('username') },
  { methods: ['PUT'], path: '/wps/member/register/mobile', rawBody: true, modules: ['REG3', 'MOBILENUMREG3'], handle: register('mobile') },
]
