import { platformUnits, toUnits } from '../../../schemas/money.ts'

const SCALE = 8

/** The same amount rule the gateway applies: a plain decimal with the wallet's places, within the limits and the balance. */
export function amountProblem(text: string, decimals: number, min: string, max: string, balance?: string): 'invalid' | 'min' | 'max' | 'balance' | null {
  const units = toUnits(text, decimals)
  if (units === undefined || units <= 0n) return 'invalid'
  const value = units * 10n ** BigInt(SCALE - decimals)
  if (value < platformUnits(min, SCALE)) return 'min'
  if (value > platformUnits(max, SCALE)) return 'max'
  if (balance !== undefined && value > platformUnits(balance, SCALE)) return 'balance'
  return null
}
