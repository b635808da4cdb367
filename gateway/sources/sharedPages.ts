import { LRUCache } from 'lru-cache'

type Kept = { version: number; page: object }

/**
 * List pages that depend only on shared data (a visitor's page of a public feed), kept per list with the version of
 * the platform answer they were built from: the same list and version give the same object, so its serialized and
 * compressed bytes can be kept with it too. A new version replaces the page (one per list, however often it changes).
 */
export class SharedPages {
  private readonly pages = new LRUCache<string, Kept>({ max: 64 })
  private readonly kept = new WeakSet<object>()
  /** The layouts' version (texts and routes shape the cards' actions). */
  private readonly layouts: () => string

  constructor(layouts: () => string) {
    this.layouts = layouts
  }

  /** The kept page for this list (`parts`) at this answer version, or the one `make` builds, kept. */
  get<T extends object>(parts: readonly unknown[], version: number, make: () => T): T {
    const key = JSON.stringify([this.layouts(), ...parts])
    const hit = this.pages.get(key)
    if (hit?.version === version) return hit.page as T
    const page = make()
    this.pages.set(key, { version, page })
    this.kept.add(page)
    return page
  }

  /** Whether a page is one of the kept ones (its answer may be kept as long as it is). */
  isShared(page: object): boolean {
    return this.kept.has(page)
  }
}
