import type { Attempt, AttemptState, AttemptStore } from '../context/attemptStore.ts'
import type { SharedRedis } from './redis.ts'

// The state is compared and replaced in one step, so two instances can never both move an attempt on.
const SWAP = `
local state = redis.call('HGET', KEYS[1], 'state') or ''
if state ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'attempt', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`

const POINT = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return current or ARGV[2] end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return ARGV[2]`

/**
 * Money attempts in Redis, shared by every gateway instance. Unlike the other shared parts it has no fallback to
 * memory: while Redis is away an instance cannot know what another one sent, so money actions are refused (and
 * nothing is sent) until it is back.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly redis: SharedRedis
  private readonly prefix: string

  constructor(redis: SharedRedis, prefix: string) {
    this.redis = redis
    this.prefix = prefix
  }

  async get(key: string): Promise<Attempt | undefined> {
    const raw = await this.redis.use((r) => r.hget(`${this.prefix}a:${key}`, 'attempt'))
    return raw ? (JSON.parse(raw) as Attempt) : undefined
  }

  async swap(key: string, expected: AttemptState | null, next: Attempt, ttlMs: number): Promise<boolean> {
    const done = await this.redis.use((r) => r.eval(SWAP, 1, `${this.prefix}a:${key}`, expected ?? '', next.state, JSON.stringify(next), String(ttlMs)))
    return done === 1
  }

  async point(name: string, expected: string | null, key: string, ttlMs: number): Promise<string> {
    return String(await this.redis.use((r) => r.eval(POINT, 1, `${this.prefix}p:${name}`, expected ?? '', key, String(ttlMs))))
  }

  async pointer(name: string): Promise<string | undefined> {
    return (await this.redis.use((r) => r.get(`${this.prefix}p:${name}`))) ?? undefined
  }
}
