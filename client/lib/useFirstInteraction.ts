import { useEffect, useState } from 'react'
import { useHydrating } from './useHydrating.ts'

// What says a player has started on a page: a tap, a key, a scroll, focus on a field.
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const

/**
 * False until the player does something on the page, then true for good; `active` false listens to nothing. A field
 * focused before the page was live (typing held until hydration) counts as a start.
 */
export function useFirstInteraction(active: boolean): boolean {
  const hydrating = useHydrating()
  const [started, setStarted] = useState(() => typeof document !== 'undefined' && hasFocusedField(document))
  useEffect(() => {
    if (!active || started) return undefined
    const start = () => setStarted(true)
    for (const type of EVENTS) window.addEventListener(type, start, { capture: true, passive: true })
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, start, { capture: true })
    }
  }, [active, started])
  // The server draws "not started": so does hydration, whatever the page already knows; true right after.
  return started && !hydrating
}

function hasFocusedField(doc: Document): boolean {
  const focused = doc.activeElement
  return focused !== null && focused !== doc.body && focused !== doc.documentElement
}
