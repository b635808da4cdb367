import { useEffect, useState } from 'react'

// What says a player has started on a page: a tap, a key, a scroll, focus on a field.
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const

/**
 * False until the player does something on the page, then true for good; `active` false listens to nothing. A field
 * focused before the page was live (typing held until hydration) counts as a start.
 */
export function useFirstInteraction(active: boolean): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (!active || started) return undefined
    const focused = document.activeElement
    if (focused !== null && focused !== document.body && focused !== document.documentElement) {
      setStarted(true)
      return undefined
    }
    const start = () => setStarted(true)
    for (const type of EVENTS) window.addEventListener(type, start, { capture: true, passive: true })
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, start, { capture: true })
    }
  }, [active, started])
  return started
}
