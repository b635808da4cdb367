// Seeds: pages fade in, except after a back swipe. A swipe is a touch that starts at the leading edge
// and travels at least `backSwipePx` sideways. If the browser's own edge gesture already went back
// (a popstate during the touch), we only skip the fade; otherwise we go back ourselves.
import { useEffect, useRef } from 'react'

const EDGE_PX = 24
const SWIPE_MEMORY_MS = 1000
const OWN_BACK_DELAY_MS = 80

let lastBackSwipeAt = Number.NEGATIVE_INFINITY

function noteBackSwipe(): void {
  lastBackSwipeAt = Date.now()
}

/** True right after a back swipe: the page it reveals shows without the fade. */
export function isRecentBackSwipe(): boolean {
  return Date.now() - lastBackSwipeAt < SWIPE_MEMORY_MS
}

export function useBackSwipe(thresholdPx: number, onSwipeBack: () => void): void {
  const latest = useRef(onSwipeBack)
  useEffect(() => {
    latest.current = onSwipeBack
  })

  useEffect(() => {
    let start: { x: number; y: number } | null = null
    let poppedAt = Number.NEGATIVE_INFINITY
    let touching = false
    const rtl = () => document.documentElement.dir === 'rtl'

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      touching = true
      start = null
      if (touch === undefined || event.touches.length > 1) return
      const fromEdge = rtl() ? window.innerWidth - touch.clientX : touch.clientX
      const target = event.target instanceof Element ? event.target : null
      if (fromEdge > EDGE_PX || target?.closest('[data-no-back-swipe]')) return
      start = { x: touch.clientX, y: touch.clientY }
    }
    const onEnd = (event: TouchEvent) => {
      touching = event.touches.length > 0
      const origin = start
      const touch = event.changedTouches[0]
      start = null
      if (origin === null || touch === undefined) return
      const dx = (touch.clientX - origin.x) * (rtl() ? -1 : 1)
      if (dx < thresholdPx || Math.abs(touch.clientY - origin.y) > dx) return
      noteBackSwipe()
      const endedAt = Date.now()
      if (poppedAt >= endedAt - SWIPE_MEMORY_MS) return
      setTimeout(() => {
        if (poppedAt < endedAt) latest.current()
      }, OWN_BACK_DELAY_MS)
    }
    const onPop = () => {
      poppedAt = Date.now()
      if (touching || isRecentBackSwipe()) noteBackSwipe()
    }

    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchend', onEnd, { passive: true })
    window.addEventListener('touchcancel', onEnd, { passive: true })
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchend', onEnd)
      window.removeEventListener('touchcancel', onEnd)
      window.removeEventListener('popstate', onPop)
    }
  }, [thresholdPx])
}
