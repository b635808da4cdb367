import type { DroppedItems } from '../../schemas/upstream/index.ts'

/** Told once when a list of a platform call starts dropping items (not on every answer that drops them). */
export type DropReporter = (source: string, drop: DroppedItems) => void

/**
 * Items the platform's lists lost to item-by-item parsing, per `<endpoint>.<list>`: how many the latest answer
 * of that endpoint dropped. A list that answers clean again is forgotten, and reported anew if it starts again.
 */
export class DropLedger {
  private readonly latest = new Map<string, number>()
  private readonly report: DropReporter

  constructor(report: DropReporter = () => undefined) {
    this.report = report
  }

  /** Records what one parsed answer of `endpoint` dropped (an empty list: it dropped nothing). */
  record(endpoint: string, drops: readonly DroppedItems[]): void {
    const seen = new Set<string>()
    for (const drop of drops) {
      const key = `${endpoint}.${drop.list}`
      // One answer can hold the same list several times (each lottery group's games): add them up.
      const count = (seen.has(key) ? (this.latest.get(key) ?? 0) : 0) + drop.dropped
      if (!seen.has(key) && !this.latest.has(key)) this.report(endpoint, drop)
      seen.add(key)
      this.latest.set(key, count)
    }
    const prefix = `${endpoint}.`
    for (const key of [...this.latest.keys()]) {
      if (key.startsWith(prefix) && !seen.has(key)) this.latest.delete(key)
    }
  }

  /** `{ "announcements.banners": 3, … }`: the lists whose latest answer dropped items. */
  snapshot(): Record<string, number> {
    return Object.fromEntries([...this.latest].sort(([a], [b]) => a.localeCompare(b)))
  }
}
