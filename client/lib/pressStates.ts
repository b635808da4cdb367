/**
 * Touch press states (seeds 001 §4: "inactive or active press in/out and long press in/out; long press 370 ms,
 * press-in delay 130 ms"), for every control of the page from one delegated listener. A finger that comes down on a
 * control marks it `data-press="in"` only once it has stayed 130 ms: a swipe that starts on a control scrolls the
 * page without lighting it up. At 370 ms the mark becomes `data-press="long"`; lifting, moving away or scrolling takes
 * it off. A tap quicker than the delay still lights the control up, for the delay's length once the finger lifts, so
 * every tap shows it was felt (the seeds' times are those of a press with a minimum press duration). The seeds give a
 * long press no action of its own, so the state is shown and nothing more. A mouse marks at once: it does not scroll
 * by dragging. Styles read the attribute (`[data-press]`), never `:active`.
 */
export const PRESS_IN_DELAY_MS = 130
export const LONG_PRESS_MS = 370
/** A finger drifts a little on a tap; past this it is a swipe. */
const MOVE_SLOP_PX = 10
const PRESSABLE = 'button, a[href], [role="button"], [role="tab"], [role="option"], summary, label[for]'

type Press = { target: HTMLElement; pointerId: number; x: number; y: number; timers: ReturnType<typeof setTimeout>[] }

function pressable(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>(PRESSABLE)
  if (control === null || control.matches(':disabled, [aria-disabled="true"]')) return null
  return control
}

/** Starts marking presses on `doc`; the returned function stops it (and clears any mark left). */
export function startPressStates(doc: Document = document): () => void {
  let press: Press | null = null

  const release = () => {
    if (press === null) return
    press.timers.forEach(clearTimeout)
    press.target.removeAttribute('data-press')
    press = null
  }

  const onDown = (event: PointerEvent) => {
    release()
    const target = pressable(event.target)
    if (target === null || !event.isPrimary || event.button > 0) return
    const delay = event.pointerType === 'mouse' ? 0 : PRESS_IN_DELAY_MS
    const mark = (state: 'in' | 'long') => () => target.setAttribute('data-press', state)
    const timers = [setTimeout(mark('in'), delay), setTimeout(mark('long'), LONG_PRESS_MS)]
    press = { target, pointerId: event.pointerId, x: event.clientX, y: event.clientY, timers }
  }

  const onMove = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_SLOP_PX) release()
  }

  const onEnd = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return
    const { target } = press
    const isQuickTap = event.type === 'pointerup' && !target.hasAttribute('data-press')
    release()
    if (isQuickTap) flash(target)
  }

  // A tap that lifted before the press-in delay: shown pressed for that long, unless a new press took the control.
  const flash = (target: HTMLElement) => {
    target.setAttribute('data-press', 'in')
    setTimeout(() => {
      if (press?.target !== target) target.removeAttribute('data-press')
    }, PRESS_IN_DELAY_MS)
  }

  const listeners: [string, EventListener][] = [
    ['pointerdown', onDown as EventListener],
    ['pointermove', onMove as EventListener],
    ['pointerup', onEnd as EventListener],
    ['pointercancel', onEnd as EventListener],
    // The browser takes a touch that scrolls: it may say so with a scroll before (or instead of) a pointercancel.
    ['scroll', release],
  ]
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { capture: true, passive: true })
  const onHidden = () => release()
  doc.defaultView?.addEventListener('blur', onHidden)
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, { capture: true })
    doc.defaultView?.removeEventListener('blur', onHidden)
    release()
  }
}
