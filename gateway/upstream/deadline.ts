import { AsyncLocalStorage } from 'node:async_hooks'

/** When a request's platform calls must be over, whichever phase they are in. */
export type Deadline = { signal: AbortSignal; at: number }

const current = new AsyncLocalStorage<Deadline>()

export function deadlineIn(ms: number): Deadline {
  return { signal: AbortSignal.timeout(ms), at: performance.now() + ms }
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
