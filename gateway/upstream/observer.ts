import { UpstreamError } from './errors.ts'

/**
 * How a platform call ended, for metrics and traces (a closed list: a label's values stay bounded). `rejected`: the
 * platform answered with a refusal of its own (`success: false`); `unreachable`: the connection was refused or reset;
 * `http_error`: an HTTP error status without the platform's envelope; `malformed`: not JSON, not of the endpoint's
 * shape, or of a type it never sends; `oversized`: past its byte cap; `breaker_open`: not called, its breaker is open.
 */
export type CallOutcome = 'ok' | 'rejected' | 'timeout' | 'unreachable' | 'http_error' | 'malformed' | 'oversized' | 'breaker_open'

/** One platform call being watched: it may add headers to each attempt (a `traceparent`), and is told how it ended. */
export type CallWatch = {
  headers?: (headers: Record<string, string>) => void
  end: (outcome: CallOutcome, bytes: number) => void
}

/** What a shared-feed lookup found: a fresh or stale copy, nothing (`miss`: this one loads), or a load under way it joined. */
export type CacheResult = 'fresh' | 'stale' | 'miss' | 'joined'

/**
 * What the platform client tells whoever watches it (metrics, traces): the gateway's plugins implement it, so that
 * this layer, the lowest, imports neither Fastify nor a metrics or tracing library.
 */
export type UpstreamObserver = {
  call?: (endpoint: string) => CallWatch
  cache?: (feed: string, result: CacheResult) => void
}

export function outcomeOf(error: unknown): CallOutcome {
  if (!(error instanceof UpstreamError)) return 'unreachable'
  switch (error.kind) {
    case 'rejected':
      return 'rejected'
    case 'timeout':
      return 'timeout'
    case 'unreachable':
      return 'unreachable'
    case 'http':
      return 'http_error'
    case 'malformed':
    case 'invalid':
    case 'contentType':
      return 'malformed'
    case 'tooLarge':
      return 'oversized'
    case 'circuitOpen':
      return 'breaker_open'
  }
}

/** Several observers as one (metrics and traces), or undefined when there is none: the client then skips the calls. */
export function combineObservers(...all: (UpstreamObserver | undefined)[]): UpstreamObserver | undefined {
  const present = all.filter((o): o is UpstreamObserver => o !== undefined)
  if (present.length <= 1) return present[0]
  const callers = present.flatMap((o) => (o.call ? [o.call] : []))
  const caches = present.flatMap((o) => (o.cache ? [o.cache] : []))
  return {
    call: (endpoint) => {
      const watches = callers.map((call) => call(endpoint))
      return {
        headers: (headers) => watches.forEach((w) => w.headers?.(headers)),
        end: (outcome, bytes) => watches.forEach((w) => w.end(outcome, bytes)),
      }
    },
    cache: (feed, result) => caches.forEach((cache) => cache(feed, result)),
  }
}
