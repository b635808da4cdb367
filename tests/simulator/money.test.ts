import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  BankCardsSchema,
  BetOrdersSchema,
  DepositSettingsSchema,
  DepositVendorsSchema,
  GatewayDepositSchema,
  ManualDepositSchema,
  ManualRebateSchema,
  MemberTransactionsSchema,
  RankProgressSchema,
  ReferralDetailsSchema,
  WalletBalanceSchema,
  WithdrawReportSchema,
  WithdrawSettingsSchema,
} from '../../schemas/upstream/index.ts'
import { loginToken, setup } from './helpers.ts'
import { expectFail, expectOk, sendEncrypted } from './identityHelpers.ts'

async function member(account = 'member0') {
  const ctx = setup()
  const token = await loginToken(ctx.app, account)
  const get = (path: string) => ctx.get(path).set('Authorization', token)
  const post = (path: string, body: object) => ctx.post(path).set('Authorization', token).set('content-type', 'application/json').send(JSON.stringify(body))
  const encrypted = (method: 'post' | 'put', path: string, payload: object) => sendEncrypted(ctx.app, method, path, payload, { Authorization: token })
  const balance = async () => expectOk(await get('/wps/v2/wallets/balance'), WalletBalanceSchema).sumBalance
  return { ...ctx, token, get, post, encrypted, balance }
}

describe('simulator money: the member centre reads', () => {
  it('answers rank progress, referral details and the deposit and withdrawal settings in the shapes S5 verified', async () => {
    const m = await member()
    expect(expectOk(await m.get('/wps/relay/MCSFE_getPlayerRankProgress'), RankProgressSchema)).toMatchObject({
      playerRankName: 'VIP3',
      monthlyTurnover: { expected: '200000' },
    })
    expect(expectOk(await m.get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true'), ReferralDetailsSchema)).toEqual({
      referralCode: 'LEE8821',
      totalInvitations: 3,
      promotionDomains: [],
    })
    expect(expectOk(await m.get('/wps/relay/MCSFE_getDepositSettings'), DepositSettingsSchema)).toEqual({ allowDeposit: true, totalDepositSuccessCount: 0 })
    expect(expectOk(await m.get('/wps/relay/MCSFE_getWithdrawSettings?groupId=0'), WithdrawSettingsSchema)).toEqual({
      minimumAmount: '100',
      maximumAmount: '50000',
      allowDecimal: true,
    })
  })

  it('generates a referral code only when asked to', async () => {
    const m = await member('member1')
    expect(expectOk(await m.get('/wps/relay/MCSFE_getReferralDetails'), ReferralDetailsSchema).referralCode).toBeNull()
    expect(expectOk(await m.get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true'), ReferralDetailsSchema).referralCode).toMatch(/^R\w+MEM$/)
  })

  it('pages bets per category within a date range, with totals', async () => {
    const m = await member()
    const now = Date.now()
    const all = expectOk(await m.get(`/wps/relay/ODSFE2_RNGOrders?startDate=${now - 30 * 86_400_000}&endDate=${now}&page=1&size=5`), BetOrdersSchema)
    expect(all.items).toHaveLength(5)
    expect(all.totalPages).toBeGreaterThan(1)
    const recent = expectOk(await m.get(`/wps/relay/ODSFE2_RNGOrders?startDate=${now - 3 * 86_400_000}&endDate=${now}&page=1&size=100`), BetOrdersSchema)
    expect(recent.items.length).toBeLessThan(all.totalPages * 5)
    expect(recent.items.every((b) => b.betTime >= now - 3 * 86_400_000)).toBe(true)
    expectFail(await m.get('/wps/relay/ODSFE2_RNGOrders?page=0'), 'request_param_err', 400)
  })
})

describe('simulator money: deposits', () => {
  it('lists channels by vendor, and a payment-gateway deposit raises the balance once it is paid on the payment page', async () => {
    const m = await member('member1')
    const vendors = expectOk(await m.get('/wps/relay/MCS2_depositBanksByVendor'), DepositVendorsSchema)
    expect(vendors.map((v) => v.vendor)).toEqual(['FASTPAY', 'BANKTRANSFER'])
    const { orderNo, payUrl } = expectOk(
      await m.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 150.5, backUrl: 'https://site.example/m/voucherCenter' }),
      GatewayDepositSchema,
    )
    const page = new URL(payUrl)
    expect((await request(m.app).get(page.pathname + page.search)).text).toContain('CNY 150.50')
    const paid = await request(m.app)
      .post(page.pathname)
      .type('form')
      .send({ ticket: page.searchParams.get('ticket'), result: 'success' })
    expect(paid.status).toBe(303)
    expect(paid.headers.location).toBe('https://site.example/m/voucherCenter')
    expect(await m.balance()).toBe(5150.5)
    expect(expectOk(await m.get('/wps/relay/MCSFE_getDepositSettings'), DepositSettingsSchema).totalDepositSuccessCount).toBe(1)
    // The page cannot be paid twice.
    expect(
      (
        await request(m.app)
          .post(page.pathname)
          .type('form')
          .send({ ticket: page.searchParams.get('ticket'), result: 'success' })
      ).status,
    ).toBe(409)
    expect(await m.balance()).toBe(5150.5)
    expect(orderNo).toMatch(/^D\d{14}$/)
  })

  it('refuses amounts outside the channel limits, trial accounts and a replayed request id', async () => {
    const m = await member('member1')
    expectFail(await m.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 99.99 }), 'amount.too.low')
    expectFail(await m.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: '1.005' }), 'request_param_err', 400)
    expectOk(await m.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 100, requestId: 'k1' }), GatewayDepositSchema)
    expectFail(await m.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 100, requestId: 'k1' }), 'duplicate.request')
    const trial = await member('trial4')
    expectFail(await trial.post('/wps/relay/MCS2_depositPaymentGateway', { channelId: 'fp-bank', amount: 100 }), 'deposit.not.allowed')
  })

  it('gives manual-transfer details, takes the confirmation once, and credits the balance when the operator approves', async () => {
    const m = await member('member1')
    const order = expectOk(await m.post('/wps/relay/MCS2_depositManualTransfer', { channelId: 'bt-icbc', amount: '1000' }), ManualDepositSchema)
    expect(order).toMatchObject({ bankAccountName: 'SIM88 TRADING LTD', amount: '1000' })
    expect((await m.post('/wps/relay/MCS2_confirmManualTransfer', { orderNo: order.orderNo })).body).toEqual({ success: true, value: true })
    expectFail(await m.post('/wps/relay/MCS2_confirmManualTransfer', { orderNo: order.orderNo }), 'duplicate.request')
    expect(await m.balance()).toBe(5000)
    expect((await m.control('/deposits/settle', { orderNo: order.orderNo, paid: true })).status).toBe(200)
    expect(await m.balance()).toBe(6000)
  })
})

