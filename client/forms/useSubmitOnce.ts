import { useCallback, useRef, useState } from 'react'

/**
 * Busy and submit-once: `once(work)` runs `work` unless a run is still going, so a double tap, a second Enter or
 * a tap on a button that has not yet drawn itself disabled never sends twice. The guard is a ref, set before the
 * first await: state alone would let a second event in before the busy render.
 */
export function useSubmitOnce() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const once = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await work()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, once }
}
