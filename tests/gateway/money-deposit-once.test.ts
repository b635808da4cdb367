// A deposit whose answer was lost is found, not made again (README, "Member centre and money"): the answer of the
// platform's deposit call is cut half way (the simulator's resetMidBody, once), and the player's retry under the same
// attempt gets the order that was made — its payment page or its transfer details — while the platform holds one.
import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNTS, act, buildTestApp, freshSimulator, login, MANY_LOGINS, simGet, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: MANY_LOGINS })
})
afterAll(async () => t.close())
beforeEach(() => freshSimulator(t))

const GATEWAY = '/wps/relay/MCS2_depositPaymentGateway'
const MANUAL = '/wps/relay/MCS2_depositManualTransfer'
const REPORT = '/wps/relay/MCS2_depositTransactioNReport'
type Orders = { deposits: { orderNo: string; kind: string; status: string; amount: number }[] }

async function member(account: keyof typeof ACCOUNTS) {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS[account])).status).toBe(200)
  const res = await act(agent, 'moneyAttempt', { kind: 'deposit' })
  return { agent, key: res.body.data.attempt as string }
}
const calls = async (agent: supertest.Agent, path: string) => (await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')).calls[path] ?? 0

describe('a deposit whose answer was lost', () => {
  it('is found by its key when the player tries again: one platform order, and its payment page', async () => {
    const { agent, key } = await member('member1')
    await t.control('/__sim/faults', { endpoint: GATEWAY, kind: 'resetMidBody', times: 1 })
    // The report does not answer the first look either: the player is told it is being checked.
    await t.control('/__sim/faults', { endpoint: REPORT, kind: 'error', times: 1 })
    const body = { attempt: key, channelId: 'fp-bank', amount: '300' }
    const first = await act(agent, 'deposit', body)
    expect([first.status, first.body.error?.code]).toEqual([503, 'GW_MONEY_UNAVAILABLE'])
    expect(first.body.error.message).toBe('We are checking whether your deposit order was made. Please try again in a moment.')
    const retry = await act(agent, 'deposit', body)
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    const { deposits } = await simGet<Orders>(agent, '/__sim/money?account=member1')
    expect(deposits).toHaveLength(1)
    expect(retry.body.data).toEqual({ kind: 'gateway', payUrl: expect.stringContaining(`/pay/${deposits[0]?.orderNo}?ticket=`) })
    expect(retry.body.then).toEqual([{ type: 'openExternal', url: retry.body.data.payUrl, target: 'self' }])
    expect(await calls(agent, GATEWAY)).toBe(1)
    // A third tap answers the same order, and the order is the one the status check follows.
    expect((await act(agent, 'deposit', body)).body.data.payUrl).toBe(retry.body.data.payUrl)
    expect((await act(agent, 'depositStatus', { attempt: key })).body.data).toMatchObject({ status: 'unpaid', orderNo: deposits[0]?.orderNo })
  })

  it('hands back a manual transfer made under a lost answer with its details, and refuses other values under the key', async () => {
    const { agent, key } = await member('member2')
    await t.control('/__sim/faults', { endpoint: MANUAL, kind: 'resetMidBody', times: 1 })
    const body = { attempt: key, channelId: 'bt-icbc', amount: '1000' }
    const first = await act(agent, 'deposit', body)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const { deposits } = await simGet<Orders>(agent, '/__sim/money?account=member2')
    expect(deposits).toHaveLength(1)
    expect(first.body.data).toMatchObject({
      kind: 'manual',
      orderNo: deposits[0]?.orderNo,
      bankName: 'Industrial and Commercial Bank of China',
      accountName: 'SIM88 TRADING LTD',
      amount: '￥1,000.00',
      reference: deposits[0]?.orderNo.slice(-8),
    })
    expect((await act(agent, 'deposit', { ...body, amount: '2000' })).body.error.code).toBe('GW_MONEY_ATTEMPT_USED')
    expect((await act(agent, 'deposit', body)).body.data.orderNo).toBe(deposits[0]?.orderNo)
    expect(await calls(agent, MANUAL)).toBe(1)
  })

  it('is made on the retry when the record shows it never reached the platform, with the values the player sends then', async () => {
    const { agent, key } = await member('member1')
    await t.control('/__sim/faults', { endpoint: GATEWAY, kind: 'reset', times: 1 })
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'fp-wallet', amount: '80' })).body.error?.code).toBe('GW_MONEY_UNAVAILABLE')
    expect((await simGet<Orders>(agent, '/__sim/money?account=member1')).deposits).toHaveLength(0)
    // The player changed the amount meanwhile: nothing was made, so nothing holds the key to the old values.
    const retry = await act(agent, 'deposit', { attempt: key, channelId: 'fp-wallet', amount: '90' })
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect(retry.body.data.kind).toBe('gateway')
    const { deposits } = await simGet<Orders>(agent, '/__sim/money?account=member1')
    expect(deposits.map((d) => d.amount)).toEqual([90])
  })
})
