import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkAmount } from '../../gateway/actions/money/amounts.ts'
import { translator } from '../../gateway/context/texts.ts'

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
const t = translator({ EN: en }, 'EN')
const WALLET = { symbol: '￥', decimals: 2, grouping: true }

function refusal(text: string, limits: { min: string; max: string; balance?: string }) {
  try {
    checkAmount(text, limits, WALLET, t)
  } catch (error) {
    return { code: (error as { code?: string }).code, field: (error as { field?: string }).field, message: (error as Error).message }
  }
  return null
}

describe('checkAmount (the gateway side of the shared amount rule)', () => {
  it('answers the amount as the platform gets it, with the wallet places', () => {
    expect(checkAmount('100.5', { min: '100', max: '50000' }, WALLET, t)).toBe('100.50')
  })

  it('names the least amount that meets a minimum finer than the wallet, and refuses the one just under it', () => {
    expect(refusal('10.00', { min: '10.005', max: '100' })).toEqual({ code: 'GW_MONEY_BELOW_MINIMUM', field: 'amount', message: 'The minimum is ￥10.01' })
    expect(refusal('10.01', { min: '10.005', max: '100' })).toBeNull()
  })

  it('refuses each problem with its code, naming the amount field', () => {
    expect(refusal('1.001', { min: '1', max: '100' })).toMatchObject({ code: 'GW_MONEY_AMOUNT_INVALID', field: 'amount' })
    expect(refusal('100.01', { min: '1', max: '100' })).toEqual({ code: 'GW_MONEY_ABOVE_MAXIMUM', field: 'amount', message: 'The maximum is ￥100.00' })
    expect(refusal('60', { min: '1', max: '100', balance: '59.99' })).toMatchObject({ code: 'GW_MONEY_OVER_BALANCE', field: 'amount' })
  })
})
