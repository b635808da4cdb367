import { describe, expect, it } from 'vitest'
import { formatMoney, moneyFormatOf, platformUnits, toUnits, unitsToText } from '../../schemas/money.ts'

describe('money amounts', () => {
  it('reads typed amounts as exact units, refusing more places than the wallet has', () => {
    expect(toUnits('0.1', 2)).toBe(10n)
    expect(toUnits('100.10', 2)).toBe(10010n)
    expect(toUnits(' 5000 ', 2)).toBe(500000n)
    expect(toUnits('1.005', 2)).toBeUndefined()
    expect(toUnits('1.50', 0)).toBeUndefined()
    expect(toUnits('1.0', 0)).toBe(1n)
    for (const bad of ['', '-1', '1e3', '0x10', '1,000', '.5', '12345678901234']) expect(toUnits(bad, 2)).toBeUndefined()
  })

  it('adds without float drift', () => {
    const sum = (toUnits('0.1', 2) ?? 0n) + (toUnits('0.2', 2) ?? 0n)
    expect(unitsToText(sum, 2)).toBe('0.30')
    expect(platformUnits('-200.25', 2)).toBe(-20025n)
  })

  it('formats in the wallet pattern, default ￥ #,##0.00', () => {
    expect(formatMoney('1234567.89')).toBe('￥1,234,567.89')
    expect(formatMoney('-12')).toBe('-￥12.00')
    expect(formatMoney('0.5', moneyFormatOf('৳', '0'))).toBe('৳0')
    expect(formatMoney('1234.5', moneyFormatOf('$', '#,##0.0'))).toBe('$1,234.5')
  })
})
