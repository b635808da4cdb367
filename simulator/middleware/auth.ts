import { randomBytes } from 'node:crypto'
import { errors, type WpsError } from '../envelope.ts'
import type { SessionEndCode } from '../identity/store.ts'
import type { Session, SimState } from '../state.ts'

const SESSION_IDLE_MS = 2 * 60 * 60 * 1000

/** Looks up the raw `Authorization` token (no `Bearer`); an idle-expired session is dropped. */
export function resolveSession(state: SimState, authorization: string | undefined): Session | undefined {
  const token = authorization?.trim()
  if (!token) return undefined
  const session = state.sessions.get(token)
  if (!session) return undefined
  const now = state.now()
  if (now - session.lastSeen > SESSION_IDLE_MS) {
    state.sessions.delete(token)
    return undefined
  }
  session.lastSeen = now
  return session
}

/** A new login ends the member's previous session ("logged in elsewhere"). */
export function createSession(state: SimState, memberId: number): Session {
  endMemberSessions(state, memberId)
  const session: Session = { token: randomBytes(16).toString('hex'), memberId, lastSeen: state.now() }
  state.sessions.set(session.token, session)
  return session
}

export function endSession(state: SimState, token: string): void {
  state.sessions.delete(token)
}

/** Ends every session (or the one of `token`); a code other than `login.not.session` answers the next call once. */
export function expireSessions(state: SimState, token: string | undefined, code: SessionEndCode): number {
  const tokens = token === undefined ? [...state.sessions.keys()] : [token].filter((t) => state.sessions.has(t))
  for (const t of tokens) {
    state.sessions.delete(t)
    if (code !== 'login.not.session') state.identity.endedTokens.set(t, code)
  }
  return tokens.length
}

export function endMemberSessions(state: SimState, memberId: number): void {
  for (const [token, session] of state.sessions) {
    if (session.memberId === memberId) state.sessions.delete(token)
  }
}

const END_ERRORS: Record<SessionEndCode, WpsError> = {
  'login.not.session': errors.notSession,
  'user.or.token.invalid': errors.userOrTokenInvalid,
  CUSTOMER_NOT_LOGIN: errors.customerNotLogin,
}

/** The 401 for a call without a live session: the code a control expiry asked for (once), else `login.not.session`. */
export function sessionEndedError(state: SimState, authorization: string | undefined): WpsError {
  const token = authorization?.trim()
  const code = token ? state.identity.endedTokens.get(token) : undefined
  if (!token || !code) return errors.notSession
  state.identity.endedTokens.delete(token)
  return END_ERRORS[code]
}
