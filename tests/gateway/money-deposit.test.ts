import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNTS, act, buildTestApp, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import { payOnPaymentPage } from '../helpers/payPage.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

type Money = { balance: number; deposits: { orderNo: string; kind: string; amount: number; status: string }[] }
const money = (agent: supertest.Agent, account: string) => simGet<Money>(agent, `/__sim/money?account=${account}`)

async function member(account: keyof typeof ACCOUNTS = 'member1') {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  return agent
}

async function attempt(agent: supertest.Agent): Promise<string> {
  const res = await act(agent, 'moneyAttempt', { kind: 'deposit' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.attempt as string
}

describe('deposits through the payment page', () => {
  it('opens the payment page in this tab, raises the balance once paid, and sends the first-deposit event once', async () => {
    const agent = await member()
    const key = await attempt(agent)
    const started = await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '500.50', promoId: 'FIRST100' })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.data.kind).toBe('gateway')
    expect(started.body.then).toEqual([{ type: 'openExternal', url: started.body.data.payUrl, target: 'self' }])
    // The same attempt tapped twice opens the same order.
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '500.50', promoId: 'FIRST100' })).body.data.payUrl).toBe(
      started.body.data.payUrl,
    )
    expect((await money(agent, 'member1')).deposits).toHaveLength(1)
    const back = new URL(await payOnPaymentPage(started.body.data.payUrl as string, 'success'))
    expect(back.pathname + back.search).toBe(`/m/voucherCenter?deposit=${key}`)
    const status = await act(agent, 'depositStatus', { attempt: key })
    expect(status.body.data).toMatchObject({ status: 'success', amount: '￥500.50' })
    expect(status.body.then).toEqual([{ type: 'conversion', event: 'firstDeposit' }, { type: 'refresh' }])
    expect((await money(agent, 'member1')).balance).toBe(5500.5)
    // A reload asks again: the event is not sent twice.
    expect((await act(agent, 'depositStatus', { attempt: key })).body.then).toEqual([{ type: 'refresh' }])
    // Nor for the member's second deposit.
    const second = await attempt(agent)
    expect(second).not.toBe(key)
    const again = await act(agent, 'deposit', { attempt: second, channelId: 'fp-wallet', amount: '60' })
    await payOnPaymentPage(again.body.data.payUrl as string, 'success')
    expect((await act(agent, 'depositStatus', { attempt: second })).body.then).toEqual([{ type: 'refresh' }])
    expect((await money(agent, 'member1')).balance).toBe(5560.5)
  })

  it('says a cancelled payment failed and leaves the balance', async () => {
    const agent = await member()
    const key = await attempt(agent)
    const started = await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '100' })
    await payOnPaymentPage(started.body.data.payUrl as string, 'fail')
    const status = await act(agent, 'depositStatus', { attempt: key })
    expect(status.body.data.status).toBe('failed')
    expect(status.body.then).toBeUndefined()
    expect((await money(agent, 'member1')).balance).toBe(5000)
  })

  it('refuses amounts outside the channel limits, unknown channels, and trial users', async () => {
    const agent = await member()
    const key = await attempt(agent)
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '99.99' })).body.error).toMatchObject({
      code: 'GW_MONEY_BELOW_MINIMUM',
      field: 'amount',
      message: 'The minimum is ￥100.00',
    })
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '50000.01' })).body.error).toMatchObject({
      code: 'GW_MONEY_ABOVE_MAXIMUM',
      field: 'amount',
    })
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'nope', amount: '100' })).body.error).toMatchObject({
      code: 'GW_FORM_INVALID',
      field: 'channelId',
    })
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: 'abc' })).body.error).toMatchObject({ code: 'GW_MONEY_AMOUNT_INVALID' })
    const trial = await member('trial4')
    expect((await act(trial, 'moneyAttempt', { kind: 'deposit' })).body.error.code).toBe('GW_FORBIDDEN')
    expect((await money(agent, 'member1')).deposits).toHaveLength(0)
  })
})

describe('deposits by manual transfer', () => {
  it('gives the bank details and reference, takes the confirmation once, and the balance follows the approval', async () => {
    // Another member: the first-deposit event is once per member for the gateway's whole life.
    const agent = await member('member2')
    const key = await attempt(agent)
    const started = await act(agent, 'deposit', { attempt: key, channelId: 'bt-icbc', amount: '1000' })
    expect(started.body.data).toMatchObject({
      kind: 'manual',
      bankName: 'Industrial and Commercial Bank of China',
      accountName: 'SIM88 TRADING LTD',
      amount: '￥1,000.00',
      reference: expect.any(String),
    })
    expect(started.body.then).toBeUndefined()
    const confirms = await Promise.all(Array.from({ length: 5 }, () => act(agent, 'depositConfirm', { attempt: key })))
    expect(confirms.map((c) => c.body.data.status)).toEqual(Array(5).fill('pending'))
    expect((await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')).calls['/wps/relay/MCS2_confirmManualTransfer']).toBe(1)
    const [order] = (await money(agent, 'member2')).deposits
    expect(order).toMatchObject({ kind: 'MANUAL', status: 'PENDING' })
    await t.control('/__sim/deposits/settle', { orderNo: order?.orderNo, paid: true })
    const status = await act(agent, 'depositStatus', { attempt: key })
    expect(status.body.data.status).toBe('success')
    expect(status.body.then?.[0]).toEqual({ type: 'conversion', event: 'firstDeposit' })
    expect((await money(agent, 'member2')).balance).toBe(89888.5)
  })
})