describe('simulator money: withdrawals', () => {
  it('sets a withdrawal password, binds a card with it, withdraws once per request id, and reports it', async () => {
    const m = await member('member1')
    expect(expectOk(await m.get('/wps/member/hasWithdrawalPassword'), z.boolean())).toBe(false)
    expectFail(
      await m.encrypted('put', '/wps/member/bankCard', {
        bankName: 'CCB',
        bankCode: 'CCB',
        payeeName: 'Tan Mei',
        cardNumber: '6217000011112222',
        cardType: 'B',
        paymentPassword: '135790',
      }),
      'not.exists.payment.password',
    )
    expectFail(
      await m.encrypted('put', '/wps/member/paymentPassword', { paymentPassword: '12345', validatePaymentPassword: '12345' }),
      'request_param_err',
      400,
    )
    expect((await m.encrypted('put', '/wps/member/paymentPassword', { paymentPassword: '135790', validatePaymentPassword: '135790' })).body.value).toBe(true)
    expectFail(
      await m.encrypted('put', '/wps/member/bankCard', {
        bankName: 'CCB',
        bankCode: 'CCB',
        payeeName: 'Tan Mei',
        cardNumber: '62170',
        cardType: 'B',
        paymentPassword: '135790',
      }),
      'request_param_err',
      400,
    )
    const bound = await m.encrypted('put', '/wps/member/bankCard', {
      bankName: 'CCB',
      bankCode: 'CCB',
      payeeName: 'Tan Mei',
      cardNumber: '6217000011112222',
      cardType: 'B',
      paymentPassword: '135790',
    })
    const bankCardId = String(bound.body.value.bankCardId)
    expect(expectOk(await m.get('/wps/relay/MCS2_bankCards'), BankCardsSchema).bankCards).toMatchObject([
      { bankCardId, cardNumber: '**** **** **** 2222', cardHolder: 'TAN MEI' },
    ])
    expectFail(await m.encrypted('post', '/wps/transaction/withdraw', { amount: 200, bankCardId, password: '000000' }), 'invalid.payment.pw')
    expectFail(await m.encrypted('post', '/wps/transaction/withdraw', { amount: 99, bankCardId, password: '135790' }), 'amount.too.low')
    expectFail(await m.encrypted('post', '/wps/transaction/withdraw', { amount: 5000.01, bankCardId, password: '135790' }), 'balance.insufficient')
    expect((await m.encrypted('post', '/wps/transaction/withdraw', { amount: 200.25, bankCardId, password: '135790', requestId: 'w-1' })).body.success).toBe(
      true,
    )
    expectFail(
      await m.encrypted('post', '/wps/transaction/withdraw', { amount: 200.25, bankCardId, password: '135790', requestId: 'w-1' }),
      'duplicate.request',
    )
    expect(await m.balance()).toBe(4799.75)
    const report = expectOk(await m.get('/wps/relay/MCS2_WithdrawTransactionReport?page=1&size=10'), WithdrawReportSchema)
    expect(report.items).toMatchObject([{ amount: '200.25', status: 'PENDING' }])
    const ledger = expectOk(await m.get('/wps/relay/ODS2_MemberTransaction?codeTypes=withdraw&page=1&size=10'), MemberTransactionsSchema)
    expect(ledger.items).toMatchObject([{ amount: '-200.25', currentAvailBalance: '4799.75', codeType: 'withdraw' }])
  })
})

