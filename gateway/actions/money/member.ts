import type { Attempt, AttemptStore } from '../../context/attemptStore.ts'
import type { Viewer } from '../../context/buildContext.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import type { SessionCookie } from '../../context/session.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors } from '../../errors.ts'
import type { OnceContext } from './once.ts'

export type RealMember = {
  session: SessionCookie
  token: string
  viewer: Viewer
  t: Translate
  owner: string
  store: AttemptStore
  once: (kind: Attempt['kind']) => OnceContext
}

/** A store that cannot answer (the shared one while Redis is away) refuses the money action before anything is sent. */
function guarded(store: AttemptStore, t: Translate): AttemptStore {
  const refuse = (): never => {
    throw new GwErrors.moneyUnavailable(t({ t: 'money_unavailable' }))
  }
  return {
    get: (key) => store.get(key).catch(refuse),
    swap: (key, expected, next, ttlMs) => store.swap(key, expected, next, ttlMs).catch(refuse),
    point: (name, expected, key, ttlMs) => store.point(name, expected, key, ttlMs).catch(refuse),
    pointer: (name) => store.pointer(name).catch(refuse),
  }
}

/**
 * The member behind a money action: logged in, and a real account (seeds 000 §6: trial users get
 * 'Please login an actual account to use this function'). The role comes from the platform's member info.
 */
export async function realMember(ctx: RequestContext): Promise<RealMember> {
  const { t, merchant } = ctx
  const session = ctx.requireSession()
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  if (viewer.facts.role === 'trial' || viewer.facts.role === 'visitor') throw new GwErrors.forbidden(t({ t: 'actual_account_required' }))
  const owner = `${merchant}:${session.u.toLowerCase()}`
  const store = guarded(ctx.attempts, t)
  return { session, token: session.t, viewer, t, owner, store, once: (kind) => ({ store, owner, kind, t }) }
}

/** The site's own address for a path (a payment page sends the player back here). */
export function siteUrl(ctx: RequestContext, path: string): string {
  return `${ctx.http.origin}${path}`
}
