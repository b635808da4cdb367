import { formatMoney, type MoneyFormat } from '../../../schemas/money.ts'
import { checkAmount as amountCheck, lowestAmount, type AmountLimits, type AmountProblem } from '../../../schemas/moneyRules.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors, withField } from '../../errors.ts'

function said(t: Translate, key: string, amount: string, format: MoneyFormat): string {
  return t({ t: key }).replace('{amount}', formatMoney(amount, format))
}

/** The refusal for each problem of the shared amount rule, naming the field; the page shows the same rule's problem. */
function refusal(problem: AmountProblem, limits: AmountLimits, format: MoneyFormat, t: Translate): Error {
  switch (problem) {
    case 'invalid':
      return withField(new GwErrors.amountInvalid(t({ t: 'money_amount_invalid' })), 'amount')
    case 'min':
      return withField(new GwErrors.belowMinimum(said(t, 'money_below_minimum', lowestAmount(limits.min, format.decimals), format)), 'amount')
    case 'max':
      return withField(new GwErrors.aboveMaximum(said(t, 'money_above_maximum', limits.max, format)), 'amount')
    case 'balance':
      return withField(new GwErrors.overBalance(t({ t: 'money_over_balance' })), 'amount')
  }
}

/**
 * Checks a typed amount with the rule the page applies (`schemas/moneyRules.ts`); answers it as plain decimal text
 * with the wallet's places (what is sent to the platform), or throws the error naming the field.
 */
export function checkAmount(text: string, limits: AmountLimits, format: MoneyFormat, t: Translate): string {
  const checked = amountCheck(text, format.decimals, limits)
  if (!checked.ok) throw refusal(checked.problem, limits, format, t)
  return checked.amount
}

/** Plain decimal text as the JSON number public clients send (S26): exact, as the text has at most 15 digits. */
export function wireAmount(text: string): number {
  return Number(text)
}
