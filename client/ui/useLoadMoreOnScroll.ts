import { useEffect, useRef, type RefObject } from 'react'

type Options = {
  /** Load when the bottom of `target` is within this many px of the viewport bottom. */
  thresholdPx: number
  /** At most one load per this many ms. */
  throttleMs: number
  /** Starts a load; returns false when nothing was started (no more pages, or busy). */
  onLoadMore: () => boolean
  enabled?: boolean
}

/** Infinite scroll on the window: only while scrolling down, near the end of `target`, throttled. */
export function useLoadMoreOnScroll(target: RefObject<HTMLElement | null>, options: Options): void {
  const { thresholdPx, throttleMs, enabled = true } = options
  const onLoadMore = useRef(options.onLoadMore)
  useEffect(() => {
    onLoadMore.current = options.onLoadMore
  })

  useEffect(() => {
    if (!enabled) return undefined
    let lastY = window.scrollY
    let lastLoadAt = Number.NEGATIVE_INFINITY
    const onScroll = () => {
      const y = window.scrollY
      const downward = y > lastY
      lastY = y
      const element = target.current
      if (!downward || element === null) return
      if (element.getBoundingClientRect().bottom - window.innerHeight > thresholdPx) return
      const now = Date.now()
      if (now - lastLoadAt < throttleMs) return
      if (onLoadMore.current()) lastLoadAt = now
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [target, thresholdPx, throttleMs, enabled])
}
