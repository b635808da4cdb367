import { formatMoney, platformUnits, toUnits, unitsToText, type MoneyFormat } from '../../../schemas/money.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors, withField } from '../../errors.ts'

export type AmountLimits = { min: string; max: string; balance?: string | undefined }

function said(t: Translate, key: string, amount: string, format: MoneyFormat): string {
  return t({ t: key }).replace('{amount}', formatMoney(amount, format))
}

/**
 * Checks a typed amount as a decimal against the wallet's places, the limits and the balance; answers it as plain
 * decimal text with the wallet's places (what is sent to the platform), or throws the error naming the field.
 */
export function checkAmount(text: string, limits: AmountLimits, format: MoneyFormat, t: Translate): string {
  const units = toUnits(text, format.decimals)
  if (units === undefined || units <= 0n) throw withField(new GwErrors.amountInvalid(t({ t: 'money_amount_invalid' })), 'amount')
  if (units < platformUnits(limits.min, format.decimals)) throw withField(new GwErrors.belowMinimum(said(t, 'money_below_minimum', limits.min, format)), 'amount')
  if (units > platformUnits(limits.max, format.decimals)) throw withField(new GwErrors.aboveMaximum(said(t, 'money_above_maximum', limits.max, format)), 'amount')
  if (limits.balance !== undefined && units > platformUnits(limits.balance, format.decimals)) {
    throw withField(new GwErrors.overBalance(t({ t: 'money_over_balance' })), 'amount')
  }
  return unitsToText(units, format.decimals)
}

/** Plain decimal text as the JSON number public clients send (S26): exact, as the text has at most 15 digits. */
export function wireAmount(text: string): number {
  return Number(text)
}
