import type { AnswerStore, StoredAnswer } from './answerStore.ts'

/** How the latest call of an endpoint ended. */
export type Outcome = { ok: boolean; at: number }

// A shared store is written when the answer changes, and at least this often so its time stays honest.
const REWRITE_MS = 60_000

/**
 * Keeps the last good answer of the calls the whole site stands on (the platform's status and flags), and
 * how their latest call ended: a platform that stops answering them leaves the site on their last good
 * copy instead of down.
 */
export class LastGood {
  private readonly store: AnswerStore
  private readonly prefix: string
  private readonly onStoreError: (error: unknown) => void
  private readonly memory = new Map<string, StoredAnswer & { text: string; storedAt: number }>()
  private readonly outcomes = new Map<string, Outcome>()

  constructor(store: AnswerStore, merchant: string, onStoreError: (error: unknown) => void) {
    this.store = store
    this.prefix = `lastGood:${merchant}:`
    this.onStoreError = onStoreError
  }

  succeeded(name: string, raw: unknown): void {
    const now = Date.now()
    this.outcomes.set(name, { ok: true, at: now })
    const text = JSON.stringify(raw)
    const previous = this.memory.get(name)
    const unchanged = previous !== undefined && previous.text === text && now - previous.storedAt < REWRITE_MS
    this.memory.set(name, { raw, savedAt: now, text, storedAt: unchanged ? previous.storedAt : now })
    if (!unchanged) this.store.set(this.prefix + name, { raw, savedAt: now }).catch(this.onStoreError)
  }

  /** A kept answer another instance got from the platform (a shared copy): as good as this one's own. */
  adopted(name: string, raw: unknown, savedAt: number): void {
    const own = this.memory.get(name)
    if (own && own.savedAt >= savedAt) return
    if (savedAt > (this.outcomes.get(name)?.at ?? 0)) this.outcomes.set(name, { ok: true, at: savedAt })
    this.memory.set(name, { raw, savedAt, text: JSON.stringify(raw), storedAt: savedAt })
  }

  failed(name: string): void {
    this.outcomes.set(name, { ok: false, at: Date.now() })
  }

  outcome(name: string): Outcome | undefined {
    return this.outcomes.get(name)
  }

  /** The last good answer: this process's own, else the shared store's (from before a restart, or another instance). */
  async recall(name: string): Promise<StoredAnswer | undefined> {
    const own = this.memory.get(name)
    if (own) return { raw: own.raw, savedAt: own.savedAt }
    try {
      return await this.store.get(this.prefix + name)
    } catch (error) {
      this.onStoreError(error)
      return undefined
    }
  }

  /** When the answer on hand was last confirmed by the platform. */
  savedAt(name: string): number | undefined {
    return this.memory.get(name)?.savedAt
  }
}
