// The in-memory caches keep within their stated bounds (README, Memory): by bytes where an entry can be large.
import { describe, expect, it } from 'vitest'
import { SwrCache } from '../../gateway/upstream/swrCache.ts'

const POLICY = { ttlMs: 60_000, staleMs: 0 }

describe('cache bounds', () => {
  it('keeps platform feeds within their byte bound, dropping the least recently used first', async () => {
    const cache = new SwrCache({ maxBytes: 10_000 })
    let loads = 0
    const big = (n: number) => async () => {
      loads++
      return { games: 'x'.repeat(3000), n }
    }
    for (const n of [1, 2, 3]) await cache.get(`page${n}`, POLICY, big(n))
    expect(loads).toBe(3)
    // Three answers of ~3 KB fit in 10 KB; a fourth pushes out the least recently used (page 1).
    await cache.get('page2', POLICY, big(2))
    await cache.get('page4', POLICY, big(4))
    await cache.get('page2', POLICY, big(2))
    expect(loads).toBe(4)
    await cache.get('page1', POLICY, big(1))
    expect(loads).toBe(5)
    // An answer larger than the whole bound is served and not kept.
    const huge = async () => {
      loads++
      return 'y'.repeat(20_000)
    }
    expect((await cache.get('huge', POLICY, huge)).value).toHaveLength(20_000)
    await cache.get('huge', POLICY, huge)
    expect(loads).toBe(7)
  })
})
