import type { ErrorCode } from '../../schemas/errorCodes.ts'
import { isErrorCode } from '../../schemas/errorCodes.ts'

/** How a gateway call failed: no answer, a 5xx, an answer that breaks the contract, or a refusal (4xx). */
export type GatewayErrorKind = 'network' | 'server' | 'invalid' | 'rejected'

/**
 * The gateway's own code (the closed catalogue of schemas/errorCodes.ts), or what the page itself found: no
 * answer, an answer with no catalogued code, or a 2xx answer outside the contract (`INVALID_<what>`).
 */
export type FailureCode = ErrorCode | 'NETWORK' | 'UNKNOWN' | `INVALID_${string}`

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind
  readonly status: number
  readonly code: FailureCode
  /** The gateway's human message, kept only for refusals (4xx), which are meant to be shown. */
  readonly userMessage: string | undefined
  /** The form field the refusal is about, when the gateway names one. */
  readonly field: string | undefined
  /** How long the gateway asked to wait before asking again (its Retry-After), in milliseconds. */
  readonly retryAfterMs: number | undefined

  constructor(kind: GatewayErrorKind, status: number, code: FailureCode, userMessage?: string, field?: string, retryAfterMs?: number) {
    super(`${kind} ${status} ${code}`)
    this.name = 'GatewayError'
    this.kind = kind
    this.status = status
    this.code = code
    this.userMessage = userMessage
    this.field = field
    this.retryAfterMs = retryAfterMs
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const MAX_RETRY_AFTER_MS = 5 * 60_000

/** A Retry-After header (seconds or an HTTP date) in milliseconds, capped at five minutes. */
export function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - Date.now()
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_RETRY_AFTER_MS) : undefined
}

/** The error for a non-2xx answer, reading `{ error: { code, message } }` when the body has it. */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): GatewayError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null
  const code = error && isErrorCode(error.code) ? error.code : 'UNKNOWN'
  const message = error && typeof error.message === 'string' && error.message !== '' ? error.message : undefined
  const field = error && typeof error.field === 'string' ? error.field : undefined
  const wait = retryAfterMs(retryAfter)
  if (status >= 500) return new GatewayError('server', status, code, undefined, undefined, wait)
  return new GatewayError('rejected', status, code, message, field, wait)
}

/** Reads a JSON body; a body that is not JSON reads as undefined. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown
  } catch {
    return undefined
  }
}

export function networkError(): GatewayError {
  return new GatewayError('network', 0, 'NETWORK')
}

export function ignoreRejection(promise: Promise<unknown>): void {
  promise.catch(() => undefined)
}
