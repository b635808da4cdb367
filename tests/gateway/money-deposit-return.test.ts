import type supertest from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, buildTestApp, freshSimulator, MANY_LOGINS, signedIn, type ACCOUNTS, type TestApp } from '../helpers/buildTestApp.ts'
import { payOnPaymentPage } from '../helpers/payPage.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: MANY_LOGINS })
})
afterAll(async () => t.close())
beforeEach(async () => freshSimulator(t))

const member = (account: keyof typeof ACCOUNTS) => signedIn(t, account)

async function opened(agent: supertest.Agent, kind: 'deposit' | 'withdraw' = 'deposit') {
  const res = await act(agent, 'moneyAttempt', { kind })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as { attempt: string; returning?: string }
}

describe('POST /api/actions/moneyAttempt after a payment page (issue 29)', () => {
  it('names the order just made until the member has seen it paid, whatever address they came back to', async () => {
    const agent = await member('member1')
    const { attempt: key, returning: before } = await opened(agent)
    expect(before).toBeUndefined()
    const started = await act(agent, 'deposit', { attempt: key, channelId: 'fp-bank', amount: '300' })
    expect(started.body.data.kind).toBe('gateway')

    // Back from the payment page without paying (the back button): a new attempt for the form, and the order made.
    const back = await opened(agent)
    expect(back.attempt).not.toBe(key)
    expect(back.returning).toBe(key)
    expect((await act(agent, 'depositStatus', { attempt: key })).body.data).toMatchObject({ status: 'unpaid', amount: '￥300.00' })
    expect((await opened(agent)).returning).toBe(key)
    // Neither the withdrawal form nor another member hears of it.
    expect((await opened(agent, 'withdraw')).returning).toBeUndefined()
    expect((await opened(await member('member2'))).returning).toBeUndefined()

    await payOnPaymentPage(started.body.data.payUrl as string, 'success')
    expect((await act(agent, 'depositStatus', { attempt: key })).body.data.status).toBe('success')
    expect((await opened(agent)).returning).toBeUndefined()
  })

  it('names the latest payment page only, and forgets one seen failed', async () => {
    const agent = await member('member1')
    const first = (await opened(agent)).attempt
    await act(agent, 'deposit', { attempt: first, channelId: 'fp-bank', amount: '100' })
    const second = (await opened(agent)).attempt
    const started = await act(agent, 'deposit', { attempt: second, channelId: 'fp-wallet', amount: '60' })
    expect((await opened(agent)).returning).toBe(second)
    await payOnPaymentPage(started.body.data.payUrl as string, 'fail')
    expect((await act(agent, 'depositStatus', { attempt: second })).body.data.status).toBe('failed')
    expect((await opened(agent)).returning).toBeUndefined()
  })

  it('names no order after a manual transfer, which shows its own details and status', async () => {
    const agent = await member('member1')
    const key = (await opened(agent)).attempt
    expect((await act(agent, 'deposit', { attempt: key, channelId: 'bt-icbc', amount: '1000' })).body.data.kind).toBe('manual')
    expect((await opened(agent)).returning).toBeUndefined()
  })
})
