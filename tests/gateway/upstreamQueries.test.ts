import { describe, expect, it } from 'vitest'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import { currencySymbolOf } from '../../schemas/upstream/member.ts'

const wire = { merchant: 'sim88', language: 'EN' }

describe('query shapes public clients send', () => {
  it("names the member's own account as subordinateName on the ledger (S26 transactionRecord)", () => {
    const q = endpoints.memberTransactions.query?.({ page: 1, size: 10, start: 1, end: 2, codes: 'deposit', account: 'member0' }, wire)
    expect(q).toMatchObject({ codeTypes: 'deposit', subordinateName: 'member0', page: 1, size: 10, language: 'EN' })
  })

  it('lists the issued rewards of the given types (S30)', () => {
    expect(endpoints.claimables.query?.({ types: ['MANUAL', 'RAFFLE'] }, wire)).toEqual({ promotionType: 'MANUAL,RAFFLE', status: 'I' })
  })

  it('sends a promotion application with the module S27 sends it with, a claim with S30 module', () => {
    expect([endpoints.applyPromotion.moduleId, endpoints.claimPromotion.moduleId, endpoints.claimables.moduleId]).toEqual(['DPSTBAS3', 'REWCEN3', 'REWCEN3'])
  })
})

describe('the currency symbol of a wallet that sends none', () => {
  it("is the merchant's currency's, the seeds' ￥ for CNY, and the code for one Intl does not know", () => {
    expect(['BDT', 'THB', 'VND', 'CNY', 'usd', 'XYZ', 'not a code'].map(currencySymbolOf)).toEqual(['৳', '฿', '₫', '￥', '$', 'XYZ', 'NOT A CODE'])
  })
})
