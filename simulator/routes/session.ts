import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { FreePlayResultSchema, LoginPayloadSchema, type FreePlayResult } from '../../schemas/upstream/index.ts'
import { getRsaKey } from '../crypto.ts'
import { errors, sendFail, sendOk } from '../envelope.ts'
import { createSession, endSession } from '../middleware/auth.ts'
import { DEFAULT_DIALING_CODE, findMemberByAccount, findMemberByMobile, nextMemberId, TRIAL_TYPE, type Member } from '../data/members.ts'
import { randomDigits, redeemCaptcha } from '../identity/captcha.ts'
import { redeemTicket } from '../identity/slider.ts'
import { normalizeDialingCode, normalizeMobile, redeemSmsCode } from '../identity/sms.ts'
import { moduleOn, type SimState } from '../state.ts'
import { decryptLoginBody, parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** From this many failed password logins on, the account must send a captcha until it logs in. */
export const CAPTCHA_AFTER_FAILURES = 2
const CAPTCHA_FLAG = { value: { captcha: true } }

const LoginBody = LoginPayloadSchema.pick({ username: true, password: true, captcha: true, sliderTicket: true, countryDialingCode: true }).extend({
  type: z.enum(['username', 'sms', '1']).optional(),
})
type LoginBody = z.infer<typeof LoginBody>

function startSession(state: SimState, res: Response, member: Member): void {
  state.identity.loginFailures.delete(member.id)
  const session = createSession(state, member.id)
  sendOk(res, { token: session.token, id: member.id, userName: member.account, customerType: member.type, firstTimeLogin: member.firstTimeLogin })
}

function smsLogin(state: SimState, res: Response, body: LoginBody): void {
  if (!moduleOn(state, 'COMM3', 'MOBILEVERCODELOGIN3')) return sendFail(res, errors.functionNotAvailable)
  const mobile = normalizeMobile(body.username)
  const dialingCode = normalizeDialingCode(body.countryDialingCode)
  const member = mobile && dialingCode ? findMemberByMobile(state.members, mobile, dialingCode) : undefined
  if (!member || !mobile || !dialingCode || !redeemSmsCode(state, mobile, dialingCode, 'login', body.password)) {
    return sendFail(res, errors.verificationCodeError)
  }
  if (member.disabled) return sendFail(res, errors.userDisabled)
  startSession(state, res, member)
}

function passwordLogin(state: SimState, req: Request, res: Response, body: LoginBody): void {
  if (state.identity.sliderRequired && !redeemTicket(state, body.sliderTicket)) return sendFail(res, errors.sliderInvalid)
  const member = findMemberByAccount(state.members, body.username)
  if (!member) return sendFail(res, errors.passwordError)
  const failures = state.identity.loginFailures.get(member.id) ?? 0
  if (failures >= CAPTCHA_AFTER_FAILURES && !redeemCaptcha(state, req, body.captcha)) return sendFail(res, errors.captchaError, CAPTCHA_FLAG)
  if (member.password !== body.password) {
    state.identity.loginFailures.set(member.id, failures + 1)
    return sendFail(res, errors.passwordError, failures + 1 >= CAPTCHA_AFTER_FAILURES ? CAPTCHA_FLAG : {})
  }
  if (member.disabled) return sendFail(res, errors.userDisabled)
  startSession(state, res, member)
}

function login(state: SimState, req: Request, res: Response, payload: unknown): void {
  const body = readPayload(res, payload, LoginBody)
  if (!body) return
  if (body.type === 'sms') return smsLogin(state, res, body)
  passwordLogin(state, req, res, body)
}

function trialAccountName(state: SimState): string {
  for (;;) {
    const name = `TRIAL${randomDigits(6)}`
    if (!findMemberByAccount(state.members, name)) return name
  }
}

function freePlay(state: SimState): FreePlayResult {
  const member: Member = {
    id: nextMemberId(state.members), account: trialAccountName(state), password: randomBytes(24).toString('hex'), type: TRIAL_TYPE,
    nickname: null, vip: null, balance: 2000, mobileNum: null, countryDialingCode: DEFAULT_DIALING_CODE, email: null,
    regDate: state.now(), firstTimeLogin: true, unclaimedRewards: 0, disabled: false,
  }
  state.members.push(member)
  const session = createSession(state, member.id)
  return FreePlayResultSchema.parse({ token: session.token, userName: member.account, customerType: TRIAL_TYPE, trail: 1, firstTimeLogin: true })
}

export const sessionEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/session/key/rsa',
    openInMaintenance: true,
    handle: (_req, res) => {
      res.type('text/plain').send(getRsaKey().modulusHex)
    },
  },
  {
    methods: ['POST'],
    path: '/wps/session/login',
    rawBody: true,
    handle: (req, res, { state }) => login(state, req, res, decryptLoginBody(req)),
  },
  {
    methods: ['POST'],
    path: '/wps/session/login/unsecure',
    rawBody: true,
    handle: (req, res, { state }) => login(state, req, res, parsePlainBody(req.body)),
  },
  {
    methods: ['POST'],
    path: '/wps/session/login/freeplay',
    modules: ['COMM3', 'FREEPLAY3'],
    handle: (_req, res, { state }) => sendOk(res, freePlay(state)),
  },
  {
    methods: ['DELETE', 'POST'],
    path: '/wps/session/logout',
    auth: true,
    handle: (_req, res, { state, session }) => {
      endSession(state, session.token)
      sendOk(res, true)
    },
  },
]
