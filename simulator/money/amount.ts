// The platform's money travels as JSON numbers with two decimals (S5 `sumBalance=0.25`, S26 `amount: parseFormatNumber(…)`);
// the simulator keeps integer minor units so that no sum is ever a float.

const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/

/** An amount from a request (number or decimal text, at most two decimals, not negative) in minor units. */
export function toMinor(value: unknown): number | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!DECIMAL.test(text)) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Minor units as the JSON number the platform sends (exact: two decimals of an integer). */
export function fromMinor(minor: number): number {
  return Number((minor / 100).toFixed(2))
}
