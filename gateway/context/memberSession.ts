import { GwErrors } from '../errors.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { Translate } from './texts.ts'

/**
 * Maps a failed member call: an ended platform session drops the cookies and says so; the platform being
 * away is a 503; any other refusal is a 502 with `fallback` as the message.
 */
export function memberCallError(error: unknown, t: Translate, fallback: string): Error {
  if (error instanceof UpstreamError && error.isSessionExpired) {
    return new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  }
  if (error instanceof UpstreamError && (error.kind === 'timeout' || error.kind === 'unreachable' || error.kind === 'circuitOpen')) {
    return new GwErrors.upstreamUnavailable({ cause: error })
  }
  return new GwErrors.upstreamRejected(fallback, { cause: error })
}
