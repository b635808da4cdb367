import { SESSION_EXPIRED_CODES } from '../../schemas/upstream/index.ts'

/**
 * `tooLarge`: the answer passed its byte cap; `contentType`: a 2xx answer of a type the endpoint never sends;
 * `circuitOpen`: not called, the endpoint's breaker is open after repeated failures.
 */
export type UpstreamErrorKind = 'timeout' | 'unreachable' | 'http' | 'malformed' | 'invalid' | 'rejected' | 'tooLarge' | 'contentType' | 'circuitOpen'

/** A failed platform call; `rejected` carries the platform's own errorCode and message. */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind
  readonly source: string
  readonly status: number | undefined
  readonly errorCode: string | undefined
  readonly data: unknown
  /** The input the platform names in a `request_param_err`. */
  readonly field: string | undefined

  constructor(
    kind: UpstreamErrorKind,
    source: string,
    message: string,
    extra: { status?: number; errorCode?: string; data?: unknown; field?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause })
    this.name = 'UpstreamError'
    this.kind = kind
    this.source = source
    this.status = extra.status
    this.errorCode = extra.errorCode
    this.data = extra.data
    this.field = extra.field
  }

  get isSessionExpired(): boolean {
    return (
      this.status === 401 ||
      (this.errorCode !== undefined && (SESSION_EXPIRED_CODES as readonly string[]).includes(this.errorCode)) ||
      /customer not login or login timeout/i.test(this.message)
    )
  }
}
