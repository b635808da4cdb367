import type { LayoutFiles } from './validate.ts'

/** One published set of layout files: what every instance serves. */
export type Publication = {
  /** The content version of the files (`validateLayouts`): equal files, equal version. */
  version: string
  /** Every layout file, by its path under `layouts/` (`shell.json`, `screens/home.json`, `i18n/en.json`…). */
  files: LayoutFiles
  /** When the change was made (epoch ms): of two different publications, the later change is the live one. */
  changedAt: number
  /** Who made it: an operator's name, or `disk` for files edited (or deployed) in an instance's layout folder. */
  by: string
  message?: string | undefined
}

export type PublicationMeta = Omit<Publication, 'files'>

/**
 * Where instances that share a store publish layouts (Redis: `gateway/store/layouts.ts`, keys and channel in
 * the README's "Running several instances"). Publishing is `LayoutStore.publish`, which validates first; this is
 * the part a store implements.
 */
export type LayoutPublisher = {
  /** The live publication; undefined when none was made (or the store was emptied). */
  current: () => Promise<Publication | undefined>
  /**
   * Makes `publication` live on every instance, unless a later change is live already. True when
   * `publication` is the live one afterwards (published now, or the same version was live).
   */
  publish: (publication: Publication) => Promise<boolean>
  /**
   * Makes `publication` live only if `expected` is the live version now, in one atomic step (compare-and-set): the
   * studio's publish and rollback. Otherwise nothing changes, and the live publication is given back (without
   * its files).
   */
  publishOver: (publication: Publication, expected: string) => Promise<{ published: true } | { published: false; live: PublicationMeta | undefined }>
  /** Called when the live publication may have changed: a publish by any instance, or the store coming back. */
  watch: (listener: () => void) => void
}
