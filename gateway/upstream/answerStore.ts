/** A platform answer as it came off the wire (before validation), and when it came. */
export type StoredAnswer = { raw: unknown; savedAt: number }

/**
 * Where the last good copies of vital answers live. A shared implementation (Redis) lets them survive a
 * restart and serve every instance; values are plain JSON so any such store can hold them.
 */
export type AnswerStore = {
  get: (key: string) => Promise<StoredAnswer | undefined>
  set: (key: string, answer: StoredAnswer) => Promise<void>
}

/** The store of a single process: lost on restart. */
export class MemoryAnswerStore implements AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>()

  async get(key: string): Promise<StoredAnswer | undefined> {
    return this.answers.get(key)
  }

  async set(key: string, answer: StoredAnswer): Promise<void> {
    this.answers.set(key, answer)
  }
}
