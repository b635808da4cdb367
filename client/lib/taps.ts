// Taps on the blocks of a screen that runs an experiment (the screen says `reportTaps`), counted per block and
// beaconed to the gateway when the page hides or moves to another screen. Block ids only: nothing of the player.
import { useEffect } from 'react'

const ENDPOINT = '/api/effects'
const MAX_PER_BLOCK = 50

function send(screen: string, counts: Map<string, number>): void {
  if (counts.size === 0) return
  const taps = [...counts].slice(0, 40).map(([block, n]) => ({ block, n: Math.min(n, MAX_PER_BLOCK) }))
  counts.clear()
  // A text/plain string body, as the timings beacon: sendBeacon refuses a JSON Blob in some browsers.
  navigator.sendBeacon(ENDPOINT, JSON.stringify({ screen, taps }))
}

/** Counts taps on `[data-block]` elements while `screen` is on show and reports them; nothing when it is undefined. */
export function useTapCounting(screen: string | undefined): void {
  useEffect(() => {
    if (!screen || typeof navigator.sendBeacon !== 'function') return
    const counts = new Map<string, number>()
    const onClick = (event: MouseEvent) => {
      const block = (event.target as Element | null)?.closest?.('[data-block]')?.getAttribute('data-block')
      if (block) counts.set(block, (counts.get(block) ?? 0) + 1)
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(screen, counts)
    }
    const onPageHide = () => send(screen, counts)
    document.addEventListener('click', onClick, { capture: true, passive: true })
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
      send(screen, counts)
    }
  }, [screen])
}
