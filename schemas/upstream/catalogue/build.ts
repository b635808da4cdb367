/** The pieces the platform catalogue (./index.ts) is written with: routes, their evidence and the calls they make up. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Where a call comes from: public sources by id, or the seeds or the simulator alone (then why it is kept). */
export type Evidence = { kind: 'sources'; ids: readonly string[]; note?: string } | { kind: 'seeds'; reason: string } | { kind: 'simulator'; reason: string }

export type Route = { method: Method; path: string; moduleId: string; evidence: Evidence }

export type CatalogueCall = Route & {
  /** `write`: changes something on the platform (some GETs do); never made by `platform:check`, never retried. */
  effect: 'read' | 'write'
  /** Other routes public clients use for the same call, tried in order when this merchant refuses the one before. */
  alternates?: readonly Route[]
}

export function src(...ids: string[]): Evidence {
  return { kind: 'sources', ids }
}

export function srcNote(note: string, ...ids: string[]): Evidence {
  return { kind: 'sources', ids, note }
}

export function seeds(reason: string): Evidence {
  return { kind: 'seeds', reason }
}

export function own(reason: string): Evidence {
  return { kind: 'simulator', reason }
}

type Extra = { alternates?: readonly Route[]; effect?: 'read' | 'write' }

export function call(method: Method, path: string, moduleId: string, evidence: Evidence, extra: Extra = {}): CatalogueCall {
  return {
    method,
    path,
    moduleId,
    evidence,
    effect: extra.effect ?? (method === 'GET' ? 'read' : 'write'),
    ...(extra.alternates ? { alternates: extra.alternates } : {}),
  }
}

export function alt(method: Method, path: string, moduleId: string, evidence: Evidence): Route {
  return { method, path, moduleId, evidence }
}

export const R = '/wps/relay/'
