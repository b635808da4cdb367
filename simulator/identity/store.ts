import type { RegisterField, SESSION_EXPIRED_CODES } from '../../schemas/upstream/index.ts'
import { seedRegisterRules, type RegisterRule } from '../data/registerSettings.ts'

export type SmsPurpose = 'register' | 'login' | 'reset'
export type SessionEndCode = (typeof SESSION_EXPIRED_CODES)[number]

type Captcha = { id: string; code: string }
type SliderChallenge = { id: string; x: number; y: number }
export type SmsCode = {
  mobile: string
  countryDialingCode: string
  code: string
  purpose: SmsPurpose
  sentAt: number
  expiresAt: number
  /** Wrong guesses so far; the code is void after MAX_SMS_ATTEMPTS. */
  attempts: number
}
type Mail = { email: string; username: string; link: string; sentAt: number }

export type IdentityState = {
  registerRules: Record<RegisterField, RegisterRule>
  captchas: Map<string, Captcha>
  lastCaptcha: Captcha | undefined
  sliders: Map<string, SliderChallenge>
  /** Ticket → expiry (epoch ms). */
  tickets: Map<string, number>
  /** Key `smsKey(mobile, purpose)`: the one pending code per number and purpose. */
  smsPending: Map<string, SmsCode>
  /** Newest code sent per number: the re-send guard and `/__sim/sms/last`. */
  smsLast: Map<string, SmsCode>
  /** Newest reset mail per address (lower case). */
  mails: Map<string, Mail>
  /** Token of a mailed reset link → its member and expiry; used once. */
  resetLinks: Map<string, { memberId: number; expiresAt: number }>
  /** ID tokens of the third-party sign-in service (`/__sim/social-token`) → the member and expiry; used once. */
  socialTokens: Map<string, { memberId: number; expiresAt: number }>
  /** Member id → failed password logins since the last success. */
  loginFailures: Map<number, number>
  /** Tokens ended by `/__sim/sessions/expire` with a code other than `login.not.session`, answered once. */
  endedTokens: Map<string, SessionEndCode>
}

/** What the last login or registration of an account sent about its device. */
type DeviceRecord = {
  loginDeviceId: string | null
  isOfficialAppLogin: boolean | null
  /** The `SHELL_deviceId` cookie the call came with (S15, S18, S30). */
  cookieDeviceId: string | null
  /** Registration only: how the page ran (seeds 000 §5: APP, H5, PWA, WEBCLIP; S11's desktop sends WEB). */
  registerMethod?: string | null
  at: number
}
/** Lower-case account → device facts of its last login and of its registration. */
export type DeviceRecords = Map<string, { login?: DeviceRecord; register?: DeviceRecord }>

/** What the identity functions read of the simulator's state: their own, the device records, the module flags, the clock. */
export type IdentitySlice = { identity: IdentityState; devices: DeviceRecords; flags: ReadonlyMap<string, boolean>; now: () => number }

/** Challenges, captchas and tickets nobody redeems are forgotten oldest first past this many. */
const MAX_PENDING = 5000

export function createIdentityState(): IdentityState {
  return {
    registerRules: seedRegisterRules(),
    captchas: new Map(),
    lastCaptcha: undefined,
    sliders: new Map(),
    tickets: new Map(),
    smsPending: new Map(),
    smsLast: new Map(),
    mails: new Map(),
    resetLinks: new Map(),
    socialTokens: new Map(),
    loginFailures: new Map(),
    endedTokens: new Map(),
  }
}

/** Map.set that evicts the oldest entries beyond MAX_PENDING. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= MAX_PENDING) break
    map.delete(oldest)
  }
}
