import type { Request, Response } from 'express'
import { RegisterPayloadSchema, type RegisterPayload } from '../../schemas/upstream/index.ts'
import { joinThroughLink, linkByCode } from '../agent/links.ts'
import { moduleOn } from '../data/flags.ts'
import { findMemberByAccount, findMemberByMobile, nextMemberId, type Member } from '../data/members.ts'
import { affiliateExists, publishedRules } from '../data/registerSettings.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { challengeRefusal } from '../identity/challenges.ts'
import { recordDevice } from '../identity/devices.ts'
import { normalizeDialingCode, redeemSmsCode } from '../identity/sms.ts'
import { effectiveRules, validateFields, type Rules } from '../identity/validate.ts'
import { createSession } from '../middleware/auth.ts'
import { referrerOf, walletOf } from '../money/wallet.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { decryptLoginBody, readPayload } from './body.ts'
import { queryString, type Endpoint } from './endpoints.ts'

type Mode = 'username' | 'mobile'

/** An invitation code the platform knows: a published affiliate code, an agent's link code or a member's referral code. */
function codeExists(state: SimState, code: string): boolean {
  return affiliateExists(code) || !!linkByCode(state, code) || !!referrerOf(state.money, state.members, code)
}
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
  const refused = challengeRefusal(state, req, body, moduleOn(state, 'CAPTCHA3') || effectiveRules(state).captcha.enabled)
  if (refused) return refused
  if (findMemberByAccount(state.members, body.username)) return errors.usernameExists
  const { mobileNum, countryDialingCode } = body
  if (mobileNum && findMemberByMobile(state.members, mobileNum, countryDialingCode)) return errors.mobileExists
  if (body.affiliateCode?.trim() && !codeExists(state, body.affiliateCode)) return errors.affiliateInvalid
  if (body.smsNeeded && !(mobileNum && redeemSmsCode(state, mobileNum, countryDialingCode, 'register', body.verificationCode))) {
    return errors.verificationCodeError
  }
  return undefined
}

function createMember(state: SimState, body: Checked): Member {
  const member: Member = {
    id: nextMemberId(state.members),
    account: body.username,
    password: body.password ?? '',
    type: 0,
    nickname: body.nickname?.trim() || null,
    vip: null,
    balanceMinor: 0,
    payee: body.payeeName?.trim() || null,
    paymentPassword: body.paymentPassword || null,
    mobileNum: body.mobileNum ?? null,
    countryDialingCode: body.countryDialingCode,
    email: body.email?.trim() || null,
    regDate: state.now(),
    firstTimeLogin: true,
    disabled: false,
    uplineId: null,
  }
  state.members.push(member)
  const link = body.affiliateCode ? linkByCode(state, body.affiliateCode) : undefined
  if (link) joinThroughLink(state, member, link)
  // A friend who registers with a member's referral code counts as that member's invitation.
  const referrer = body.affiliateCode ? referrerOf(state.money, state.members, body.affiliateCode) : undefined
  if (referrer) walletOf(state.money, referrer, state.now()).invitations += 1
  return member
}

/** The `s4Mobile` variant reads the number as S4 sends it, from `mobile` alone (the seeds say `mobileNum`). */
function numberAs(state: SimState, req: Request, mode: Mode, payload: unknown): unknown {
  if (mode !== 'mobile' || variantOf(state, req.path) !== 's4Mobile' || typeof payload !== 'object' || payload === null) return payload
  const { mobile, mobileNum: _seeds, ...rest } = payload as Record<string, unknown>
  return { ...rest, mobileNum: mobile }
}

/**
 * `{ customerId }` (S14), with a `token` when the payload says `login: true` (S15): nothing else is shown by any
 * source. The `noToken` variant creates the member and its session-less answer even then.
 */
function register(mode: Mode) {
  return (req: Request, res: Response, { state }: { state: SimState }) => {
    const body = checkPayload(state, res, mode, numberAs(state, req, mode, decryptLoginBody(req, state.rsaKey)))
    if (!body) return
    const refused = refusal(state, req, body)
    if (refused) return sendFail(res, refused)
    const member = createMember(state, body)
    recordDevice(state, req, member.account, 'register', body)
    const logIn = body.login === true && variantOf(state, req.path) !== 'noToken'
    sendOk(res, logIn ? { customerId: member.id, token: createSession(state, member.id).token } : { customerId: member.id })
  }
}

/** S14 reads only `success`: a free name is an envelope with no value (or a null one), a taken one a failure. */
function checkUsername(req: Request, res: Response, { state }: { state: SimState }) {
  const username = queryString(req, 'username')?.trim()
  if (!username) return sendParamError(res, 'username', 'username is required')
  const variant = variantOf(state, req.path)
  if (findMemberByAccount(state.members, username)) {
    if (variant === 'bareFailure') return void res.status(200).json({ success: false })
    return sendFail(res, errors.usernameExists)
  }
  res.status(200).json(variant === 'nullValue' ? { success: true, value: null } : { success: true })
}

export const registerEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/system/setting/register',
    handle: (req, res, { state }) => sendOk(res, publishedRules(effectiveRules(state), variantOf(state, req.path) === 'bareRules')),
  },
  { methods: ['GET'], path: '/wps/check/username', handle: checkUsername },
  {
    // The path and module public clients use (S9, S10, S11, S17); the answer is not shown by any source, so
    // the simulator answers an envelope: success for a code that exists, `affiliate.code.invalid` otherwise.
    methods: ['GET'],
    path: '/wps/agent/affiliate',
    handle: (req, res, { state }) => {
      const code = queryString(req, 'code') ?? queryString(req, 'affiliateCode') ?? ''
      if (!code.trim()) return sendParamError(res, 'code', 'code is required')
      if (!codeExists(state, code)) return sendFail(res, errors.affiliateInvalid)
      res.status(200).json({ success: true })
    },
  },
  { methods: ['PUT'], path: '/wps/member/register', rawBody: true, modules: ['REG3', 'USERNAMEREG3'], handle: register('username') },
  { methods: ['PUT'], path: '/wps/member/register/mobile', rawBody: true, modules: ['REG3', 'MOBILENUMREG3'], handle: register('mobile') },
]
