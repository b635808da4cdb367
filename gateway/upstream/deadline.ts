import { AsyncLocalStorage } from 'node:async_hooks'

/** When a request's platform calls must be over, whichever phase they are in. */
export type Deadline = { readonly signal: AbortSignal; readonly at: number }

const current = new AsyncLocalStorage<Deadline>()

/**
 * A deadline `ms` from now. Its signal is made when something first asks for it: most requests (a shared answer,
 * a file) make no platform call, and a timeout signal per request, whose timer fires long after the request ended
 * (a DOMException and an abort event each time), was ~7 µs of a warm home's ~100 µs of CPU.
 */
export function deadlineIn(ms: number): Deadline {
  const at = performance.now() + ms
  let signal: AbortSignal | undefined
  return {
    at,
    get signal() {
      signal ??= signalAt(at)
      return signal
    },
  }
}

/** A signal that aborts at `at` as AbortSignal.timeout would have, already aborted when `at` has passed. */
function signalAt(at: number): AbortSignal {
  const left = Math.ceil(at - performance.now())
  return left > 0 ? AbortSignal.timeout(left) : AbortSignal.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
}

/**
 * Runs `fn` (and everything it starts) under one deadline, so every platform call a request makes, deep
 * in resolvers or actions, shares it without each call site passing a signal.
 */
export function runWithDeadline<T>(deadline: Deadline, fn: () => T): T {
  return current.run(deadline, fn)
}

export function currentDeadline(): Deadline | undefined {
  return current.getStore()
}

/** Milliseconds left before the current deadline (Infinity outside a request). */
export function timeLeft(): number {
  const deadline = current.getStore()
  return deadline ? deadline.at - performance.now() : Infinity
}
