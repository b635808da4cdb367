import { BUSY_RETRIES, busyDelay, isBusy, whileBusy } from './busy.ts'
import type { FailureCode } from './gatewayError.ts'
import { errorFromResponse, GatewayError, ignoreRejection, networkError, readJson } from './gatewayError.ts'

/** Turns the JSON of a 2xx answer into a value, or undefined when it breaks the contract. */
export type Parse<T> = (json: unknown) => T | undefined

/**
 * One call to the gateway: no answer becomes a `network` error, a non-2xx answer the gateway's own error,
 * and a 2xx answer that `parse` refuses an `invalid` one. `parser` may still be loading (the Zod schemas sit
 * in their own chunk): it is started by the caller, so it loads in parallel with the request. A read the gateway
 * refused for overload is asked again after its Retry-After, spread, a few times (the page says it is busy
 * meanwhile); an action is never sent twice by itself.
 */
export async function requestGateway<T>(url: string, init: RequestInit, parser: Promise<Parse<T>>, invalidCode: FailureCode & `INVALID_${string}`): Promise<T> {
  ignoreRejection(parser)
  const isRead = init.method === undefined || init.method === 'GET'
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestOnce(url, init, parser, invalidCode)
    } catch (error) {
      if (!isRead || !isBusy(error) || attempt >= BUSY_RETRIES || init.signal?.aborted) throw error
      await whileBusy(pause(busyDelay(attempt, (error as GatewayError).retryAfterMs), init.signal))
    }
  }
}

/** Waits `ms`, or until `signal` aborts (then it rejects as fetch would). */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    const timer = setTimeout(done, ms)
    const aborted = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}

async function requestOnce<T>(url: string, init: RequestInit, parser: Promise<Parse<T>>, invalidCode: FailureCode & `INVALID_${string}`): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw networkError()
  }
  const json = await readJson(res)
  if (!res.ok) throw errorFromResponse(res.status, json, res.headers.get('retry-after'))
  // The parser chunk itself could not load: as unreachable as the gateway.
  const parse = await parser.catch(() => {
    throw networkError()
  })
  const value = parse(json)
  if (value === undefined) throw new GatewayError('invalid', res.status, invalidCode)
  return value
}

/** A parser from a Zod-like schema that loads lazily. */
export function schemaParser<T>(schema: Promise<{ safeParse: (json: unknown) => { success: true; data: T } | { success: false } }>): Promise<Parse<T>> {
  return schema.then((s) => (json: unknown) => {
    const parsed = s.safeParse(json)
    return parsed.success ? parsed.data : undefined
  })
}
