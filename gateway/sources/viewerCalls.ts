import { hash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/** Seeds 001 §7/§9: the inbox and chat counts at most every 250 ms; marking read at most every 150 ms. */
const DEFAULT_SHARE_MS = 250
const MARK_SPACING_MS = 150
/** Mark-read calls one member may have waiting; past it the player is asked to slow down. */
const MAX_WAITING_MARKS = 20
/** Members whose mark-read spacing is remembered (a few numbers each). */
const MAX_VIEWERS = 20_000
/**
 * Members whose latest counts and announcement list are kept (one list can be tens of KB): an answer is shared for
 * 250 ms only, so this many is far more members than one instance serves in that time (README, Memory).
 */
const MAX_KEPT_VIEWERS = 5000

/** The last token's key: a screen asks for a member's counts and announcements one after the other. */
let lastKey: { token: string; key: string } | undefined

/** A viewer's key: a hash of the platform token, so no token is kept as a key. */
function viewerKey(token: string): string {
  if (lastKey?.token === token) return lastKey.key
  const key = hash('sha256', token, 'base64url')
  lastKey = { token, key }
  return key
}

type Kept = { at: number; settled: boolean; promise: Promise<unknown> }
type Marks = { lastAt: number; chain: Promise<unknown>; waiting: number; recent: Map<string, number> }

export class TooManyMarks extends Error {}

/**
 * Per-viewer platform calls (see gateway/upstream/README.md, Per-viewer calls): a member's counts and announcement
 * list are asked at most once per 250 ms and shared meanwhile; a member's mark-read calls go out 150 ms apart.
 * Nothing here is ever shared between members.
 */
export class ViewerCalls {
  private readonly kept = new LRUCache<string, Map<string, Kept>>({ max: MAX_KEPT_VIEWERS })
  private readonly marks = new LRUCache<string, Marks>({ max: MAX_VIEWERS })
  private readonly shareMs: number

  /** `shareMs`: how long a settled answer is shared (0: only while the call is under way). */
  constructor(shareMs = DEFAULT_SHARE_MS) {
    this.shareMs = shareMs
  }

  /** The answer of `name` for this member: the call under way or made less than 250 ms ago, else a new one. */
  shared<T>(token: string, name: string, load: () => Promise<T>): Promise<T> {
    const key = viewerKey(token)
    let calls = this.kept.get(key)
    if (!calls) {
      calls = new Map()
      this.kept.set(key, calls)
    }
    const hit = calls.get(name)
    const now = Date.now()
    if (hit && (!hit.settled || now - hit.at < this.shareMs)) return hit.promise as Promise<T>
    const entry: Kept = { at: now, settled: false, promise: load() }
    const own = calls
    entry.promise.then(
      () => (entry.settled = true),
      () => {
        if (own.get(name) === entry) own.delete(name)
      },
    )
    calls.set(name, entry)
    return entry.promise as Promise<T>
  }

  /** Forgets what is kept for this member, so the next screen asks the platform again (after a mark read). */
  forget(token: string): void {
    this.kept.delete(viewerKey(token))
  }

  /**
   * Sends a member's mark-read call at least 150 ms after their previous one ended (queued, never dropped). The same
   * `id` again within 150 ms is not sent twice: `false`. Throws TooManyMarks past the waiting cap.
   */
  async spaced(token: string, id: string, send: () => Promise<unknown>): Promise<boolean> {
    const key = viewerKey(token)
    let marks = this.marks.get(key)
    if (!marks) {
      marks = { lastAt: 0, chain: Promise.resolve(), waiting: 0, recent: new Map() }
      this.marks.set(key, marks)
    }
    const state = marks
    const seen = state.recent.get(id)
    if (seen !== undefined && Date.now() - seen < MARK_SPACING_MS) return false
    if (state.waiting >= MAX_WAITING_MARKS) throw new TooManyMarks('too many mark-read calls waiting')
    state.waiting++
    state.recent.set(id, Date.now())
    const run = state.chain.then(async () => {
      const wait = state.lastAt + MARK_SPACING_MS - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      state.recent.set(id, Date.now())
      // Counted from the end of the previous call, so the platform sees them spaced even when one was slow to arrive.
      try {
        return await send()
      } finally {
        state.lastAt = Date.now()
      }
    })
    state.chain = run.catch(() => undefined)
    try {
      await run
      return true
    } catch (error) {
      state.recent.delete(id)
      throw error
    } finally {
      state.waiting--
    }
  }
}

const perReader = new WeakMap<object, ViewerCalls>()

/** The per-viewer calls of one platform client (one per gateway instance). */
export function viewerCalls(reader: object): ViewerCalls {
  let calls = perReader.get(reader)
  if (!calls) {
    calls = new ViewerCalls()
    perReader.set(reader, calls)
  }
  return calls
}

/** Sets how long the per-viewer answers of this platform client are shared (config `MEMBER_COUNTS_SHARE_MS`). */
export function configureViewerCalls(reader: object, shareMs: number): void {
  perReader.set(reader, new ViewerCalls(shareMs))
}
