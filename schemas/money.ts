// Zod-free on purpose: the page checks amounts as the player types with the same rules the gateway applies.
// Money is decimal text end to end; comparisons run on integers of the smallest unit (BigInt), never on floats.

const AMOUNT = /^(\d{1,13})(?:\.(\d{1,8}))?$/

/** An amount the player typed, as units of 10^-scale; undefined when it is not a plain decimal or has more places. */
export function toUnits(text: string, scale: number): bigint | undefined {
  const match = AMOUNT.exec(text.trim())
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > scale) return undefined
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0')
}

/** A platform amount (signed decimal text) as units of 10^-scale, rounded towards zero past the scale. */
export function platformUnits(text: string, scale: number): bigint {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.')
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0')
  return negative ? -units : units
}

/** Units back to plain decimal text with exactly `scale` places (`1234.50`). */
export function unitsToText(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const text = scale > 0 ? `${whole}.${digits.slice(-scale)}` : whole
  return negative ? `-${text}` : text
}

/** The wallet's number pattern (seeds 000 §3: default `#,##0.00`): grouping, and how many decimal places. */
export type MoneyFormat = { symbol: string; decimals: number; grouping: boolean }
export const DEFAULT_MONEY_FORMAT: MoneyFormat = { symbol: '￥', decimals: 2, grouping: true }

/** Reads a pattern such as `#,##0.00` or `0`: grouping when it has a comma, decimals from the zeros after the point. */
export function moneyFormatOf(symbol: string, pattern = '#,##0.00'): MoneyFormat {
  const fraction = pattern.split('.')[1] ?? ''
  return { symbol, decimals: fraction.replace(/[^0#]/g, '').length, grouping: pattern.includes(',') }
}

/** `￥1,234.50` (and `-￥12.00`) from decimal text, in the wallet's pattern. */
export function formatMoney(text: string, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const plain = unitsToText(platformUnits(text, format.decimals), format.decimals)
  const negative = plain.startsWith('-')
  const [whole = '0', fraction] = plain.replace('-', '').split('.')
  const grouped = format.grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole
  return `${negative ? '-' : ''}${format.symbol}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`
}
