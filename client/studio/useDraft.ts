import { useEffect, useState, useSyncExternalStore } from 'react'
import {
  type CheckResult,
  type DraftAnswer,
  type DraftSummary,
  type Files,
  type LiveMeta,
  reasonOf,
  type RebaseResult,
  StudioError,
  studioGet,
  studioPost,
} from './api.ts'

const SAVE_DELAY_MS = 400
const CHECK_DELAY_MS = 500
const PRESENCE_EVERY_MS = 5000
const RETRIES = 3

/** A file whose text on screen is not (yet) what the gateway holds: waiting for its save, being saved, or refused. */
type FileSave = { status: 'waiting' | 'saving' | 'failed'; reason?: string }

export type DraftState = {
  live: LiveMeta
  /** The live set the draft started from: each file's original. */
  base: { version: string; files: Files }
  /** The draft as on screen: every file that differs from its original. */
  texts: Files
  /** Files not saved as shown; empty when the gateway holds exactly the draft on screen. */
  saves: Record<string, FileSave>
  inSync: boolean
  others: DraftSummary[]
  /** The checks of the draft as the gateway holds it; `current` once they are of the draft on screen. */
  checks: (CheckResult & { current: boolean }) | null
  schemas: { screen: object; shell: object }
  text: (file: string) => string
  change: (file: string, text: string) => void
  retry: () => void
  discard: (files?: string[]) => Promise<void>
  rebase: () => Promise<RebaseResult>
  reload: () => Promise<void>
  /** Each draft file's revision as the gateway acknowledged it: sent with a publish. */
  revs: () => Record<string, string>
}

type Data = Omit<DraftState, 'text' | 'change' | 'retry' | 'discard' | 'rebase' | 'reload' | 'revs' | 'inSync' | 'checks'> & {
  checks: { result: CheckResult; key: string } | null
}

/**
 * The operator's draft: every change is saved file by file (each acknowledged with its revision), a failed save
 * says why and is retried, and checks run on what the gateway holds once it holds what is on screen. A plain
 * object the page subscribes to: timers and saves in flight live here, not in render.
 */
class DraftSession {
  private data: Data | null = null
  private snapshot: DraftState | null = null
  private readonly listeners = new Set<() => void>()
  private held = new Map<string, { text: string; rev: string }>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()
  private readonly busy = new Set<string>()
  private checkTimer: ReturnType<typeof setTimeout> | undefined
  private presenceTimer: ReturnType<typeof setInterval> | undefined

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly get = () => this.snapshot

  start(): void {
    void this.reload()
    this.presenceTimer = setInterval(this.poll, PRESENCE_EVERY_MS)
    window.addEventListener('focus', this.poll)
  }

  stop(): void {
    clearInterval(this.presenceTimer)
    window.removeEventListener('focus', this.poll)
  }

  readonly reload = async (): Promise<void> => {
    const [files, draft] = await Promise.all([
      studioGet<{ live: LiveMeta; files: Files; schemas: Data['schemas'] }>('/api/studio/files'),
      studioGet<DraftAnswer>('/api/studio/draft'),
    ])
    this.held = new Map(Object.entries(draft.files).map(([f, e]) => [f, { text: e.text, rev: e.rev }]))
    const texts = Object.fromEntries(Object.entries(draft.files).map(([f, e]) => [f, e.text]))
    this.set({
      live: draft.live,
      others: draft.others,
      base: { version: draft.base.version, files: draft.base.files ?? files.files },
      texts,
      saves: {},
      checks: this.data?.checks ?? null,
      schemas: files.schemas,
    })
    this.check()
  }

  readonly change = (file: string, text: string): void => {
    if (!this.data) return
    const texts = { ...this.data.texts }
    if (text === this.original(file)) delete texts[file]
    else texts[file] = text
    this.set({ texts })
    this.mark(file, { status: 'waiting' })
    clearTimeout(this.timers.get(file))
    this.timers.set(
      file,
      setTimeout(() => {
        this.timers.delete(file)
        this.save(file)
      }, SAVE_DELAY_MS),
    )
  }

  readonly retry = (): void => Object.keys(this.data?.saves ?? {}).forEach((file) => this.save(file))

  readonly discard = async (files?: string[]): Promise<void> => {
    await studioPost('/api/studio/draft/discard', files ? { files } : {})
    await this.reload()
  }

