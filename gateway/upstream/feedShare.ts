import type { CachePolicy } from './swrCache.ts'

/** A public answer as one instance got it: the parsed value (plain JSON), and for kept answers the raw one. */
export type SharedAnswer = { value: unknown; raw?: unknown }

/** A shared answer, when it was fetched (epoch ms), and whether this instance fetched it. */
export type SharedCopy = SharedAnswer & { at: number; own: boolean }

/**
 * Public feeds shared by gateway instances (a Redis implementation in `gateway/store/feeds.ts`): a copy every
 * instance reads, and one load at a time across them. `load` makes the platform call on this instance; the share
 * runs it only when no instance has a fresh copy and none is already loading it (or that one gives up within
 * `waitMs`). A failing share never fails a read: it loads here, as a single instance would.
 */
export type FeedShare = {
  get: (key: string, policy: CachePolicy, load: () => Promise<SharedAnswer>, waitMs: number) => Promise<SharedCopy>
}
