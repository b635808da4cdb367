import { memberCallError } from '../../context/memberSession.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors, withField } from '../../errors.ts'
import { UpstreamError } from '../../upstream/errors.ts'

type Refusal = (t: Translate) => Error

/** The platform's refusals of money calls, each a catalogued error in the page's language, with the field to focus. */
const REFUSALS: Readonly<Record<string, Refusal>> = {
  'invalid.payment.pw': (t) => withField(new GwErrors.withdrawPasswordInvalid(t({ t: 'withdraw_password_wrong' })), 'password'),
  'not.exists.payment.password': (t) => new GwErrors.withdrawPasswordNotSet(t({ t: 'withdraw_password_missing' })),
  'payment.password.exists': (t) => new GwErrors.withdrawPasswordExists(t({ t: 'withdraw_password_exists' })),
  'amount.too.low': (t) => withField(new GwErrors.belowMinimum(t({ t: 'money_below_minimum_plain' })), 'amount'),
  'amount.too.high': (t) => withField(new GwErrors.aboveMaximum(t({ t: 'money_above_maximum_plain' })), 'amount'),
  'balance.insufficient': (t) => withField(new GwErrors.overBalance(t({ t: 'money_over_balance' })), 'amount'),
  'bank.card.exists': (t) => withField(new GwErrors.bankCardExists(t({ t: 'bank_card_exists' })), 'cardNumber'),
  'bank.card.max': (t) => new GwErrors.bankCardLimit(t({ t: 'bank_card_limit' })),
  'bank.card.not.found': (t) => withField(new GwErrors.formInvalid(t({ t: 'bank_card_choose' })), 'bankCardId'),
  'payee.name.mismatch': (t) => withField(new GwErrors.bankCardNameMismatch(t({ t: 'bank_card_name_mismatch' })), 'payeeName'),
  'payee.name.exists': (t) => withField(new GwErrors.formInvalid(t({ t: 'profile_payee_locked' })), 'payeeName'),
  'rebate.amount.low': (t) => new GwErrors.rebateTooLow(t({ t: 'rebate_too_low' })),
  'deposit.not.allowed': (t) => new GwErrors.forbidden(t({ t: 'actual_account_required' })),
  'customer.trial': (t) => new GwErrors.forbidden(t({ t: 'free_reject' })),
  // A module switched off for the merchant (#543).
  'function.not.available': (t) => new GwErrors.featureUnavailable(t({ t: 'feature_unavailable' })),
}

/** Field names of the platform's `request_param_err` → the form field they are about, and its message. */
const PARAM_FIELDS: Readonly<Record<string, [field: string, text: string]>> = {
  amount: ['amount', 'money_amount_invalid'],
  cardNumber: ['cardNumber', 'bank_card_number_invalid'],
  payeeName: ['payeeName', 'bank_card_payee_invalid'],
  bankCode: ['bankCode', 'bank_card_choose'],
  paymentPassword: ['password', 'withdraw_password_rule'],
  validatePaymentPassword: ['confirm', 'withdraw_password_mismatch'],
  nickname: ['nickname', 'profile_nickname_invalid'],
  email: ['email', 'profile_email_invalid'],
}

/** A failed money call as the page should hear it: the platform's refusal by code, else the usual member-call mapping. */
export function moneyError(error: unknown, t: Translate, fallbackKey: string): Error {
  // The gateway's own refusals (a used attempt, a limit) are already what the page should hear.
  if (error instanceof Error && !(error instanceof UpstreamError) && String((error as { code?: unknown }).code ?? '').startsWith('GW_')) return error
  if (error instanceof UpstreamError && error.kind === 'rejected') {
    const known = REFUSALS[error.errorCode ?? '']
    if (known) return known(t)
    const param = error.field ? PARAM_FIELDS[error.field] : undefined
    if (error.errorCode === 'request_param_err' && param) return withField(new GwErrors.formInvalid(t({ t: param[1] })), param[0])
  }
  return memberCallError(error, t, t({ t: fallbackKey }))
}

/** A form field's refusal, marked so the page focuses the field. */
export function invalidField(field: string, text: string): Error {
  return withField(new GwErrors.formInvalid(text), field)
}
