import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { FeedShare, SharedAnswer, SharedCopy } from '../upstream/feedShare.ts'
import type { CachePolicy } from '../upstream/swrCache.ts'
import type { SharedRedis } from './redis.ts'

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`
// A catalogue page can be megabytes: past this, instances load it each on their own.
const MAX_SHARED_BYTES = 2 * 1024 * 1024
// The loading instance's claim outlives its platform call by this much, in case it dies mid-call.
const CLAIM_MARGIN_MS = 500

type StoredCopy = SharedAnswer & { at: number }

/** Thrown through the share so that a platform failure is told apart from a Redis one. */
class LoadFailed extends Error {
  readonly failure: unknown
  constructor(failure: unknown) {
    super('platform call failed')
    this.failure = failure
  }
}

/**
 * Copies are parsed values: instances running different platform schemas (during a rolling release) must not
 * read each other's, so the key space changes with the schemas' source.
 */
export function schemaFingerprint(): string {
  const hash = createHash('sha256')
  const dirs = [resolve(import.meta.dirname, '../../schemas/upstream'), resolve(import.meta.dirname, '../upstream')]
  try {
    for (const dir of dirs) {
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .sort()) {
        hash.update(file).update(readFileSync(join(dir, file)))
      }
    }
  } catch {
    hash.update('unreadable')
  }
  return hash.digest('base64url').slice(0, 10)
}

/**
 * Public feeds in Redis: one copy for every instance, and one platform call at a time across them. The instance
 * that claims a key loads it and announces it; the others wait for the announcement (a stale copy, if any, is
 * served meanwhile). Any Redis failure loads on this instance, as if there were no share.
 */
export class RedisFeedShare implements FeedShare {
  private readonly redis: SharedRedis
  private readonly prefix: string
  private readonly channel: string
  private readonly waiters = new Map<string, Set<() => void>>()

  constructor(redis: SharedRedis, namespace: string) {
    this.redis = redis
    this.prefix = `${namespace}:`
    this.channel = `${namespace}:loaded`
    redis.subscribe(this.channel, (key) => this.waiters.get(key)?.forEach((wake) => wake()))
  }

  async get(key: string, policy: CachePolicy, load: () => Promise<SharedAnswer>, waitMs: number): Promise<SharedCopy> {
    if (!this.redis.available) return loadHere(load)
    try {
      return await this.shared(key, policy, load, waitMs)
    } catch (error) {
      if (error instanceof LoadFailed) throw error.failure
      return loadHere(load)
    }
  }

  private async shared(key: string, policy: CachePolicy, load: () => Promise<SharedAnswer>, waitMs: number): Promise<SharedCopy> {
    const copy = await this.read(key)
    if (copy && Date.now() < copy.at + policy.ttlMs) return { ...copy, own: false }
    const token = randomUUID()
    const claimed = await this.redis.use((r) => r.set(this.prefix + key + ':loading', token, 'PX', Math.max(1, Math.ceil(waitMs)) + CLAIM_MARGIN_MS, 'NX'))
    if (claimed === 'OK') {
      // The instance that loaded it may have shared it and let go of its claim since the read above.
      const landed = await this.read(key)
      if (landed && Date.now() < landed.at + policy.ttlMs) {
        this.release(key, token)
        return { ...landed, own: false }
      }
      return this.loadAndShare(key, token, policy, load)
    }
    // Another instance is loading it: its stale copy meanwhile, as a single instance's cache would.
    if (copy) return { ...copy, own: false }
    const arrived = await this.waitFor(key, waitMs)
    return arrived ? { ...arrived, own: false } : loadHere(load)
  }

  private async loadAndShare(key: string, token: string, policy: CachePolicy, load: () => Promise<SharedAnswer>): Promise<SharedCopy> {
    let answer: SharedAnswer
    try {
      answer = await load()
    } catch (error) {
      this.release(key, token)
      throw new LoadFailed(error)
    }
    const copy: StoredCopy = { ...answer, at: Date.now() }
    const text = JSON.stringify(copy)
    if (Buffer.byteLength(text) <= MAX_SHARED_BYTES) {
      await this.redis.use((r) => r.set(this.prefix + key, text, 'PX', policy.ttlMs + policy.staleMs)).catch(() => undefined)
    }
    this.release(key, token)
    return { ...copy, own: true }
  }

  /** Frees the claim and wakes the waiting instances (which load on their own if no copy came of it). */
  private release(key: string, token: string): void {
    this.redis
      .use(async (r) => {
        await r.eval(RELEASE, 1, this.prefix + key + ':loading', token)
        await r.publish(this.channel, key)
      })
      .catch(() => undefined)
  }

  private async waitFor(key: string, waitMs: number): Promise<StoredCopy | undefined> {
    let wake = () => undefined as void
    const woken = new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, waitMs).unref()
    })
    const set = this.waiters.get(key) ?? new Set()
    set.add(wake)
    this.waiters.set(key, set)
    try {
      // The copy may have landed between the claim and the wait.
      const early = await this.read(key)
      if (early) return early
      await woken
      return await this.read(key)
    } finally {
      set.delete(wake)
      if (set.size === 0) this.waiters.delete(key)
    }
  }

  private async read(key: string): Promise<StoredCopy | undefined> {
    const text = await this.redis.use((r) => r.get(this.prefix + key))
    return text ? (JSON.parse(text) as StoredCopy) : undefined
  }
}

async function loadHere(load: () => Promise<SharedAnswer>): Promise<SharedCopy> {
  return { ...(await load()), at: Date.now(), own: true }
}
