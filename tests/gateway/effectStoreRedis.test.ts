import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EffectCounter } from '../../gateway/context/effects.ts'
import { RedisEffectStore } from '../../gateway/store/effects.ts'
import { SharedRedis } from '../../gateway/store/redis.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

let redis: RedisServer
let shared: SharedRedis

beforeAll(async () => {
  redis = await startRedis()
  shared = new SharedRedis(redis.url, pino({ level: 'silent' }))
  await shared.connected(5000)
})
afterAll(async () => {
  await shared?.close()
  await redis?.stop()
})

describe('experiment counts in Redis', () => {
  it('adds what every instance counted into one set of counts per experiment', async () => {
    const placement = [{ experiment: 'home-order', variant: 'b', version: 'v1' }]
    const instances = [1, 2, 3].map(() => new EffectCounter(new RedisEffectStore(shared, 'effects:test:'), (e) => expect.fail(String(e))))
    for (const counter of instances) {
      counter.exposed(placement, new Set(['home-order']))
      counter.exposed(placement, new Set())
      counter.tapped(placement, [{ block: 'games', n: 2 }])
      counter.converted(placement, 'registration')
    }
    await Promise.all(instances.map((c) => c.flush()))
    const counts = await new RedisEffectStore(shared, 'effects:test:').read('home-order')
    expect(counts).toMatchObject({ 'v1|b|exposure': 6, 'v1|b|viewer': 3, 'v1|b|tap|games': 6, 'v1|b|conversion|registration': 3 })
    const hours = Object.entries(counts).filter(([field]) => field.startsWith('h') && field.endsWith('|b|exposure'))
    // One hour's field, or two when the test straddles the hour: the chart's points add up to the same.
    expect(hours.reduce((sum, [, n]) => sum + n, 0)).toBe(6)
  })
})
