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

  useEffect(() => listenForBackSwipe(thresholdPx, () => latest.current()), [thresholdPx])
}

type Point = { x: number; y: number }

const rtl = () => document.documentElement.dir === 'rtl'

/** Watches touches and history moves for a back swipe; returns what stops watching. */
function listenForBackSwipe(thresholdPx: number, swipeBack: () => void): () => void {
  let start: Point | null = null
  let poppedAt = Number.NEGATIVE_INFINITY
  let touching = false

  const onStart = (event: TouchEvent) => {
    touching = true
    start = swipeStart(event)
  }
  const onEnd = (event: TouchEvent) => {
    touching = event.touches.length > 0
    const origin = start
    start = null
    if (origin === null || !isBackSwipe(origin, event.changedTouches[0], thresholdPx)) return
    noteBackSwipe()
    const endedAt = Date.now()
    if (poppedAt >= endedAt - SWIPE_MEMORY_MS) return
    setTimeout(() => {
      if (poppedAt < endedAt) swipeBack()
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
}

/** Where a one-finger touch starts at the leading edge (not on a `data-no-back-swipe` element); otherwise null. */
function swipeStart(event: TouchEvent): Point | null {
  const touch = event.touches[0]
  if (touch === undefined || event.touches.length > 1) return null
  const fromEdge = rtl() ? window.innerWidth - touch.clientX : touch.clientX
  const target = event.target instanceof Element ? event.target : null
  if (fromEdge > EDGE_PX || target?.closest('[data-no-back-swipe]')) return null
  return { x: touch.clientX, y: touch.clientY }
}

/** A touch that ended at least `thresholdPx` towards the trailing side, more sideways than up or down. */
function isBackSwipe(origin: Point, touch: Touch | undefined, thresholdPx: number): boolean {
  if (touch === undefined) return false
  const dx = (touch.clientX - origin.x) * (rtl() ? -1 : 1)
  return dx >= thresholdPx && Math.abs(touch.clientY - origin.y) <= dx
}
