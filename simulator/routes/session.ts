import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { KEY_ALPHABET, LoginPayloadSchema } from '../../schemas/upstream/index.ts'
import { rsaDecryptHexToString } from '../crypto.ts'
import { moduleOn } from '../data/flags.ts'
import { DEFAULT_DIALING_CODE, findMemberByAccount, findMemberByMobile, nextMemberId, TRIAL_TYPE, type Member } from '../data/members.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { randomDigits, redeemCaptcha } from '../identity/captcha.ts'
import { challengeRefusal } from '../identity/challenges.ts'
import { recordDevice } from '../identity/devices.ts'
import { normalizeDialingCode, normalizeMobile, redeemSmsCode } from '../identity/sms.ts'
import { createSession, endSession } from '../middleware/auth.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import { decryptLoginBody, parsePlainBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

/** From this many failed password logins on, the account must send a captcha until it logs in. */
const CAPTCHA_AFTER_FAILURES = 2
const CAPTCHA_FLAG = { value: { captcha: true } }

const LoginBody = LoginPayloadSchema.pick({
  username: true,
  password: true,
  captcha: true,
  sliderTicket: true,
  countryDialingCode: true,
  loginDeviceId: true,
  isOfficialAppLogin: true,
  geetestValidateV4: true,
  firebaseIdToken: true,
}).extend({
  type: z.enum(['username', 'sms', '1', 'firebase']).optional(),
})
type LoginBody = z.infer<typeof LoginBody>

/** The full answer S1 and S18 show; the `tokenAndId` variant answers only what S13 reads. */
function startSession(state: SimState, req: Request, res: Response, member: Member, body: LoginBody): void {
  state.identity.loginFailures.delete(member.id)
  recordDevice(state, req, member.account, 'login', body)
  const session = createSession(state, member.id)
  if (variantOf(state, req.path) === 'tokenAndId') return sendOk(res, { token: session.token, id: member.id })
  sendOk(res, { token: session.token, id: member.id, userName: member.account, customerType: member.type, firstTimeLogin: member.firstTimeLogin })
}

function smsLogin(state: SimState, req: Request, res: Response, body: LoginBody): void {
  if (!moduleOn(state, 'COMM3', 'MOBILEVERCODELOGIN3')) return sendFail(res, errors.functionNotAvailable)
  const mobile = normalizeMobile(body.username)
  const dialingCode = normalizeDialingCode(body.countryDialingCode)
  const member = mobile && dialingCode ? findMemberByMobile(state.members, mobile, dialingCode) : undefined
  if (!member || !mobile || !dialingCode || !redeemSmsCode(state, mobile, dialingCode, 'login', body.password)) {
    return sendFail(res, errors.verificationCodeError)
  }
  if (member.disabled) return sendFail(res, errors.userDisabled)
  startSession(state, req, res, member, body)
}

/**
 * Third-party login (seeds 000 §4, `type: "firebase"`): the platform checks the ID token with the sign-in service;
 * here, a token `/__sim/social-token` issued for a member, once, while it lasts (the simulator's own shape).
 */
function socialLogin(state: SimState, req: Request, res: Response, body: LoginBody): void {
  if (!moduleOn(state, 'COMM3', 'FACEBOOKLOGIN3') && !moduleOn(state, 'COMM3', 'GOOGLELOGIN3')) return sendFail(res, errors.functionNotAvailable)
  const issued = body.firebaseIdToken ? state.identity.socialTokens.get(body.firebaseIdToken) : undefined
  if (body.firebaseIdToken) state.identity.socialTokens.delete(body.firebaseIdToken)
  const member = issued && issued.expiresAt > state.now() ? state.members.find((m) => m.id === issued.memberId) : undefined
  if (!member || member.disabled) return sendFail(res, errors.userNotFound)
  startSession(state, req, res, member, body)
}

