/**
 * Where the gateway's own bot check keeps what it handed out (a slider's secret position, a solved slider's
 * ticket) until it is used: every entry is single use and short-lived, and over Redis every instance sees it, so a
 * challenge made on one instance is verified on another.
 */
export type ChallengeStore = {
  put: (key: string, value: string, ttlMs: number) => Promise<void>
  /** The value, removed in the same step: a second take of the same key finds nothing. */
  take: (key: string) => Promise<string | undefined>
}

/** Past this many open entries the oldest go first: nobody can fill an instance's memory with challenges. */
const MAX_ENTRIES = 20_000

/** One instance's store; the shared store's (Redis) falls back to one while Redis is away. */
export class MemoryChallengeStore implements ChallengeStore {
  private readonly entries = new Map<string, { value: string; until: number }>()
  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.delete(key)
    this.entries.set(key, { value, until: this.now() + ttlMs })
    for (const [oldest, held] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && held.until > this.now()) break
      this.entries.delete(oldest)
    }
  }

  async take(key: string): Promise<string | undefined> {
    const held = this.entries.get(key)
    this.entries.delete(key)
    return held && held.until > this.now() ? held.value : undefined
  }
}
