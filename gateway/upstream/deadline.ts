import { AsyncLocalStorage } from 'node:async_hooks'

/** When a request's platform calls must be over, whichever phase they are in. */
export type Deadline = {
  readonly signal: AbortSignal
  readonly at: number
  /**
   * The signal, for a platform call that ends at this deadline: the timer that aborts it stays until every call that
   * borrowed it has given it back (`giveBack`), even past `end`.
   */
  borrow(): AbortSignal
  giveBack(): void
  /** Whether `signal` is this deadline's own (without making it). */
  owns(signal: AbortSignal): boolean
  /** The request is over: its signal (if one was made) need not abort any more, once no call holds it. */
  end(): void
}

const current = new AsyncLocalStorage<Deadline>()

/**
 * A deadline `ms` from now. Its signal is made when something first asks for it (most requests, a shared answer or a
 * file, make no platform call), and it aborts at `at` as AbortSignal.timeout would, by a timer cleared once the
 * request is over and no call holds the signal: a timeout signal per request, whose timer fires long after the
 * request ended (a DOMException and an abort event each time), was ~7 µs of a warm home's ~100 µs of CPU, and every
 * request that calls the platform made one.
 */
export function deadlineIn(ms: number): Deadline {
  return new RequestDeadline(performance.now() + ms)
}

/** One per request: a class, so a request makes one object for its deadline, not one and six closures. */
class RequestDeadline implements Deadline {
  readonly at: number
  #controller: AbortController | undefined
  #timer: NodeJS.Timeout | undefined
  #borrowed = 0
  #ended = false

  constructor(at: number) {
    this.at = at
  }

  get signal(): AbortSignal {
    if (this.#controller) return this.#controller.signal
    const made = new AbortController()
    this.#controller = made
    const abort = () => made.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    const left = Math.ceil(this.at - performance.now())
    if (left > 0) this.#timer = setTimeout(abort, left).unref()
    else abort()
    return made.signal
  }

  borrow(): AbortSignal {
    this.#borrowed += 1
    return this.signal
  }

  giveBack(): void {
    this.#borrowed -= 1
    if (this.#ended && this.#borrowed === 0) clearTimeout(this.#timer)
  }

  owns(signal: AbortSignal): boolean {
    return this.#controller?.signal === signal
  }

  end(): void {
    this.#ended = true
    if (this.#borrowed === 0) clearTimeout(this.#timer)
  }
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
