import { useEffect, useRef, useState } from 'react'
import { busyDelay, isBusy } from '../api/busy.ts'
import type { GatewayError } from '../api/gatewayError.ts'

// Then 30 s between tries for as long as the page stays open on the error.
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16_000, 30_000]

/** When to try again: later after each failure, spread ±20 % so many phones do not come back at once, never before Retry-After. */
export function retryDelay(attempt: number, retryAfterMs: number | undefined, random: () => number = Math.random): number {
  const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 30_000
  return Math.max(retryAfterMs ?? 0, Math.round(base * (0.8 + random() * 0.4)))
}

// A busy site is tried this many more times by the error screen (each load has tried a few times already), then only
// on a tap: phones that keep coming back on their own keep it busy.
const BUSY_ATTEMPTS = 4

/** The gateway or the network away: worth trying again unasked. A refusal (4xx) or a broken answer is not. */
function isTransient(error: GatewayError, attempts: number): boolean {
  if (isBusy(error)) return attempts < BUSY_ATTEMPTS
  return error.kind === 'server' || error.kind === 'network'
}

/**
 * Tries a failed load again by itself, later each time, and gives the whole seconds left before the next try
 * (null when none is planned). `retry` must keep its identity between renders.
 */
export function useAutoRetry(error: GatewayError | undefined, retrying: boolean, retry: () => void): number | null {
  const attempts = useRef(0)
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  useEffect(() => {
    if (!error) attempts.current = 0
    if (!error || retrying || !isTransient(error, attempts.current)) return undefined
    const delay = isBusy(error) ? busyDelay(attempts.current + 1, error.retryAfterMs) : retryDelay(attempts.current, error.retryAfterMs)
    const dueAt = Date.now() + delay
    const show = () => setSecondsLeft(Math.max(1, Math.ceil((dueAt - Date.now()) / 1000)))
    const first = setTimeout(show, 0)
    const tick = setInterval(show, 250)
    const due = setTimeout(() => {
      attempts.current += 1
      setSecondsLeft(null)
      retry()
    }, delay)
    return () => {
      clearTimeout(first)
      clearInterval(tick)
      clearTimeout(due)
    }
  }, [error, retrying, retry])
  // A busy site stops trying by itself after a few times: the count left it with nothing planned (null).
  return error && (isBusy(error) || isTransient(error, 0)) && !retrying ? secondsLeft : null
}
