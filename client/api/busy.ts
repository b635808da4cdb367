import { useSyncExternalStore } from 'react'
import type { GatewayError } from './gatewayError.ts'

/** How many times a refused load (503 GW_OVERLOADED) is tried again by itself before it fails as any other would. */
export const BUSY_RETRIES = 3

/** A gateway refusal for overload: worth trying again after its Retry-After, not a failure of the platform. */
export function isBusy(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as GatewayError).code === 'GW_OVERLOADED'
}

/**
 * When to try a refused load again: never before Retry-After (1 s when absent), later after each refusal, and spread
 * over half as long again so that the phones a refusal sent away do not all come back in the same instant.
 */
export function busyDelay(attempt: number, retryAfterMs: number | undefined, random: () => number = Math.random): number {
  const base = Math.max(retryAfterMs ?? 1000, 1000 * 2 ** attempt)
  return Math.round(base * (1 + random() * 0.5))
}

let waiting = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Marks the page as waiting to try a refused load again while `wait` runs (the shell says "busy, retrying"). */
export async function whileBusy(wait: Promise<void>): Promise<void> {
  waiting++
  notify()
  try {
    await wait
  } finally {
    waiting--
    notify()
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while some load of the page waits to be tried again after the site said it was busy. */
export function useBusyRetrying(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  )
}
