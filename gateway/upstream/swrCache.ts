import { isDeepStrictEqual } from 'node:util'
import { LRUCache } from 'lru-cache'
import type { CacheResult } from './observer.ts'

export type CachePolicy = { ttlMs: number; staleMs: number }

type Entry<T> = { value: T; version: number; freshUntil: number; staleUntil: number; size: number }

/** The parsed feeds kept, counted by the length of their JSON (README, Memory). */
const MAX_BYTES = 64 * 1024 * 1024

/** A loaded value and when it was fetched from the platform (epoch ms). */
export type Dated<T> = { value: T; at: number }

/** `asOf`: the platform failed to confirm this answer; it is the last good copy, from that time (epoch ms). */
export type Cached<T> = { value: T; version: number; stale: boolean; asOf?: number }

/**
 * Stale-while-revalidate cache with shared in-flight loads: concurrent misses for one key run one load;
 * a stale hit answers at once and refreshes in the background; a failed refresh keeps serving stale
 * until `staleMs` runs out.
 */
export class SwrCache {
  private readonly entries: LRUCache<string, Entry<unknown>>
  private readonly inFlight = new Map<string, Promise<Entry<unknown>>>()
  private versionCounter = 0
  private readonly now: () => number
  private readonly onLookup: ((feed: string, result: CacheResult) => void) | undefined

  /** `onLookup` hears what each lookup found, by the feed named in it (metrics). */
  constructor(options: { max?: number; maxBytes?: number; now?: () => number; onLookup?: (feed: string, result: CacheResult) => void } = {}) {
    this.entries = new LRUCache({ max: options.max ?? 2000, maxSize: options.maxBytes ?? MAX_BYTES, sizeCalculation: (entry) => entry.size })
    this.now = options.now ?? Date.now
    this.onLookup = options.onLookup
  }

  /**
   * The answer under `key` while it is fresh, at once; undefined otherwise (then `get` or `getDated`, which load it).
   * Most reads are fresh hits: they need neither a load to hand over nor a promise of their own.
   */
  fresh<T>(key: string, feed = key): Cached<T> | undefined {
    const entry = this.entries.get(key) as Entry<T> | undefined
    if (!entry || this.now() >= entry.freshUntil) return undefined
    this.onLookup?.(feed, 'fresh')
    return { value: entry.value, version: entry.version, stale: false }
  }

  async get<T>(key: string, policy: CachePolicy, load: () => Promise<T>, feed = key): Promise<Cached<T>> {
    return this.getDated(key, policy, async () => ({ value: await load(), at: this.now() }), feed)
  }

  /** As `get`, for loads that say when their answer was fetched (a copy another instance fetched earlier). */
  async getDated<T>(key: string, policy: CachePolicy, load: () => Promise<Dated<T>>, feed = key): Promise<Cached<T>> {
    const hit = this.fresh<T>(key, feed)
    if (hit) return hit
    // `fresh` has already marked the entry as used.
    const entry = this.entries.peek(key) as Entry<T> | undefined
    if (entry && this.now() < entry.staleUntil) {
      this.onLookup?.(feed, 'stale')
      this.refresh(key, policy, load).catch(() => undefined)
      return { value: entry.value, version: entry.version, stale: true }
    }
    this.onLookup?.(feed, this.inFlight.has(key) ? 'joined' : 'miss')
    const fresh = (await this.refresh(key, policy, load)) as Entry<T>
    return { value: fresh.value, version: fresh.version, stale: false }
  }

  clear(): void {
    this.entries.clear()
  }

  /** Forgets one entry: the next read loads it anew. */
  delete(key: string): void {
    this.entries.delete(key)
  }

  private refresh<T>(key: string, policy: CachePolicy, load: () => Promise<Dated<T>>): Promise<Entry<unknown>> {
    const running = this.inFlight.get(key)
    if (running) return running
    const promise = load()
      .then(({ value, at }) => {
        // A refresh that brought the same answer keeps its version (and value), so the answers memoised on it, with
        // their compressed bytes, stay valid: feeds refresh every PUBLIC_CACHE_TTL_MS but rarely change.
        const previous = this.entries.peek(key) as Entry<T> | undefined
        const same = previous !== undefined && isDeepStrictEqual(previous.value, value)
        const entry: Entry<T> = {
          value: same ? previous.value : value,
          version: same ? previous.version : ++this.versionCounter,
          freshUntil: at + policy.ttlMs,
          staleUntil: at + policy.ttlMs + policy.staleMs,
          size: same ? previous.size : 0,
        }
        if (policy.ttlMs > 0 || policy.staleMs > 0) {
          // Measured once per refresh (every PUBLIC_CACHE_TTL_MS at most), never per read.
          if (!same) entry.size = (JSON.stringify(value) ?? '').length || 1
          this.entries.set(key, entry)
        }
        return entry as Entry<unknown>
      })
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }
}