  readonly rebase = async (): Promise<RebaseResult> => {
    const result = await studioPost<RebaseResult>('/api/studio/draft/rebase')
    await this.reload()
    return result
  }

  readonly revs = (): Record<string, string> => Object.fromEntries([...this.held].map(([f, h]) => [f, h.rev]))

  private readonly text = (file: string): string => this.data?.texts[file] ?? this.original(file)

  private original(file: string): string {
    return this.data?.base.files[file] ?? ''
  }

  /** Who else holds a draft, and whether live has moved; a draft with nothing in it just follows live. */
  private readonly poll = (): void => {
    studioGet<{ live: LiveMeta; others: DraftSummary[] }>('/api/studio/presence').then(
      (p) => {
        const moved = p.live.version !== this.data?.live.version
        this.set({ live: p.live, others: p.others })
        // The checks say what changed live since the draft started: they run again when it moves.
        if (moved) this.check()
        const idle = Object.keys(this.data?.texts ?? {}).length === 0 && this.busy.size === 0 && this.timers.size === 0
        if (p.live.version !== this.data?.base.version && idle) void this.reload()
      },
      () => undefined,
    )
  }

  private save(file: string, attempt = 0): void {
    if (this.busy.has(file)) return
    const text = this.text(file)
    if (text === (this.held.get(file)?.text ?? this.original(file))) return this.mark(file, null)
    this.busy.add(file)
    this.mark(file, { status: 'saving' })
    studioPost<{ rev: string | null }>('/api/studio/draft/file', { file, text, base: this.data?.base.version })
      .then(
        ({ rev }) => {
          if (rev === null) this.held.delete(file)
          else this.held.set(file, { text, rev })
          return null
        },
        (e: unknown) => e,
      )
      .then((failure) => {
        this.busy.delete(file)
        const network = failure !== null && !(failure instanceof StudioError)
        if (failure !== null && network && attempt < RETRIES) return void setTimeout(() => this.save(file, attempt + 1), 1000 * 2 ** attempt)
        if (failure !== null) return this.mark(file, { status: 'failed', reason: reasonOf(failure) })
        // Typed on while it was saved: the newer text goes next.
        if (this.text(file) !== text) return this.save(file)
        this.mark(file, null)
        if (this.busy.size === 0 && this.timers.size === 0) this.check()
      })
  }

  private check(): void {
    clearTimeout(this.checkTimer)
    this.checkTimer = setTimeout(() => {
      const key = this.key()
      studioPost<CheckResult>('/api/studio/check').then(
        (result) => this.set({ checks: { result, key } }),
        (e: unknown) => {
          const problem = { file: '(all)', path: '(checks)', message: `the checks could not run: ${reasonOf(e)}` }
          this.set({
            checks: { key, result: { problems: [problem], budgets: [], breaches: [], diff: [], routes: [], live: { version: '', by: '' }, against: '' } },
          })
        },
      )
    }, CHECK_DELAY_MS)
  }

  /** What the gateway holds: checks are current when they were made of it. */
  private key(): string {
    return `${this.data?.base.version}:${this.data?.live.version}:${[...this.held]
      .map(([f, h]) => `${f}=${h.rev}`)
      .sort()
      .join(',')}`
  }

  private mark(file: string, save: FileSave | null): void {
    const saves = { ...this.data?.saves }
    if (save) saves[file] = save
    else delete saves[file]
    this.set({ saves })
  }

  private set(patch: Partial<Data>): void {
    if (!this.data && !patch.base) return
    this.data = { ...(this.data as Data), ...patch }
    const { checks, ...data } = this.data
    const inSync = Object.keys(data.saves).length === 0
    const current = checks ? { ...checks.result, current: inSync && checks.key === this.key() } : null
    const { change, retry, discard, rebase, reload, revs, text } = this
    this.snapshot = { ...data, inSync, checks: current, text, change, retry, discard, rebase, reload, revs }
    this.listeners.forEach((listener) => listener())
  }
}

export function useDraft(): DraftState | null {
  const [session] = useState(() => new DraftSession())
  useEffect(() => {
    session.start()
    return () => session.stop()
  }, [session])
  return useSyncExternalStore(session.subscribe, session.get)
}
