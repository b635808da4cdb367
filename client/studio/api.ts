import type { Explain } from '../../schemas/explain.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'

export type Problem = { file: string; path: string; message: string }
export type Files = Record<string, string>
export type Column = { audience: string; screen: ScreenResponse; explain: Explain; bytes: number; calls: string[] }
type Figure = { screen: string; audience: string; bytes: number; blocks: number; calls: number }
type ScreenDiff = { screen: string; gains: string[]; loses: string[]; moved: string[] }
type Diff = { audience: string; screens: ScreenDiff[] }
export type CheckResult = { problems: Problem[]; budgets: Figure[]; breaches: (Figure & { over: string[] })[]; diff: Diff[] }
export type Status = { enabled: boolean; operator: string | null; audiences: string[]; budgets: { bytes: number; blocks: number; calls: number } }
export type VersionMeta = { id: number; version: string; by: string; at: string; message: string; kind: 'publish' | 'rollback' | 'disk'; rollbackOf?: number }
export type AuditEntry = { at: string; by: string; what: string; detail?: string; version?: string }

/** A refused studio call: the gateway's code and message, and every problem of a refused set. */
export class StudioError extends Error {
  readonly code: string
  readonly problems: Problem[]
  constructor(code: string, message: string, problems: Problem[] = []) {
    super(message)
    this.code = code
    this.problems = problems
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; problems?: Problem[] } }
  if (!res.ok) throw new StudioError(body.error?.code ?? `HTTP_${res.status}`, body.error?.message ?? `HTTP ${res.status}`, body.error?.problems)
  return body as T
}

export async function studioGet<T>(path: string): Promise<T> {
  return answer<T>(await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }))
}

/** Every state-changing studio call carries a JSON body and the CSRF header, as players' actions do. */
export async function studioPost<T>(path: string, body: object = {}): Promise<T> {
  const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'fetch' }
  return answer<T>(await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) }))
}

export const AUDIENCE_LABELS: Record<string, string> = {
  visitor: 'Visitor',
  member0: 'Member type 0',
  member1: 'Member type 1',
  member2: 'Member type 2',
  trial: 'Trial user',
  agent: 'Agent',
}
