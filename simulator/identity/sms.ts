import { DEFAULT_DIALING_CODE } from '../data/members.ts'
import { randomDigits } from './captcha.ts'
import { remember, type IdentitySlice, type SmsCode, type SmsPurpose } from './store.ts'

export const SMS_TTL_MS = 5 * 60 * 1000
const SMS_RESEND_MS = 60 * 1000
const MAX_SMS_ATTEMPTS = 5

const MOBILE = /^[0-9]{7,15}$/
const DIALING_CODE = /^[0-9]{1,4}$/

/** Strips one leading 0 (the gateway already does; the platform does it again) and checks 7–15 digits. */
export function normalizeMobile(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const number = raw.trim().replace(/^0/, '')
  return MOBILE.test(number) ? number : undefined
}

/** `"60"` when absent; `+60` is read as `60`. */
export function normalizeDialingCode(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_DIALING_CODE
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const code = String(raw).trim().replace(/^\+/, '')
  return DIALING_CODE.test(code) ? code : undefined
}

const smsKey = (mobile: string, purpose: SmsPurpose) => `${mobile}|${purpose}`

/** Whether a code went to this number less than a minute ago (any purpose). */
export function sentTooRecently(state: IdentitySlice, mobile: string): boolean {
  const last = state.identity.smsLast.get(mobile)
  return !!last && state.now() - last.sentAt < SMS_RESEND_MS
}

/** Sends (records) a fresh code; it replaces any pending code of the same number and purpose. */
export function sendSmsCode(state: IdentitySlice, mobile: string, countryDialingCode: string, purpose: SmsPurpose): SmsCode {
  const sentAt = state.now()
  const sms: SmsCode = { mobile, countryDialingCode, code: randomDigits(), purpose, sentAt, expiresAt: sentAt + SMS_TTL_MS, attempts: 0 }
  remember(state.identity.smsPending, smsKey(mobile, purpose), sms)
  state.identity.smsLast.delete(mobile)
  remember(state.identity.smsLast, mobile, sms)
  return sms
}

/**
 * True when `code` is the pending, unexpired code for the number and purpose; a right code is used up,
 * wrong guesses count and void the code after MAX_SMS_ATTEMPTS.
 */
export function redeemSmsCode(state: IdentitySlice, mobile: string, countryDialingCode: string, purpose: SmsPurpose, code: unknown): boolean {
  const key = smsKey(mobile, purpose)
  const sms = state.identity.smsPending.get(key)
  if (!sms || sms.countryDialingCode !== countryDialingCode) return false
  if (state.now() > sms.expiresAt) {
    state.identity.smsPending.delete(key)
    return false
  }
  if (typeof code === 'string' && code.trim() === sms.code) {
    state.identity.smsPending.delete(key)
    return true
  }
  sms.attempts++
  if (sms.attempts >= MAX_SMS_ATTEMPTS) state.identity.smsPending.delete(key)
  return false
}
