import type { ChallengeStore } from '../context/challengeStore.ts'
import { MemoryChallengeStore } from '../context/challengeStore.ts'
import type { SharedRedis } from './redis.ts'

/**
 * The gateway's own challenges in Redis (SET PX, GETDEL: single use across instances). While Redis is away the
 * instance keeps new ones in its memory and still finds them there: a player whose page and verify reach the
 * same instance goes on; one that crosses instances meanwhile is asked for a new challenge.
 */
export class RedisChallengeStore implements ChallengeStore {
  private readonly redis: SharedRedis
  private readonly prefix: string
  private readonly local = new MemoryChallengeStore()

  constructor(redis: SharedRedis, prefix: string) {
    this.redis = redis
    this.prefix = prefix
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    try {
      await this.redis.use((r) => r.set(this.prefix + key, value, 'PX', ttlMs))
    } catch {
      await this.local.put(key, value, ttlMs)
    }
  }

  async take(key: string): Promise<string | undefined> {
    const own = await this.local.take(key)
    if (own !== undefined) return own
    try {
      return (await this.redis.use((r) => r.getdel(this.prefix + key))) ?? undefined
    } catch {
      return undefined
    }
  }
}
