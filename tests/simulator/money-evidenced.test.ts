// The evidenced money paths beside the seeds' ones (S17, S26, go444's gate), and what the gateway's schemas read of
// both: the lead's alternates may send the gateway to either, so the same cards, banks and withdrawal must come out.
import { describe, expect, it } from 'vitest'
import { BankCardsSchema, BankListSchema, WithdrawReportSchema } from '../../schemas/upstream/index.ts'
import { loginToken, setup } from './helpers.ts'
import { expectFail, expectOk, sendEncrypted } from './identityHelpers.ts'

async function member(account = 'member0') {
  const ctx = setup()
  const token = await loginToken(ctx.app, account)
  const get = (path: string) => ctx.get(path).set('Authorization', token)
  const encrypted = (path: string, payload: object) => sendEncrypted(ctx.app, 'post', path, payload, { Authorization: token })
  return { ...ctx, get, encrypted }
}

describe('simulator money: the evidenced paths', () => {
  it('lists the cards at GET /wps/member/bankCard as a bare list with the keys S26 reads, the same cards the seeds path gives', async () => {
    const m = await member()
    const bare = await m.get('/wps/member/bankCard')
    expect(Array.isArray(bare.body.value)).toBe(true)
    expect(bare.body.value[0]).toMatchObject({ bankCardId: '7001', bankCode: 'ICBC', isWithdrawActive: 'Y', cardType: 'BC' })
    const fromBare = expectOk(bare, BankCardsSchema)
    const fromSeeds = expectOk(await m.get('/wps/relay/MCS2_bankCards'), BankCardsSchema)
    expect(fromBare.bankCards).toEqual(fromSeeds.bankCards)
    expect([fromBare.maxCardCount, fromSeeds.maxCardCount]).toEqual([null, 3])
  })

  it('lists the banks at GET /wps/system/withdrawBanks (S17) as the seeds path does', async () => {
    const m = await member()
    const banks = expectOk(await m.get('/wps/system/withdrawBanks'), BankListSchema)
    expect(banks.length).toBeGreaterThan(1)
    expect(banks).toEqual(expectOk(await m.get('/wps/relay/MCS2_bankList'), BankListSchema))
    expect(BankListSchema.parse({ list: banks })).toEqual(banks)
  })

  it('takes a withdrawal at POST /wps/v2/transaction/withdraw with the S26 body, refuses its errors, and reports it', async () => {
    const m = await member()
    expectFail(await m.encrypted('/wps/v2/transaction/withdraw', { amount: 200, bankCardId: '7001', password: '000000' }), 'invalid.payment.pw')
    const made = await m.encrypted('/wps/v2/transaction/withdraw', { amount: 200, bankCardId: '7001', password: '246810', requestId: 'key-of-attempt-0001' })
    expect(made.body.success, JSON.stringify(made.body)).toBe(true)
    expectFail(
      await m.encrypted('/wps/v2/transaction/withdraw', { amount: 200, bankCardId: '7001', password: '246810', requestId: 'key-of-attempt-0001' }),
      'duplicate.request',
    )
    const now = Date.now()
    const report = expectOk(
      await m.get(`/wps/relay/MCS2_WithdrawTransactionReport?startTime=${now - 60_000}&endTime=${now + 60_000}&page=1&size=10`),
      WithdrawReportSchema,
    )
    expect(report.items).toEqual([expect.objectContaining({ orderNo: made.body.value.orderNo, amount: '200', requestId: 'key-of-attempt-0001' })])
  })
})
