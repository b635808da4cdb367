import { acceptedPatternRegExp, REGISTER_FIELDS, type RegisterField } from '../../schemas/upstream/index.ts'
import { moduleOn } from '../data/flags.ts'
import type { RegisterRule } from '../data/registerSettings.ts'
import type { IdentitySlice } from './store.ts'

export type FieldError = { field: string; message: string }
export type Rules = Record<RegisterField, RegisterRule>

/** Checked by their own mechanisms (captcha store, SMS codes), not by the generic field check. */
const SPECIAL_FIELDS: ReadonlySet<RegisterField> = new Set(['captcha', 'verificationCode'])

/** The rules as the platform publishes them: `verificationCode` is only enabled while REGMOBVERF3 is on. */
export function effectiveRules(state: IdentitySlice): Rules {
  const rules = { ...state.identity.registerRules }
  const smsOn = moduleOn(state, 'REG3', 'REGMOBVERF3')
  rules.verificationCode = { ...rules.verificationCode, enabled: rules.verificationCode.enabled && smsOn }
  return rules
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** A rule's verdict on one value: undefined when it passes, else the message naming the field. */
function checkField(field: string, rule: RegisterRule, value: unknown): string | undefined {
  if (!rule.enabled) return undefined
  if (isEmpty(value)) return rule.required ? `${field} is required` : undefined
  if (typeof value !== 'string') return `${field}: ${rule.message}`
  const tooShort = rule.minLength > 0 && value.length < rule.minLength
  const tooLong = rule.maxLength > 0 && value.length > rule.maxLength
  const mismatch = acceptedPatternRegExp(rule.acceptedPattern)?.test(value) === false
  return tooShort || tooLong || mismatch ? `${field}: ${rule.message}` : undefined
}

/** The first field of `payload` that breaks its rule, in the order of the settings; then confirm ≠ password. */
export function validateFields(rules: Rules, payload: Readonly<Record<string, unknown>>): FieldError | undefined {
  for (const field of REGISTER_FIELDS) {
    if (SPECIAL_FIELDS.has(field)) continue
    const message = checkField(field, rules[field], payload[field])
    if (message) return { field, message }
  }
  if (rules.confirmPassword.enabled && payload.confirmPassword !== payload.password) {
    return { field: 'confirmPassword', message: 'confirmPassword: Confirmation password not matched' }
  }
  return undefined
}

/** A new password against the registration password rule (always required) and its confirmation. */
export function validateNewPassword(state: IdentitySlice, newPassword: string, confirm: string): FieldError | undefined {
  const rule = { ...state.identity.registerRules.password, enabled: true, required: true }
  const message = checkField('newPassword', rule, newPassword)
  if (message) return { field: 'newPassword', message }
  if (newPassword !== confirm) return { field: 'confirmNewPassword', message: 'confirmNewPassword: Confirmation password not matched' }
  return undefined
}
