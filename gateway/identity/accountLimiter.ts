import { LRUCache } from 'lru-cache'

/**
 * Per-account attempt counter (user name, mobile number), a sliding window per key. In memory, per gateway
 * instance: behind several instances each one counts on its own, so the effective limit is multiplied.
 */
export class AccountLimiter {
  private readonly hits = new LRUCache<string, number[]>({ max: 100_000 })
  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  /** Counts one attempt; false when `key` already had `max` attempts within the window. */
  hit(key: string, max: number, windowMs = 60_000): boolean {
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs)
    if (recent.length >= max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }
}
