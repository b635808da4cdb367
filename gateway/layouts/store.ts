import { watch, type FSWatcher } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Log } from '../log.ts'
import type { CheckedSet } from './checks.ts'
import { formatProblem } from './checks.ts'
import type { Publication, PublicationMeta } from './publication.ts'
import type { LayoutFiles, LayoutProblem, LayoutSet } from './validate.ts'
import { validateLayouts } from './validate.ts'
import { writeLayoutFiles } from './writeFiles.ts'

async function readLayoutFiles(dir: string): Promise<LayoutFiles> {
  const files: LayoutFiles = {}
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue
    const full = join(entry.parentPath, entry.name)
    const rel = relative(dir, full).split(sep).join('/')
    if (rel === 'shell.json' || /^screens\/[^/]+\.json$/.test(rel) || /^i18n\/[^/]+\.json$/.test(rel)) {
      files[rel] = await readFile(full, 'utf8')
    }
  }
  return files
}

/** When a layout file last changed on disk (epoch ms). */
async function latestChange(dir: string, files: LayoutFiles): Promise<number> {
  const times = await Promise.all(Object.keys(files).map((f) => stat(join(dir, f)).then((s) => s.mtimeMs, () => 0)))
  return Math.max(0, ...times)
}

/** What a publish made of a set: live (its version), or refused because `expected` was no longer the live version. */
export type PublishOutcome = { version: string } | { moved: PublicationMeta | undefined }

/** Publishes through a shared store (`LayoutSync`): compare-and-set against `expected` when it is given. */
type Publisher = (publication: Publication, expected: string | undefined) => Promise<PublishOutcome>

/**
 * Loads, validates and watches the layout folder. A file that fails validation is refused and its last
 * good version keeps serving; nothing an operator saves can take the site down.
 */
export class LayoutStore {
  private current: LayoutSet | undefined
  private lastGood: LayoutFiles = {}
  private watcher: FSWatcher | undefined
  private timer: NodeJS.Timeout | undefined
  private reloading: Promise<void> = Promise.resolve()
  private waiting: (() => void)[] = []
  private readonly diskListeners: ((changedAt: number) => void)[] = []
  private publisher: Publisher | undefined
  private publishing: Promise<unknown> = Promise.resolve()
  private readonly dir: string
  private readonly log: Log

  constructor(dir: string, log: Log) {
    this.dir = dir
    this.log = log
  }

  get layouts(): LayoutSet {
    if (!this.current) throw new Error('layouts not loaded')
    return this.current
  }

  get loaded(): boolean {
    return this.current !== undefined
  }

  /** The files being served (each the last good version of its file). */
  get files(): LayoutFiles {
    return { ...this.lastGood }
  }

  /** When the files on disk last changed: their latest modification time, or the moment a change was seen. */
  diskChangedAt = 0

  /** Loads at start; throws when no usable shell, home screen or English texts exist. */
  async load(): Promise<void> {
    await this.reload()
    this.diskChangedAt = await latestChange(this.dir, this.lastGood)
    if (!this.current) throw new Error(`No valid layouts in ${this.dir}: shell.json, screens/home.json and i18n/en.json are required`)
  }

  watch(): void {
    this.watcher = watch(this.dir, { recursive: true }, () => {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        const changedAt = Date.now()
        this.reloading = this.reloading
          .then(() => this.reload())
          .then(() => {
            this.diskChangedAt = changedAt
            this.diskListeners.forEach((listener) => listener(changedAt))
          })
          .catch((err: unknown) => this.log.error({ err }, 'layout reload failed'))
          .finally(() => this.waiting.splice(0).forEach((resolve) => resolve()))
      }, 50)
    })
  }

  /** Hears each change of the layout folder once it is loaded (another instance may need to hear of it). */
  onDiskChange(listener: (changedAt: number) => void): void {
    this.diskListeners.push(listener)
  }

  /** Where `publish` sends a set when instances share a store (`LayoutSync`); the layout folder otherwise. */
  publishThrough(publisher: Publisher): void {
    this.publisher = publisher
  }

  /**
   * Publishes a whole set that passed the checks (`checkLayouts`): the operator studio's way in. With `expected`,
   * only if that is still the live version (compare-and-set: an operator's draft or rollback was made against
   * it); otherwise nothing changes and the live one is given back. Then live on every instance (shared store,
   * atomically there) or written to the layout folder (one publish at a time in this process). With the shared
   * store away it throws, and nothing is published.
   */
  async publish(checked: CheckedSet, by: string, message?: string, expected?: string): Promise<PublishOutcome> {
    const publication: Publication = { version: checked.set.version, files: checked.files, changedAt: Date.now(), by, message }
    if (this.publisher) return this.publisher(publication, expected)
    const run = this.publishing.then(async (): Promise<PublishOutcome> => {
      const live = this.layouts.version
      if (expected !== undefined && live !== expected && live !== publication.version) return { moved: { version: live, changedAt: this.diskChangedAt, by: 'disk' } }
      await writeLayoutFiles(this.dir, checked.files)
      await this.reload()
      return { version: publication.version }
    })
    this.publishing = run.catch(() => undefined)
    return run
  }

  /** Serves a published set, as a reload from disk would (a refused file keeps its last good version). */
  serve(files: LayoutFiles): void {
    this.apply(files)
  }

  /** Resolves when the next reload triggered by a change on disk has finished (applied or refused). */
  nextReload(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  close(): void {
    clearTimeout(this.timer)
    this.watcher?.close()
  }

  async reload(): Promise<void> {
    this.apply(await readLayoutFiles(this.dir))
  }

  private apply(incoming: LayoutFiles): void {
    const merged: LayoutFiles = { ...incoming }
    const refused = new Map<string, LayoutProblem>()
    let result = validateLayouts(merged)
    // A refused file falls back to its last good version, which may in turn change what other files may
    // reference; a few passes settle it.
    for (let pass = 0; pass < 3 && result.problems.length > 0; pass++) {
      for (const p of result.problems) if (merged[p.file] === incoming[p.file] && !refused.has(p.file)) refused.set(p.file, p)
      for (const file of Object.keys(merged)) {
        if (result.validFiles.has(file)) continue
        const good = this.lastGood[file]
        if (good === undefined) delete merged[file]
        else merged[file] = good
      }
      result = validateLayouts(merged)
    }
    for (const p of refused.values()) {
      this.log.warn({ file: p.file, jsonPath: p.path, problem: p.message }, `layout refused: ${formatProblem(p)}; keeping the last good version`)
    }
    const { shell, screens, texts, version } = result.set
    if (!shell || !screens.some((s) => s.id === 'home') || !texts.EN || !version) return
    this.current = { shell, screens, texts, version }
    this.lastGood = Object.fromEntries(Object.entries(merged).filter(([f]) => result.validFiles.has(f)))
    if (refused.size === 0) this.log.info({ version }, 'layouts loaded')
  }
}

export { readLayoutFiles }
