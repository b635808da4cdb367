import { useEffect, useState } from 'react'

const SECOND = 1000
/** Seeds 000 §2, §9: a promotional deadline 2–9 hours away, ticking every second. */
const MIN_HOURS = 2
const MAX_HOURS = 9
const TICK_MS = SECOND

/**
 * A deadline `from` plus 2 to 8 whole hours and random minutes and seconds: always within 2–9 hours. `random`
 * returns values in [0, 1) like Math.random.
 */
export function promoDeadline(from: number, random: () => number = Math.random): number {
  const hours = MIN_HOURS + Math.floor(random() * (MAX_HOURS - MIN_HOURS))
  const minutes = Math.floor(random() * 60)
  const seconds = Math.floor(random() * 60)
  return from + ((hours * 60 + minutes) * 60 + seconds) * SECOND
}

/** What is left, never below zero. */
export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now)
}

/** hh:mm:ss of a duration (whole seconds, rounded down). */
export function clockText(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / SECOND)
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

let pageDeadline: number | undefined

/** One deadline per page load (the fake deadline counts from when the page was opened, not from the pop-up). */
function pageLoadDeadline(origin: number = performance.timeOrigin): number {
  pageDeadline ??= promoDeadline(origin)
  return pageDeadline
}

/**
 * The countdown text, ticking every second; null until mounted (nothing time-dependent is drawn on the server's
 * first paint) or when off.
 */
export function useCountdown(on: boolean, deadline: () => number = pageLoadDeadline): string | null {
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    if (!on) return undefined
    const end = deadline()
    const tick = () => setLeft(remainingMs(end, Date.now()))
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [on, deadline])
  return on && left !== null ? clockText(left) : null
}
