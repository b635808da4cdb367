import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNTS, act, buildTestApp, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000', UPSTREAM_TIMEOUT_MS: '600' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

type Money = { balance: number; cards: number; hasPaymentPassword: boolean; withdrawals: { orderNo: string; amount: number; status: string }[] }
const money = (agent: supertest.Agent, account: string) => simGet<Money>(agent, `/__sim/money?account=${account}`)

async function member(account: keyof typeof ACCOUNTS = 'member0') {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  return agent
}

async function attempt(agent: supertest.Agent): Promise<string> {
  const res = await act(agent, 'moneyAttempt', { kind: 'withdraw' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.attempt as string
}

const CARD = '7001'
const PASSWORD = '246810'

describe('POST /api/actions/withdraw', () => {
  it('sends one withdrawal and answers it submitted; the balance follows', async () => {
    const agent = await member()
    const key = await attempt(agent)
    const res = await act(agent, 'withdraw', { attempt: key, amount: '100.50', bankCardId: CARD, password: PASSWORD })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'submitted', amount: '￥100.50', orderNo: expect.stringMatching(/^W/) })
    const after = await money(agent, 'member0')
    expect(after.balance).toBe(1234467.39)
    expect(after.withdrawals).toHaveLength(1)
  })

  it('refuses a wrong withdrawal password, an amount over the balance or under the minimum, naming the field, and sends nothing', async () => {
    const agent = await member('member0')
    const key = await attempt(agent)
    const wrong = await act(agent, 'withdraw', { attempt: key, amount: '100', bankCardId: CARD, password: '000000' })
    expect({ status: wrong.status, code: wrong.body.error.code, field: wrong.body.error.field }).toEqual({
      status: 400,
      code: 'GW_WITHDRAW_PASSWORD_INVALID',
      field: 'password',
    })
    const under = await act(agent, 'withdraw', { attempt: key, amount: '99.99', bankCardId: CARD, password: PASSWORD })
    expect(under.body.error).toMatchObject({ code: 'GW_MONEY_BELOW_MINIMUM', field: 'amount', message: 'The minimum is ￥100.00' })
    await t.control('/__sim/money/balance', { account: 'member0', balance: 150 })
    const over = await act(agent, 'withdraw', { attempt: key, amount: '150.01', bankCardId: CARD, password: PASSWORD })
    expect(over.body.error).toMatchObject({ code: 'GW_MONEY_OVER_BALANCE', field: 'amount' })
    const places = await act(agent, 'withdraw', { attempt: key, amount: '100.001', bankCardId: CARD, password: PASSWORD })
    expect(places.body.error).toMatchObject({ code: 'GW_MONEY_AMOUNT_INVALID', field: 'amount' })
    expect((await money(agent, 'member0')).withdrawals).toHaveLength(0)
    // The attempt stays open after refusals: the corrected request goes through with the same key.
    expect((await act(agent, 'withdraw', { attempt: key, amount: '150', bankCardId: CARD, password: PASSWORD })).body.data.status).toBe('submitted')
  })

  it('makes one withdrawal of twenty concurrent identical submits, all answered with it', async () => {
    const agent = await member()
    const key = await attempt(agent)
    const body = { attempt: key, amount: '200', bankCardId: CARD, password: PASSWORD }
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(agent, 'withdraw', body)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    const orders = new Set(answers.map((a) => a.body.data.orderNo as string))
    expect(orders.size).toBe(1)
    expect((await money(agent, 'member0')).withdrawals).toHaveLength(1)
  })

  it('gives two tabs the same attempt, so their two submits make one withdrawal, and refuses other values under it', async () => {
    const tab1 = await member()
    const [a, b] = [await attempt(tab1), await attempt(tab1)]
    expect(a).toBe(b)
    expect((await act(tab1, 'withdraw', { attempt: a, amount: '300', bankCardId: CARD, password: PASSWORD })).body.data.status).toBe('submitted')
    expect((await act(tab1, 'withdraw', { attempt: b, amount: '300', bankCardId: CARD, password: PASSWORD })).body.data.status).toBe('submitted')
    const other = await act(tab1, 'withdraw', { attempt: b, amount: '301', bankCardId: CARD, password: PASSWORD })
    expect(other.body.error.code).toBe('GW_MONEY_ATTEMPT_USED')
    expect((await money(tab1, 'member0')).withdrawals).toHaveLength(1)
    // Once done, the next attempt is a new key.
    expect(await attempt(tab1)).not.toBe(a)
  })

  it('answers a lost answer as checking, and a retry finds the withdrawal in the record instead of sending it again', async () => {
    const agent = await member()
    const key = await attempt(agent)
    await t.control('/__sim/faults', { endpoint: '/wps/transaction/withdraw', kind: 'latency', ms: 1500, times: 1 })
    const body = { attempt: key, amount: '250', bankCardId: CARD, password: PASSWORD }
    const first = await act(agent, 'withdraw', body)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data).toMatchObject({ status: 'checking', amount: '￥250.00' })
    expect((await act(agent, 'moneyAttempt', { kind: 'withdraw' })).body.data).toEqual({ attempt: key, checking: true, until: first.body.data.until })
    const retry = await act(agent, 'withdraw', body)
    expect(retry.body.data.status).toBe('checking')
    const check = await act(agent, 'withdrawCheck', { attempt: key })
    expect(check.body.data).toMatchObject({ status: 'submitted', orderNo: expect.stringMatching(/^W/) })
    const platform = await money(agent, 'member0')
    expect(platform.withdrawals).toHaveLength(1)
    expect((await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')).calls['/wps/transaction/withdraw']).toBe(1)
  })

  it('refuses visitors, trial users, a key of another member and a call without the CSRF header', async () => {
    const visitor = t.request()
    expect((await act(visitor, 'moneyAttempt', { kind: 'withdraw' })).body.error.code).toBe('GW_AUTH_NO_SESSION')
    const trial = await member('trial4')
    const refused = await act(trial, 'moneyAttempt', { kind: 'withdraw' })
    expect({ status: refused.status, code: refused.body.error.code, message: refused.body.error.message }).toEqual({
      status: 403,
      code: 'GW_FORBIDDEN',
      message: 'Please login an actual account to use this function',
    })
    const owner = await member('member0')
    const key = await attempt(owner)
    const stranger = await member('member2')
    const stolen = await act(stranger, 'withdraw', { attempt: key, amount: '100', bankCardId: CARD, password: PASSWORD })
    expect(stolen.body.error.code).toBe('GW_MONEY_ATTEMPT_STALE')
    const csrf = await owner
      .post('/api/actions/withdraw')
      .set('content-type', 'application/json')
      .send({ attempt: key, amount: '100', bankCardId: CARD, password: PASSWORD })
    expect(csrf.body.error.code).toBe('GW_CSRF_REJECTED')
  })
})

describe('withdrawal password and bank cards', () => {
  it('sets a withdrawal password, then binds a card in the payee name with it', async () => {
    const agent = await member('member1')
    const bad = await act(agent, 'setWithdrawPassword', { password: '12ab', confirm: '12ab' })
    expect(bad.body.error).toMatchObject({ code: 'GW_FORM_INVALID', field: 'password' })
    const mismatch = await act(agent, 'setWithdrawPassword', { password: '135790', confirm: '135791' })
    expect(mismatch.body.error).toMatchObject({ code: 'GW_FORM_INVALID', field: 'confirm' })
    const noPassword = await act(agent, 'addBankCard', { bankCode: 'CCB', cardNumber: '6217 0000 1111 2222', payeeName: 'Tan Mei', password: '135790' })
    expect(noPassword.body.error.code).toBe('GW_WITHDRAW_PASSWORD_NOT_SET')
    expect((await act(agent, 'setWithdrawPassword', { password: '135790', confirm: '135790' })).status).toBe(200)
    expect((await act(agent, 'setWithdrawPassword', { password: '135790', confirm: '135790' })).body.error.code).toBe('GW_WITHDRAW_PASSWORD_EXISTS')
    const added = await act(agent, 'addBankCard', { bankCode: 'CCB', cardNumber: '6217 0000 1111 2222', payeeName: 'Tan Mei', password: '135790' })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(await money(agent, 'member1')).toMatchObject({ cards: 1, payee: 'TAN MEI', hasPaymentPassword: true })
  })

  it('refuses bad card input with the field to fix', async () => {
    const agent = await member('member0')
    const cases: [object, string, string][] = [
      [{ bankCode: 'CCB', cardNumber: '1234', payeeName: 'Lee Lucky', password: PASSWORD }, 'GW_FORM_INVALID', 'cardNumber'],
      [{ bankCode: 'CCB', cardNumber: '6217000011112222', payeeName: 'Lee Lucky', password: '1' }, 'GW_FORM_INVALID', 'password'],
      [{ bankCode: 'NOPE', cardNumber: '6217000011112222', payeeName: 'Lee Lucky', password: PASSWORD }, 'GW_FORM_INVALID', 'bankCode'],
      [{ bankCode: 'CCB', cardNumber: '6217000011112222', payeeName: 'Lee Lucky', password: '000000' }, 'GW_WITHDRAW_PASSWORD_INVALID', 'password'],
      [{ bankCode: 'ICBC', cardNumber: '6222021001123456789', payeeName: 'Lee Lucky', password: PASSWORD }, 'GW_BANK_CARD_EXISTS', 'cardNumber'],
    ]
    for (const [body, code, field] of cases) {
      const res = await act(agent, 'addBankCard', body)
      expect({ code: res.body.error?.code, field: res.body.error?.field }, JSON.stringify(body)).toEqual({ code, field })
    }
    const visitorPayee = await member('member2')
    const badName = await act(visitorPayee, 'addBankCard', { bankCode: 'CCB', cardNumber: '6217000011112222', payeeName: 'x', password: '123456' })
    expect(badName.body.error).toMatchObject({ code: 'GW_FORM_INVALID', field: 'payeeName' })
    expect((await money(agent, 'member0')).cards).toBe(1)
  })
})
