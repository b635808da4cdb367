import type { LayoutFiles } from './validate.ts'

/** A published set of layouts as the studio lists it; `files` only when one version is asked for. */
export type VersionMeta = {
  id: number
  version: string
  by: string
  at: string
  message: string
  /**
   * `disk`: the files found in the layout folder before a publish (hand edits, a deploy), kept so they can come
   * back; `scheduled`: a scheduled change gone live at its time; `ended`: its end (what it changed taken back).
   */
  kind: 'publish' | 'rollback' | 'disk' | 'scheduled' | 'ended'
  rollbackOf?: number | undefined
}
export type VersionRecord = VersionMeta & { files: LayoutFiles }

type AuditWhat =
  | 'signin'
  | 'signin-refused'
  | 'signin-limited'
  | 'signout'
  | 'publish'
  | 'rollback'
  | 'publish-refused'
  | 'draft-save'
  | 'draft-discard'
  | 'draft-rebase'
  | 'schedule'
  | 'schedule-cancel'
  | 'scheduled'
  | 'ended'
  | 'schedule-failed'
  | 'share'
  | 'share-open'
export type AuditEntry = { at: string; by: string; what: AuditWhat; detail?: string | undefined; version?: string | undefined }

/** One file of a draft: its text, when it entered the draft and when it was last saved. */
export type DraftFile = { text: string; since: string; at: string }

/**
 * An operator's draft: the live set it started from (version and files, so that what live changed since can be
 * told apart from what the operator changed) and the files the operator changed, each saved on its own.
 */
export type Draft = { base: { version: string; files: LayoutFiles } | null; files: Record<string, DraftFile> }

/** Who holds a draft of which files, for the other operators (no texts). */
export type DraftSummary = { operator: string; base: string | null; files: { file: string; since: string; at: string }[] }

/**
 * A change scheduled to go live at a time, and optionally to end at another: the draft's changed files and the live
 * set they were made against (laid onto whatever is live when the time comes, as a draft is brought onto live).
 */
export type Schedule = {
  id: string
  by: string
  createdAt: string
  message: string
  at: string
  /** When it ends: what it changed is taken back (or, with `then`, that version comes back). */
  until?: string | undefined
  then?: number | undefined
  base: { version: string; files: LayoutFiles }
  changes: LayoutFiles
  state: 'pending' | 'live' | 'ended' | 'cancelled' | 'failed'
  /** The versions it made: what it published, the live one just before, and its end. */
  versionId?: number | undefined
  beforeId?: number | undefined
  endId?: number | undefined
  detail?: string | undefined
}

/** A read-only preview link: one screen of a set of layouts (a draft's, a scheduled change's) for one audience. */
export type Share = {
  id: string
  by: string
  createdAt: string
  expires: string
  path: string
  audience: string
  language: string
  device: string
  country?: string
  what: string
  files: LayoutFiles
}

export type ScheduleMeta = Omit<Schedule, 'base' | 'changes'> & { base: string; files: string[] }

export function scheduleMeta({ base, changes, ...schedule }: Schedule): ScheduleMeta {
  return { ...schedule, base: base.version, files: Object.keys(changes).sort() }
}

/** Versions, per-operator drafts and the audit log: a folder in the embedded default, Redis with the shared store. */
export type StudioStore = {
  /** Every schedule without its files (read often: every instance looks for due steps several times a second). */
  schedules: () => Promise<ScheduleMeta[]>
  schedule: (id: string) => Promise<Schedule | undefined>
  /** Keeps a preview link's set until it expires (then it is gone). */
  saveShare: (share: Share) => Promise<void>
  share: (id: string) => Promise<Share | undefined>
  saveSchedule: (schedule: Schedule) => Promise<void>
  /**
   * Claims one step of a schedule (`publish` or `end`) for this instance: true for exactly one caller across
   * instances until `ms` have passed (then the step may be claimed again, if it was never marked done).
   */
  claim: (id: string, step: string, ms: number) => Promise<boolean>
  versions: () => Promise<VersionMeta[]>
  version: (id: number) => Promise<VersionRecord | undefined>
  addVersion: (record: Omit<VersionRecord, 'id'>) => Promise<VersionMeta>
  draft: (operator: string) => Promise<Draft>
  /**
   * Saves one file of a draft (`null` takes it out of the draft). `base` is written only when the stored draft
   * has none (its first file); a draft with a base keeps it until `replaceDraft`.
   */
  saveDraftFile: (operator: string, file: string, entry: DraftFile | null, base: NonNullable<Draft['base']>) => Promise<void>
  /** Replaces a whole draft (bringing it onto live, discarding it); a draft without files is deleted. */
  replaceDraft: (operator: string, draft: Draft) => Promise<void>
  drafts: () => Promise<DraftSummary[]>
  audit: (entry: AuditEntry) => Promise<void>
  auditLog: () => Promise<AuditEntry[]>
}

/** The summary of a draft; a draft without files holds nothing. */
export function summaryOf(operator: string, draft: Draft): DraftSummary | undefined {
  const files = Object.entries(draft.files).map(([file, { since, at }]) => ({ file, since, at }))
  return files.length ? { operator, base: draft.base?.version ?? null, files: files.sort((a, b) => a.file.localeCompare(b.file)) } : undefined
}

/**
 * A stored draft as this version reads it. Drafts kept before drafts had a base are a plain map of file to text:
 * their files are kept, with no base (the studio asks the operator to bring such a draft onto live).
 */
export function draftOf(stored: unknown): Draft {
  const record = stored as Partial<Draft> | Record<string, string>
  if (record && typeof record === 'object' && 'files' in record && typeof record.files === 'object') return record as Draft
  const at = new Date(0).toISOString()
  const files = Object.fromEntries(Object.entries(record as Record<string, string>).filter(([, text]) => typeof text === 'string').map(([file, text]) => [file, { text, since: at, at }]))
  return { base: null, files }
}
