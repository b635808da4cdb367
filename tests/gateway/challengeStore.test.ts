import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryChallengeStore } from '../../gateway/context/challengeStore.ts'
import { RedisChallengeStore } from '../../gateway/store/challenges.ts'
import { SharedRedis } from '../../gateway/store/redis.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

describe('MemoryChallengeStore', () => {
  it('gives a value back once, and not after it expired', async () => {
    const clock = { now: 1_000 }
    const store = new MemoryChallengeStore(() => clock.now)
    await store.put('a', '173', 60_000)
    await store.put('b', '90', 60_000)
    expect(await store.take('a')).toBe('173')
    expect(await store.take('a')).toBeUndefined()
    clock.now += 60_000
    expect(await store.take('b')).toBeUndefined()
  })
})

let redis: RedisServer
const connections: SharedRedis[] = []

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()))
  await redis?.stop()
})

async function instance(): Promise<RedisChallengeStore> {
  const shared = new SharedRedis(redis.url, pino({ level: 'silent' }))
  connections.push(shared)
  await shared.connected(5000)
  return new RedisChallengeStore(shared, 'challenge:test:')
}

describe('RedisChallengeStore', () => {
  it('lets another instance take what one put, once, even when both take at the same time', async () => {
    const [one, two] = await Promise.all([instance(), instance()])
    await one.put('slider:x1', '120', 60_000)
    const taken = await Promise.all([one.take('slider:x1'), two.take('slider:x1'), two.take('slider:x1')])
    expect(taken.filter((v) => v === '120')).toHaveLength(1)
    expect(taken.filter((v) => v === undefined)).toHaveLength(2)
  })

  it('forgets a value after its time', async () => {
    const one = await instance()
    await one.put('ticket:t1', 'own', 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await one.take('ticket:t1')).toBeUndefined()
  })

  it('keeps working from memory while Redis is away, and reads Redis again once it is back', async () => {
    const one = await instance()
    await redis.stop()
    try {
      await one.put('slider:x2', '200', 60_000)
      expect(await one.take('slider:x2')).toBe('200')
      expect(await one.take('slider:x2')).toBeUndefined()
    } finally {
      await redis.start()
    }
    const two = await instance()
    await two.put('slider:x3', '99', 60_000)
    await expect.poll(() => one.take('slider:x3'), { timeout: 5000 }).toBe('99')
  })
})
