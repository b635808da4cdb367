import type { LayoutFiles } from './validate.ts'

/** A published set of layouts as the studio lists it; `files` only when one version is asked for. */
export type VersionMeta = {
  id: number
  version: string
  by: string
  at: string
  message: string
  /** `disk`: the files found in the layout folder before a publish (hand edits, a deploy), kept so they can come back. */
  kind: 'publish' | 'rollback' | 'disk'
  rollbackOf?: number | undefined
}
export type VersionRecord = VersionMeta & { files: LayoutFiles }

export type AuditEntry = { at: string; by: string; what: 'signin' | 'signin-refused' | 'publish' | 'rollback' | 'signout'; detail?: string | undefined; version?: string | undefined }

/** Versions, per-operator drafts and the audit log: a folder in the embedded default, Redis with the shared store. */
export type StudioStore = {
  versions: () => Promise<VersionMeta[]>
  version: (id: number) => Promise<VersionRecord | undefined>
  addVersion: (record: Omit<VersionRecord, 'id'>) => Promise<VersionMeta>
  draft: (operator: string) => Promise<LayoutFiles>
  saveDraft: (operator: string, files: LayoutFiles) => Promise<void>
  audit: (entry: AuditEntry) => Promise<void>
  auditLog: () => Promise<AuditEntry[]>
}
