import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RedisFeedShare } from '../../gateway/store/feeds.ts'
import { SharedRedis } from '../../gateway/store/redis.ts'
import { SwrCache } from '../../gateway/upstream/swrCache.ts'
import { startRedis, type RedisServer } from '../helpers/redisServer.ts'

// Two instances' shares over one real Redis, each with its own connection, as two gateway processes have.
let redis: RedisServer
const connections: SharedRedis[] = []
const POLICY = { ttlMs: 10_000, staleMs: 60_000 }
let namespace = 0

beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => redis?.stop())
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()))
})

async function instances(count: number): Promise<RedisFeedShare[]> {
  namespace++
  const shares = []
  for (let i = 0; i < count; i++) {
    const connection = new SharedRedis(redis.url, pino({ level: 'silent' }))
    connections.push(connection)
    expect(await connection.connected(5000)).toBe(true)
    shares.push(new RedisFeedShare(connection, `feeds:test${namespace}`))
  }
  // Subscriptions are set up as the connections open; give them a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 50))
  return shares
}

function platform(answer: unknown, ms = 100) {
  const calls: number[] = []
  const load = async () => {
    calls.push(Date.now())
    await new Promise((resolve) => setTimeout(resolve, ms))
    if (answer instanceof Error) throw answer
    return { value: answer }
  }
  return { calls, load }
}

describe('public feeds shared by instances', () => {
  it('makes one platform call for concurrent misses on two instances; the other gets its copy', async () => {
    const [one, two] = await instances(2)
    const { calls, load } = platform({ banners: [1, 2] })
    const got = await Promise.all([one?.get('banners|EN|', POLICY, load, 3000), two?.get('banners|EN|', POLICY, load, 3000)])
    expect(calls).toHaveLength(1)
    expect(got.map((g) => g?.value)).toEqual([{ banners: [1, 2] }, { banners: [1, 2] }])
    expect(got.map((g) => g?.own).sort()).toEqual([false, true])
    expect(got[0]?.at).toBe(got[1]?.at)
    // A fresh copy is read, not loaded, by a later miss anywhere.
    expect((await two?.get('banners|EN|', POLICY, load, 3000))?.own).toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('gives the platform failure to the loading instance; the waiting one then tries for itself', async () => {
    const [one, two] = await instances(2)
    const failing = platform(new Error('platform down'), 100)
    const first = one?.get('hot|EN|', POLICY, failing.load, 3000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const healthy = platform({ games: [] }, 10)
    const second = two?.get('hot|EN|', POLICY, healthy.load, 3000)
    await expect(first).rejects.toThrow('platform down')
    expect((await second)?.value).toEqual({ games: [] })
    expect([failing.calls.length, healthy.calls.length]).toEqual([1, 1])
  })

  it('serves a stale copy at once while another instance refreshes it', async () => {
    const [one, two] = await instances(2)
    const short = { ttlMs: 50, staleMs: 60_000 }
    await one?.get('vendors|EN|', short, platform('old', 1).load, 3000)
    await new Promise((resolve) => setTimeout(resolve, 80))
    const slow = platform('new', 300)
    const refreshing = one?.get('vendors|EN|', short, slow.load, 3000)
    await new Promise((resolve) => setTimeout(resolve, 30))
    const started = Date.now()
    const meanwhile = await two?.get('vendors|EN|', short, platform('never', 1).load, 3000)
    expect([meanwhile?.value, Date.now() - started < 200]).toEqual(['old', true])
    expect((await refreshing)?.value).toBe('new')
  })

  it('loads on the instance itself, without waiting, while Redis is down', async () => {
    const [one] = await instances(1)
    await redis.stop()
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const { calls, load } = platform('here', 1)
      const started = Date.now()
      expect((await one?.get('status|EN|', POLICY, load, 3000))?.own).toBe(true)
      expect(Date.now() - started).toBeLessThan(100)
      expect(calls).toHaveLength(1)
    } finally {
      await redis.start()
    }
  })
})

describe('a local cache in front of the share', () => {
  it('counts freshness from when the platform answered, not from when the copy arrived here', async () => {
    let now = 1_000_000
    const cache = new SwrCache({ now: () => now })
    const policy = { ttlMs: 15_000, staleMs: 60_000 }
    const first = await cache.getDated('k', policy, async () => ({ value: 'copy', at: now - 14_000 }))
    expect(first).toMatchObject({ value: 'copy', stale: false })
    now += 2000
    let refreshed = 0
    const second = await cache.getDated('k', policy, async () => ({ value: 'newer', at: now, refreshed: ++refreshed }))
    expect(second).toMatchObject({ value: 'copy', stale: true })
    expect(refreshed).toBe(1)
  })
})
