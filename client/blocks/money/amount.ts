import type { TFunction } from 'i18next'
import { checkAmount, type AmountLimits } from '../../../schemas/moneyRules.ts'

// The page says which limit, without the amount the gateway names (`money_below_minimum`): the limits are on show.
const PROBLEM_TEXT = {
  invalid: 'money_amount_invalid',
  min: 'money_below_minimum_plain',
  max: 'money_above_maximum_plain',
  balance: 'money_over_balance',
} as const

/** The amount field's problem by the rule the gateway applies (`schemas/moneyRules.ts`), in the page's language. */
export function amountProblem(text: string, decimals: number, limits: AmountLimits, t: TFunction): { field: 'amount'; message: string } | null {
  const checked = checkAmount(text, decimals, limits)
  return checked.ok ? null : { field: 'amount', message: t(PROBLEM_TEXT[checked.problem]) }
}
