// Zod-free on purpose: the page checks money forms as the player types with these very rules, and the gateway checks
// them again before it asks the platform. A rule answers a text key (`layouts/i18n`), which each side translates.
import { platformUnits, toUnits, unitsToText } from './money.ts'

/** The platform's own precision: limits and balances are compared exactly at these places, never rounded first. */
const PLATFORM_PLACES = 8

export type AmountLimits = { min: string; max: string; balance?: string | undefined }
export type AmountProblem = 'invalid' | 'min' | 'max' | 'balance'
export type AmountCheck = { ok: true; amount: string } | { ok: false; problem: AmountProblem }

/**
 * A typed amount checked as a plain decimal with at most the wallet's places, then against the limits and the
 * balance as the platform holds them (a minimum of 10.005 refuses 10.00 in a wallet of two places). Answers the
 * amount as plain decimal text with the wallet's places, as the platform gets it, or the first problem.
 */
export function checkAmount(text: string, decimals: number, limits: AmountLimits): AmountCheck {
  const units = toUnits(text, decimals)
  if (units === undefined || units <= 0n) return { ok: false, problem: 'invalid' }
  const exact = units * 10n ** BigInt(PLATFORM_PLACES - decimals)
  if (exact < platformUnits(limits.min, PLATFORM_PLACES)) return { ok: false, problem: 'min' }
  if (exact > platformUnits(limits.max, PLATFORM_PLACES)) return { ok: false, problem: 'max' }
  if (limits.balance !== undefined && exact > platformUnits(limits.balance, PLATFORM_PLACES)) return { ok: false, problem: 'balance' }
  return { ok: true, amount: unitsToText(units, decimals) }
}

/** The least amount with the wallet's places that meets the minimum (what "the minimum is …" should name). */
export function lowestAmount(min: string, decimals: number): string {
  const step = 10n ** BigInt(PLATFORM_PLACES - decimals)
  const exact = platformUnits(min, PLATFORM_PLACES)
  const units = exact / step + (exact % step > 0n ? 1n : 0n)
  return unitsToText(units, decimals)
}

/** Field rules the page and the gateway both apply before the platform is asked. */
export const MONEY_RULES = {
  withdrawPassword: /^\d{6}$/,
  cardNumber: /^\d{12,19}$/,
  payeeName: /^[\p{L} .'-]{2,40}$/u,
  nickname: /^[\p{L}\p{N} _.-]{2,20}$/u,
  email: /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
} as const

/** A field a rule refuses, and the text key that says why. */
export type FieldProblem<F extends string = string> = { field: F; message: string }

/** A card number as typed, with the spaces and dashes people group it with taken out. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]+/g, '')
}

/** A new withdrawal password: six digits, typed twice the same. */
export function withdrawPasswordProblem(body: { password: string; confirm?: string }): FieldProblem<'password' | 'confirm'> | null {
  if (!MONEY_RULES.withdrawPassword.test(body.password)) return { field: 'password', message: 'withdraw_password_rule' }
  if (body.confirm !== undefined && body.confirm !== body.password) return { field: 'confirm', message: 'withdraw_password_mismatch' }
  return null
}

type CardFields = 'bankCode' | 'cardNumber' | 'payeeName' | 'password'

/** A bank card to add (the number as `cardDigits` gives it, the payee name trimmed); whether the bank exists is the platform's. */
export function bankCardProblem(body: Record<CardFields, string>): FieldProblem<CardFields> | null {
  if (body.bankCode === '') return { field: 'bankCode', message: 'bank_card_choose' }
  if (!MONEY_RULES.cardNumber.test(body.cardNumber)) return { field: 'cardNumber', message: 'bank_card_number_invalid' }
  if (!MONEY_RULES.payeeName.test(body.payeeName)) return { field: 'payeeName', message: 'bank_card_payee_invalid' }
  if (!MONEY_RULES.withdrawPassword.test(body.password)) return { field: 'password', message: 'withdraw_password_rule' }
  return null
}

const PROFILE_RULES = {
  nickname: [MONEY_RULES.nickname, 'profile_nickname_invalid'],
  email: [MONEY_RULES.email, 'profile_email_invalid'],
  payeeName: [MONEY_RULES.payeeName, 'bank_card_payee_invalid'],
} as const

/** A profile value the member sets in place (nickname, e-mail, payee name). */
export function profileProblem<F extends keyof typeof PROFILE_RULES>(field: F, value: string): FieldProblem<F> | null {
  const [rule, message] = PROFILE_RULES[field]
  return rule.test(value) ? null : { field, message }
}
