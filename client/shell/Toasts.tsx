import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import './overlays.css'

export type ToastItem = { id: number; text: string }

/** Kept clear below the top of what is visible: the page header stays readable. */
const TOP_INSET = 64
const EDGE = 12
/** Space kept between a toast and the control the player is using. */
const GAP = 8

type Band = { top: number; bottom: number }

/** What the player sees: the visual viewport, which the on-screen keyboard shortens. */
function visibleBand(): Band {
  const view = window.visualViewport
  return view ? { top: view.offsetTop, bottom: view.offsetTop + view.height } : { top: 0, bottom: window.innerHeight }
}

/** The control the player is using: the focused one, else the one that lost focus by being disabled (a form sending). */
let lastFocused: WeakRef<Element> | null = null
const remember = (event: FocusEvent) => {
  if (event.target instanceof Element) lastFocused = new WeakRef(event.target)
}

function inUse(): Element | null {
  const element = document.activeElement
  if (element && element !== document.body && element !== document.documentElement) return element
  const last = lastFocused?.deref()
  return last?.isConnected ? last : null
}

function focusedBox(): Band | null {
  const element = inUse()
  if (!element) return null
  const box = element.getBoundingClientRect()
  return box.width > 0 || box.height > 0 ? { top: box.top, bottom: box.bottom } : null
}

/**
 * Where the stack of toasts starts: near the top of what is visible, else just above the keyboard (the bottom of
 * the visual viewport), else right below or above the focused control, the first place that does not cover it.
 */
function stackTop(height: number): number {
  const view = visibleBand()
  const focus = focusedBox()
  const top = view.top + Math.min(TOP_INSET, Math.max(EDGE, (view.bottom - view.top - height) / 2))
  if (!focus) return top
  const clear = (y: number) => y >= view.top && y + height <= view.bottom && (y + height + GAP <= focus.top || y >= focus.bottom + GAP)
  const places = [top, view.bottom - EDGE - height, focus.bottom + GAP, focus.top - GAP - height]
  return places.find(clear) ?? top
}

/** Places the stack again whenever what it must avoid moves: focus, the keyboard, a scroll. */
function useStackTop(count: number) {
  const stack = useRef<HTMLDivElement>(null)
  const [top, setTop] = useState<number | null>(null)
  useLayoutEffect(() => {
    if (count === 0) return undefined
    const place = () => setTop(stackTop(stack.current?.offsetHeight ?? 0))
    place()
    const view = window.visualViewport
    document.addEventListener('focusin', place)
    document.addEventListener('focusout', place)
    window.addEventListener('scroll', place, { passive: true })
    view?.addEventListener('resize', place)
    view?.addEventListener('scroll', place)
    return () => {
      document.removeEventListener('focusin', place)
      document.removeEventListener('focusout', place)
      window.removeEventListener('scroll', place)
      view?.removeEventListener('resize', place)
      view?.removeEventListener('scroll', place)
    }
  }, [count])
  return { stack, top }
}

/** Toasts never cover the control the player is using, nor sit under the on-screen keyboard (issue 29). */
export function Toasts({ items }: { items: readonly ToastItem[] }) {
  useEffect(() => {
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])
  const { stack, top } = useStackTop(items.length)
  return (
    <div ref={stack} className="toasts" role="status" aria-live="polite" style={top === null ? undefined : { top }}>
      {items.map((toast) => (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      ))}
    </div>
  )
}
