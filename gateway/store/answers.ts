import type { AnswerStore, StoredAnswer } from '../upstream/answerStore.ts'
import type { SharedRedis } from './redis.ts'

// Instances writing back after an outage must never replace a newer copy with their older one.
const SET_IF_NEWER = `
local saved = redis.call('HGET', KEYS[1], 'savedAt')
if saved and tonumber(saved) >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'raw', ARGV[1], 'savedAt', ARGV[2])
return 1`

/**
 * The last good status and flags in Redis: every instance (and a restarted one) recalls them. While Redis is
 * down the copies are kept here and written back when it returns, as a Redis restarted empty holds none.
 */
export class RedisAnswerStore implements AnswerStore {
  private readonly redis: SharedRedis
  private readonly latest = new Map<string, StoredAnswer>()

  constructor(redis: SharedRedis) {
    this.redis = redis
    redis.onBack(() => this.writeBack())
  }

  async get(key: string): Promise<StoredAnswer | undefined> {
    const [raw, savedAt] = await this.redis.use((r) => r.hmget(key, 'raw', 'savedAt'))
    if (raw === null || raw === undefined || savedAt === null || savedAt === undefined) return undefined
    return { raw: JSON.parse(raw) as unknown, savedAt: Number(savedAt) }
  }

  async set(key: string, answer: StoredAnswer): Promise<void> {
    this.latest.set(key, answer)
    try {
      await this.write(key, answer)
    } catch (error) {
      // Redis being away is said once by the connection; the copy is written back on its return.
      if (this.redis.available) throw error
    }
  }

  private async write(key: string, answer: StoredAnswer): Promise<void> {
    await this.redis.use((r) => r.eval(SET_IF_NEWER, 1, key, JSON.stringify(answer.raw), String(answer.savedAt)))
  }

  private async writeBack(): Promise<void> {
    await Promise.all([...this.latest].map(([key, answer]) => this.write(key, answer)))
  }
}
