import { useEffect, useState } from 'react'

// What says a player has started on a page: a tap, a key, a scroll, focus on a field.
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const

/**
 * False until the player does something on the page, then true for good; `active` false listens to nothing. A field
 * focused before the page was live (typing held until hydration) counts as a start.
 */
export function useFirstInteraction(active: boolean): boolean {
  // Nothing it draws depends on this at first (the server draws false): hydration may start from true.
  const [started, setStarted] = useState(() => typeof document !== 'undefined' && hasFocusedField(document))
  useEffect(() => {
    if (!active || started) return undefined
    const start = () => setStarted(true)
    for (const type of EVENTS) window.addEventListener(type, start, { capture: true, passive: true })
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, start, { capture: true })
    }
  }, [active, started])
  return started
}

function hasFocusedField(doc: Document): boolean {
  const focused = doc.activeElement
  return focused !== null && focused !== doc.body && focused !== doc.documentElement
}
