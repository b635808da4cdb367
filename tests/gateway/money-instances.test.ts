import supertest from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, act, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import type { RedisServer } from '../helpers/redisServer.ts'
import { startTwoInstances, type TwoInstances } from '../helpers/twoInstances.ts'

// Two gateway instances over one Redis and one platform: a withdrawal is sent once whichever instance gets the taps.
let redis: RedisServer
let one: TestApp
let two: TestApp

let pair: TwoInstances | undefined

beforeAll(async () => {
  pair = await startTwoInstances({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' })
  ;({ redis, one, two } = pair)
}, 30_000)
afterAll(async () => pair?.close())

type Money = { withdrawals: { orderNo: string }[] }
const BODY = { amount: '200', bankCardId: '7001', password: '246810' }

/** The member logged in on the first instance; the same cookie on the second, as a balancer would send it. */
async function member() {
  await one.control('/__sim/reset')
  const first = one.request()
  expect((await login(first, ACCOUNTS.member0)).status).toBe(200)
  const cookie = (await first.get('/api/screen').query({ path: '/m/withdraw' })).request.cookies
  const second = supertest.agent(two.app.server)
  second.jar.setCookies(cookie.split('; ').filter(Boolean))
  return { first, second }
}

describe('money attempts shared by two gateway instances (Redis)', () => {
  it('hands both instances the same attempt, and twenty submits spread over them make one withdrawal', async () => {
    const { first, second } = await member()
    const key = (await act(first, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt as string
    expect((await act(second, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt).toBe(key)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => act(i % 2 ? second : first, 'withdraw', { attempt: key, ...BODY })))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.body.data.orderNo as string)).size).toBe(1)
    expect((await simGet<Money>(first, '/__sim/money?account=member0')).withdrawals).toHaveLength(1)
  })

  it('refuses money actions while Redis is away, sending nothing, and takes them again once it is back', async () => {
    const { first } = await member()
    const key = (await act(first, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt as string
    await redis.stop()
    try {
      const refused = await act(first, 'withdraw', { attempt: key, ...BODY })
      expect({ status: refused.status, code: refused.body.error.code, retry: refused.headers['retry-after'] }).toEqual({
        status: 503,
        code: 'GW_MONEY_UNAVAILABLE',
        retry: '5',
      })
      expect(refused.body.error.message).toBe('Payments are paused for a moment. Nothing was sent; please try again shortly.')
      expect((await simGet<Money>(first, '/__sim/money?account=member0')).withdrawals).toHaveLength(0)
    } finally {
      await redis.start()
    }
    await one.app.shared?.connected(5000)
    const again = (await act(first, 'moneyAttempt', { kind: 'withdraw' })).body.data.attempt as string
    expect((await act(first, 'withdraw', { attempt: again, ...BODY })).body.data.status).toBe('submitted')
  })
})
