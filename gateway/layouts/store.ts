import { watch, type FSWatcher } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { LayoutFiles, LayoutProblem, LayoutSet } from './validate.ts'
import { validateLayouts } from './validate.ts'

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

export function formatProblem(p: LayoutProblem): string {
  return `${p.file} at ${p.path}: ${p.message}`
}

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
  private readonly dir: string
  private readonly log: FastifyBaseLogger

  constructor(dir: string, log: FastifyBaseLogger) {
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

  /** Loads at start; throws when no usable shell, home screen or English texts exist. */
  async load(): Promise<void> {
    await this.reload()
    if (!this.current) throw new Error(`No valid layouts in ${this.dir}: shell.json, screens/home.json and i18n/en.json are required`)
  }

  watch(): void {
    this.watcher = watch(this.dir, { recursive: true }, () => {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        this.reloading = this.reloading
          .then(() => this.reload())
          .catch((err: unknown) => this.log.error({ err }, 'layout reload failed'))
          .finally(() => this.waiting.splice(0).forEach((resolve) => resolve()))
      }, 50)
    })
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
    const disk = await readLayoutFiles(this.dir)
    const merged: LayoutFiles = { ...disk }
    const refused = new Map<string, LayoutProblem>()
    let result = validateLayouts(merged)
    // A refused file falls back to its last good version, which may in turn change what other files may
    // reference; a few passes settle it.
    for (let pass = 0; pass < 3 && result.problems.length > 0; pass++) {
      for (const p of result.problems) if (merged[p.file] === disk[p.file] && !refused.has(p.file)) refused.set(p.file, p)
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
