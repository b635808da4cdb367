import { randomBytes } from 'node:crypto'
import type { Session, SimState } from '../state.ts'

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000

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
  for (const [token, session] of state.sessions) {
    if (session.memberId === memberId) state.sessions.delete(token)
  }
  const session: Session = { token: randomBytes(16).toString('hex'), memberId, lastSeen: state.now() }
  state.sessions.set(session.token, session)
  return session
}

export function endSession(state: SimState, token: string): void {
  state.sessions.delete(token)
}
