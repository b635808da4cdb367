// A withdrawal of unknown outcome is matched by its own request key, never by "a new order of the same amount": one
// made meanwhile from elsewhere (the member's app, straight to the platform: its login ends the site's session, as the
// platform allows one session, and the member logs in again) is not taken for it, and the member is told why the form
// waits and until when.
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNTS, act, buildTestApp, freshSimulator, login, MANY_LOGINS, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import { fetchModulus, gatewayEncrypt, loginToken, MERCHANT } from '../simulator/helpers.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: MANY_LOGINS })
})
afterAll(async () => t.close())
beforeEach(() => freshSimulator(t))
afterEach(() => void vi.useRealTimers())

const WITHDRAW = '/wps/transaction/withdraw'
const BODY = { amount: '250', bankCardId: '7001', password: '246810' }
type Money = { withdrawals: { orderNo: string; amount: number }[] }

async function member() {
  const agent = t.request()
  expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
  const res = await act(agent, 'moneyAttempt', { kind: 'withdraw' })
  return { agent, key: res.body.data.attempt as string }
}

/** The same member withdraws from another client, straight to the platform (encrypted as S17 sends it), then comes back. */
async function withdrawElsewhere(agent: ReturnType<TestApp['request']>, requestId?: string): Promise<string> {
  const app = t.sim.app
  const token = await loginToken(app, 'member0')
  const { body, encryption } = gatewayEncrypt(
    { amount: 250, bankCardId: '7001', password: '246810', ...(requestId ? { requestId } : {}) },
    await fetchModulus(app),
  )
  const res = await request(app).post(WITHDRAW).set({ Merchant: MERCHANT, Authorization: token, Encryption: encryption }).type('text/plain').send(body)
  expect(res.body.success, JSON.stringify(res.body)).toBe(true)
  expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
  return res.body.value.orderNo as string
}

describe('a withdrawal of unknown outcome', () => {
  it('is not taken for a withdrawal of the same amount made elsewhere meanwhile, and says until when it is checked', async () => {
    const { agent, key } = await member()
    await t.control('/__sim/faults', { endpoint: WITHDRAW, kind: 'reset', times: 1 })
    const before = Date.now()
    const first = await act(agent, 'withdraw', { attempt: key, ...BODY })
    expect(first.body.data).toMatchObject({ status: 'checking', amount: '￥250.00' })
    const until = Date.parse(first.body.data.until as string)
    expect(until).toBeGreaterThanOrEqual(before + 119_000)
    expect(until).toBeLessThanOrEqual(Date.now() + 121_000)
    const other = await withdrawElsewhere(agent, 'another-client-key-1')
    const check = await act(agent, 'withdrawCheck', { attempt: key })
    expect(check.body.data, JSON.stringify(check.body)).toEqual({ status: 'checking', amount: '￥250.00', until: first.body.data.until })
    expect((await act(agent, 'moneyAttempt', { kind: 'withdraw' })).body.data).toEqual({ attempt: key, checking: true, until: first.body.data.until })
    // Past the window, a record that shows keys and not this one says it was never made; the other order stays the other's.
    vi.useFakeTimers({ toFake: ['Date'], now: until + 1000 })
    const later = await act(agent, 'withdrawCheck', { attempt: key })
    expect(later.body.data).toEqual({ status: 'notMade', amount: '￥250.00' })
    expect(later.body.data.orderNo).toBeUndefined()
    const { withdrawals } = await simGet<Money>(agent, '/__sim/money?account=member0')
    expect(withdrawals.map((w) => w.orderNo)).toEqual([other])
  })

  it('finds its own withdrawal by its key when the answer was cut half way', async () => {
    const { agent, key } = await member()
    await t.control('/__sim/faults', { endpoint: WITHDRAW, kind: 'resetMidBody', times: 1 })
    const first = await act(agent, 'withdraw', { attempt: key, ...BODY })
    expect(first.body.data?.status, JSON.stringify(first.body)).toBe('checking')
    await withdrawElsewhere(agent)
    const check = await act(agent, 'withdrawCheck', { attempt: key })
    const { withdrawals } = await simGet<Money>(agent, '/__sim/money?account=member0')
    expect(withdrawals).toHaveLength(2)
    // The member's own order: the older of the two, made under the attempt's key.
    expect(check.body.data).toEqual({ status: 'submitted', orderNo: withdrawals[1]?.orderNo, amount: '￥250.00' })
    expect((await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')).calls[WITHDRAW]).toBe(2)
  })

  it('sends the member to the record when the platform shows no request keys', async () => {
    const { agent, key } = await member()
    await t.control('/__sim/faults', { endpoint: WITHDRAW, kind: 'reset', times: 1 })
    const first = await act(agent, 'withdraw', { attempt: key, ...BODY })
    await withdrawElsewhere(agent)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(first.body.data.until as string) + 1000 })
    const later = await act(agent, 'withdrawCheck', { attempt: key })
    expect(later.body.data).toEqual({ status: 'unconfirmed', amount: '￥250.00' })
    expect(later.body.then[0]).toMatchObject({
      type: 'toast',
      text: 'We could not confirm your last withdrawal. Please look at your withdrawal record before you try again.',
    })
    expect((await act(agent, 'moneyAttempt', { kind: 'withdraw' })).body.data).toEqual({ attempt: key, checking: false })
  })
})
