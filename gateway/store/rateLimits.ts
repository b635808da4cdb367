import { LRUCache } from 'lru-cache'
import type { SharedRedis } from './redis.ts'

type Count = { current: number; ttl: number }
type Done = (error: Error | null, result?: Count) => void

// The fixed window of @fastify/rate-limit's own Redis store: the first hit starts the window.
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`

/** The same windows in this instance's memory, counted while Redis is away. */
class MemoryWindows {
  private readonly windows = new LRUCache<string, { current: number; endsAt: number }>({ max: 100_000 })

  incr(key: string, windowMs: number): Count {
    const now = Date.now()
    const open = this.windows.get(key)
    const window = open && open.endsAt > now ? open : { current: 0, endsAt: now + windowMs }
    window.current++
    this.windows.set(key, window)
    return { current: window.current, ttl: window.endsAt - now }
  }
}

type RouteInfo = { routeInfo?: { method?: string; url?: string } }

/** The shape @fastify/rate-limit asks of a store (its `store` option), written out so this layer needs no Fastify type. */
type RateLimitStore = {
  incr(key: string, done: Done, timeWindow: number): void
  child(options: unknown): RateLimitStore
}
export type RateLimitStoreCtor = new (options: unknown) => RateLimitStore

/**
 * A store for `@fastify/rate-limit` (per-IP limits of routes, per-account limits of actions) counted in Redis,
 * so that every instance sees the same count; while Redis is down each instance counts in its own memory and
 * no request waits or fails for it.
 */
export function sharedRateLimitStore(redis: SharedRedis, namespace: string): RateLimitStoreCtor {
  const memory = new MemoryWindows()
  class SharedLimitStore implements RateLimitStore {
    private readonly prefix: string

    constructor(_options: unknown, prefix = namespace) {
      this.prefix = prefix
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const full = this.prefix + key
      redis
        .use((r) => r.eval(INCR, 1, full, String(timeWindow)) as Promise<[number, number]>)
        .then(
          ([current, ttl]) => done(null, { current, ttl }),
          () => done(null, memory.incr(full, timeWindow)),
        )
    }

    child(options: unknown): RateLimitStore {
      const route = (options as RouteInfo).routeInfo
      return new SharedLimitStore(undefined, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`)
    }
  }
  return SharedLimitStore
}
