import { useCallback, useEffect, useState } from 'react'
import type { Explain } from '../../schemas/explain.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import type { LiveMeta, StudioConflict } from '../../schemas/studio.ts'

export type { LiveMeta, StudioConflict }
export type Problem = { file: string; path: string; message: string }
export type Files = Record<string, string>
export type Column = { audience: string; screen: ScreenResponse; explain: Explain; bytes: number; calls: string[] }
type Figure = { screen: string; audience: string; bytes: number; blocks: number; calls: number }
type ScreenDiff = { screen: string; gains: string[]; loses: string[]; moved: string[] }
type Diff = { audience: string; screens: ScreenDiff[] }
type RouteChange = { route: string; before: string | null; after: string | null }
export type CheckResult = {
  problems: Problem[]
  budgets: Figure[]
  breaches: (Figure & { over: string[] })[]
  diff: Diff[]
  routes: RouteChange[]
  live: LiveMeta
  /** The version the checks' diff starts from: the draft's base, or live for a rollback (sent back with it). */
  against: string
  conflict?: StudioConflict
}
export type Status = { enabled: boolean; operator: string | null; audiences: string[]; budgets: { bytes: number; blocks: number; calls: number } }
export type VersionMeta = {
  id: number
  version: string
  by: string
  at: string
  message: string
  kind: 'publish' | 'rollback' | 'disk' | 'scheduled' | 'ended'
  rollbackOf?: number
}
export type ScheduleMeta = {
  id: string
  by: string
  createdAt: string
  message: string
  at: string
  until?: string
  then?: number
  state: 'pending' | 'live' | 'ended' | 'cancelled' | 'failed'
  files: string[]
  versionId?: number
  endId?: number
  detail?: string
}
export type AuditEntry = { at: string; by: string; what: string; detail?: string; version?: string }
export type DraftSummary = { operator: string; base: string | null; files: { file: string; since: string; at: string }[] }
export type DraftAnswer = {
  base: { version: string; files?: Files }
  files: Record<string, { text: string; rev: string; since: string; at: string }>
  live: LiveMeta
  others: DraftSummary[]
}
export type RebaseResult = { base: string; merged: string[]; same: string[]; conflicts: { file: string; conflicts: number }[] }

/** A refused studio call: the gateway's code and message, every problem of a refused set, what moved live. */
export class StudioError extends Error {
  readonly code: string
  readonly problems: Problem[]
  readonly conflict: StudioConflict | undefined
  constructor(code: string, message: string, problems: Problem[] = [], conflict?: StudioConflict) {
    super(message)
    this.code = code
    this.problems = problems
    this.conflict = conflict
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; problems?: Problem[]; conflict?: StudioConflict } }
  if (!res.ok) {
    throw new StudioError(body.error?.code ?? `HTTP_${res.status}`, body.error?.message ?? `HTTP ${res.status}`, body.error?.problems, body.error?.conflict)
  }
  return body as T
}

export async function studioGet<T>(path: string): Promise<T> {
  return answer<T>(await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }))
}

/** A studio answer loaded on mount and again on `load()`; `failed` once it could not be read. */
export function useStudioAnswer<T>(path: string): { answer: T | null; failed: boolean; load: () => void } {
  const [answer, setAnswer] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(() => {
    studioGet<T>(path).then(setAnswer, () => setFailed(true))
  }, [path])
  useEffect(load, [load])
  return { answer, failed, load }
}

/** Every state-changing studio call carries a JSON body and the CSRF header, as players' actions do. */
export async function studioPost<T>(path: string, body: object = {}): Promise<T> {
  const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'fetch' }
  return answer<T>(await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) }))
}

/** Why a call failed, in words for the operator (a network failure has no code of the gateway's). */
export function reasonOf(error: unknown): string {
  if (error instanceof StudioError) return error.message
  return 'the gateway cannot be reached (network)'
}

export const AUDIENCE_LABELS: Record<string, string> = {
  visitor: 'Visitor',
  member0: 'Member type 0',
  member1: 'Member type 1',
  member2: 'Member type 2',
  trial: 'Trial user',
  agent: 'Agent',
}
