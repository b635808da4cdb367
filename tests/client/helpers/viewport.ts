import { act } from '@testing-library/react'
import { vi } from 'vitest'

type Notify = (entries: Partial<IntersectionObserverEntry>[]) => void

/** An IntersectionObserver the test drives by hand: `inView(selector, yes)` tells the watched elements so. */
export function stubObserver(): (selector: string, isIntersecting: boolean) => void {
  const watchers: { target: Element; notify: Notify }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      notify: Notify
      constructor(callback: Notify) {
        this.notify = callback
      }
      observe(target: Element) {
        watchers.push({ target, notify: this.notify })
      }
      disconnect() {}
    },
  )
  return (selector, isIntersecting) =>
    act(() => {
      for (const w of watchers) if (w.target.matches(selector)) w.notify([{ isIntersecting, target: w.target }])
    })
}

/** The page goes to a background tab (hidden) or comes back; call `setPageHidden(null)` to undo. */
export function setPageHidden(hidden: boolean | null): void {
  if (hidden === null) {
    Reflect.deleteProperty(document, 'visibilityState')
    return
  }
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}
