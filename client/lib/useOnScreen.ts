import { useEffect, useState, type RefObject } from 'react'

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden'
}

/**
 * True while the element is in the viewport and the page itself is shown: what moves on its own (a carousel,
 * a marquee) runs only then, so an idle page, a page in a background tab or a block scrolled away costs nothing.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true)
  const [visible, setVisible] = useState(pageVisible)

  useEffect(() => {
    const onChange = () => setVisible(pageVisible())
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])

  useEffect(() => {
    const element = ref.current
    // Without an observer (old browsers) the element counts as in view, as it did before.
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInView(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])

  return inView && visible
}