describe('simulator money: manual rebate', () => {
  it('shows the rebate per category and pays it once, then nothing is left to claim', async () => {
    const m = await member()
    const rebate = expectOk(await m.get('/wps/relay/MCSFE_getManualRebate'), ManualRebateSchema)
    expect(rebate.list.map((r) => r.gameType)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'])
    expect(Number(rebate.totalRebate)).toBeGreaterThan(1)
    const before = await m.balance()
    const claimed = await m.post('/wps/relay/MCSFE_claimManualRebate', {})
    expect(claimed.body.value.amount).toBe(Number(rebate.totalRebate))
    expect(await m.balance()).toBeCloseTo(before + Number(rebate.totalRebate), 2)
    expectFail(await m.post('/wps/relay/MCSFE_claimManualRebate', {}), 'rebate.amount.low')
  })

  it('is switched off with the cashback flag', async () => {
    const m = await member()
    await m.control('/flags', { CASHBACK3: false })
    expectFail(await m.get('/wps/relay/MCSFE_getManualRebate'), 'function.not.available', 400)
  })
})

describe('simulator money: the ledger of an account (S26 subordinateName)', () => {
  it("answers the member's own ledger by their account name, and refuses another's", async () => {
    const m = await member()
    const q = '/wps/relay/ODS2_MemberTransaction?codeTypes=&page=1&size=10'
    expect((await m.get(`${q}&subordinateName=member0`)).body.success).toBe(true)
    expectFail(await m.get(`${q}&subordinateName=member1`), 'request_param_err', 400)
  })
})

describe('simulator money: bonuses', () => {
  it('credits a claimed promotion bonus to the balance and writes it to the ledger as a promotion', async () => {
    const m = await member()
    expect(await m.balance()).toBe(1234567.89)
    expect((await m.post('/wps/relay/MCSFE_claimIssuedPromotion', { promotionClaimId: 30110001, promotionType: 'DEPOSIT' })).body.success).toBe(true)
    expect(await m.balance()).toBe(1235455.89)
    const ledger = expectOk(await m.get('/wps/relay/ODS2_MemberTransaction?codeTypes=dividend&page=1&size=10'), MemberTransactionsSchema)
    expect(ledger.items[0]).toMatchObject({ amount: '888', currentAvailBalance: '1235455.89', codeType: 'dividend', remark: 'Welcome Bonus 100%' })
  })
})