function passwordLogin(state: SimState, req: Request, res: Response, body: LoginBody): void {
  const captchaAlways = moduleOn(state, 'CAPTCHA3')
  const refused = challengeRefusal(state, req, body, captchaAlways)
  if (refused) return sendFail(res, refused)
  const member = findMemberByAccount(state.members, body.username)
  if (!member) return sendFail(res, errors.passwordError)
  const failures = state.identity.loginFailures.get(member.id) ?? 0
  // Risk rules (S8): after wrong passwords the captcha is asked, unless every login already carries one.
  if (!captchaAlways && failures >= CAPTCHA_AFTER_FAILURES && !redeemCaptcha(state, req, body.captcha)) return sendFail(res, errors.captchaError, CAPTCHA_FLAG)
  if (member.password !== body.password) {
    state.identity.loginFailures.set(member.id, failures + 1)
    return sendFail(res, errors.passwordError, failures + 1 >= CAPTCHA_AFTER_FAILURES ? CAPTCHA_FLAG : {})
  }
  if (member.disabled) return sendFail(res, errors.userDisabled)
  startSession(state, req, res, member, body)
}

function login(state: SimState, req: Request, res: Response, payload: unknown): void {
  const body = readPayload(res, payload, LoginBody)
  if (!body) return
  if (body.type === 'sms') return smsLogin(state, req, res, body)
  if (body.type === 'firebase') return socialLogin(state, req, res, body)
  passwordLogin(state, req, res, body)
}

function trialAccountName(state: SimState): string {
  for (;;) {
    const name = `TRIAL${randomDigits(6)}`
    if (!findMemberByAccount(state.members, name)) return name
  }
}

/**
 * The free-play body as public clients post it (S11 `loginFreePlay`): `os`, `platform`, `Encryption` (the RSA
 * block of a reversed random key, hex) and `X-Gateway-Version`. The key must decrypt with the current RSA key.
 */
const FreePlayBody = z.object({
  os: z.string().min(1),
  platform: z.string().min(1),
  Encryption: z.string().regex(/^[0-9a-fA-F ]+$/),
  'X-Gateway-Version': z.union([z.number(), z.string()]).optional(),
})

function freePlayKeyIsValid(state: SimState, hex: string): boolean {
  try {
    const key = rsaDecryptHexToString(hex, state.rsaKey)
    return key.length === 16 && [...key].every((c) => KEY_ALPHABET.includes(c))
  } catch {
    return false
  }
}

function freePlayRequest(state: SimState, req: Request, res: Response): void {
  const parsed = FreePlayBody.safeParse(parsePlainBody(req.body))
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    return sendParamError(
      res,
      typeof field === 'string' ? field : 'body',
      `${typeof field === 'string' ? field : 'body'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    )
  }
  if (!freePlayKeyIsValid(state, parsed.data.Encryption)) return sendFail(res, errors.requestBodyRequired)
  sendOk(res, freePlay(state))
}

/** No source shows the answer: the simulator answers like a login, with the trial flag the seeds name `trail`. */
function freePlay(state: SimState) {
  const member: Member = {
    id: nextMemberId(state.members),
    account: trialAccountName(state),
    password: randomBytes(24).toString('hex'),
    type: TRIAL_TYPE,
    nickname: null,
    vip: null,
    balanceMinor: 200000,
    payee: null,
    paymentPassword: null,
    mobileNum: null,
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: null,
    regDate: state.now(),
    firstTimeLogin: true,
    disabled: false,
    uplineId: null,
  }
  state.members.push(member)
  const session = createSession(state, member.id)
  return { token: session.token, userName: member.account, customerType: TRIAL_TYPE, trail: 1, firstTimeLogin: true }
}

export const sessionEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/session/key/rsa',
    openInMaintenance: true,
    handle: (req, res, { state }) => {
      const hex = state.rsaKey.modulusHex
      res.type('text/plain').send(variantOf(state, req.path) === 'quoted' ? JSON.stringify(hex) : hex)
    },
  },
  {
    methods: ['POST'],
    path: '/wps/session/login',
    rawBody: true,
    handle: (req, res, { state }) => login(state, req, res, decryptLoginBody(req, state.rsaKey)),
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
    rawBody: true,
    handle: (req, res, { state }) => freePlayRequest(state, req, res),
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
