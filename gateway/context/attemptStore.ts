/**
 * Where money attempts live while they last (a withdrawal, a deposit): which member owns one, whether it is open,
 * being sent, of unknown outcome or done, and its answer. Every change is a compare-and-set on the state, so two
 * requests (or two gateway instances over a shared store) can never both send the same attempt to the platform.
 */
export type AttemptState = 'open' | 'running' | 'unknown' | 'done'

export type Attempt = {
  key: string
  /** `merchant:username`: an attempt answers its owner only. */
  owner: string
  kind: 'withdraw' | 'deposit' | 'depositConfirm'
  state: AttemptState
  /** What was submitted (amount, card…): the same key with other values is refused, never sent. */
  fingerprint?: string | undefined
  startedAt?: number | undefined
  /** JSON-safe: the answer when done, and what a check of an unknown outcome needs. */
  data?: Record<string, unknown> | undefined
}

export type AttemptStore = {
  get: (key: string) => Promise<Attempt | undefined>
  /** Stores `next` when the stored state is `expected` (`null`: when there is none). */
  swap: (key: string, expected: AttemptState | null, next: Attempt, ttlMs: number) => Promise<boolean>
  /** Points `name` at `key` when it points at `expected` (`null`: at nothing); answers the key it points at after. */
  point: (name: string, expected: string | null, key: string, ttlMs: number) => Promise<string>
  pointer: (name: string) => Promise<string | undefined>
}

type Held<T> = { value: T; until: number }

/** One process's store: what a second instance needs is the same contract over Redis (SET NX / a Lua compare). */
export class MemoryAttemptStore implements AttemptStore {
  private readonly attempts = new Map<string, Held<Attempt>>()
  private readonly pointers = new Map<string, Held<string>>()
  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
  }

  async get(key: string): Promise<Attempt | undefined> {
    return this.live(this.attempts, key)
  }

  async swap(key: string, expected: AttemptState | null, next: Attempt, ttlMs: number): Promise<boolean> {
    const current = this.live(this.attempts, key)
    if ((current?.state ?? null) !== expected) return false
    this.attempts.set(key, { value: next, until: this.now() + ttlMs })
    this.sweep()
    return true
  }

  async point(name: string, expected: string | null, key: string, ttlMs: number): Promise<string> {
    const current = this.live(this.pointers, name) ?? null
    if (current !== expected) return current ?? key
    this.pointers.set(name, { value: key, until: this.now() + ttlMs })
    return key
  }

  async pointer(name: string): Promise<string | undefined> {
    return this.live(this.pointers, name)
  }

  private live<T>(map: Map<string, Held<T>>, key: string): T | undefined {
    const held = map.get(key)
    if (!held) return undefined
    if (held.until > this.now()) return held.value
    map.delete(key)
    return undefined
  }

  /** Expired entries go on writes, a few at a time, so memory follows the attempts that are alive. */
  private sweep(): void {
    const now = this.now()
    let budget = 20
    for (const map of [this.attempts, this.pointers] as Map<string, Held<unknown>>[]) {
      for (const [key, held] of map) {
        if (budget-- <= 0) return
        if (held.until <= now) map.delete(key)
      }
    }
  }
}
