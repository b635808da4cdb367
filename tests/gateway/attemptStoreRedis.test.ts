import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Attempt } from '../../gateway/context/attemptStore.ts'
import { RedisAttemptStore } from '../../gateway/store/attempts.ts'
import { SharedRedis } from '../../gateway/store/redis.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

const open = (key: string): Attempt => ({ key, owner: 'sim88:member0', kind: 'withdraw', state: 'open' })
let redis: RedisServer
let shared: SharedRedis
let store: RedisAttemptStore

beforeAll(async () => {
  redis = await startRedis()
  shared = new SharedRedis(redis.url, pino({ level: 'silent' }))
  await shared.connected(5000)
  store = new RedisAttemptStore(shared, 'money:test:')
})
afterAll(async () => {
  await shared?.close()
  await redis?.stop()
})

/** The contract of tests/gateway/attemptStore.test.ts, kept by the store instances share. */
describe('RedisAttemptStore', () => {
  it('creates an attempt only where there is none, and moves it only from the state it is in', async () => {
    expect(await store.swap('k1', null, open('k1'), 60_000)).toBe(true)
    expect(await store.swap('k1', null, open('k1'), 60_000)).toBe(false)
    const running: Attempt = { ...open('k1'), state: 'running', fingerprint: 'f' }
    const results = await Promise.all(Array.from({ length: 10 }, () => store.swap('k1', 'open', running, 60_000)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await store.get('k1')).toEqual(running)
    expect(await store.swap('k1', 'open', open('k1'), 60_000)).toBe(false)
  })

  it('points a name at one key at a time, answering the key that holds', async () => {
    expect(await store.point('withdraw:m', null, 'a', 60_000)).toBe('a')
    expect(await store.point('withdraw:m', null, 'b', 60_000)).toBe('a')
    expect(await store.point('withdraw:m', 'a', 'c', 60_000)).toBe('c')
    expect(await store.pointer('withdraw:m')).toBe('c')
  })

  it('forgets what outlived its time', async () => {
    await store.swap('k2', null, open('k2'), 50)
    await store.point('p2', null, 'k2', 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await store.get('k2')).toBeUndefined()
    expect(await store.pointer('p2')).toBeUndefined()
    expect(await store.swap('k2', null, open('k2'), 100)).toBe(true)
  })

  it('fails, rather than answering from memory, while Redis is away', async () => {
    await redis.stop()
    try {
      await expect(store.get('k1')).rejects.toThrow()
      await expect(store.swap('k3', null, open('k3'), 60_000)).rejects.toThrow()
    } finally {
      await redis.start()
    }
  })
})
