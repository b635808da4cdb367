import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'
import { fetchSlider, type SliderChallenge } from '../../api/identity.ts'

const KEY_STEP_PX = 4

/** The challenge picture, asked for once the player has started on the page, again on `key` or `again()`. */
export function useSliderChallenge(started: boolean, key: number) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null)
  const [own, setOwn] = useState(0)
  useEffect(() => {
    if (!started) return undefined
    let live = true
    fetchSlider().then(
      (next) => live && setChallenge(next),
      () => live && setChallenge(null),
    )
    return () => {
      live = false
    }
  }, [key, own, started])
  return { challenge, again: () => setOwn((n) => n + 1) }
}

/** The drawn width of the challenge's frame, followed as the page resizes (the piece scales with it). */
export function useFrameWidth(frame: RefObject<HTMLDivElement | null>, challenge: SliderChallenge | null): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = frame.current
    if (!element) return undefined
    const measure = () => setWidth(element.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame, challenge])
  return width
}

type Drag = { challenge: SliderChallenge | null; max: number; done: boolean; checking: boolean; verify: (at: number) => void }

/** The piece's offset, moved by a drag (checked on release) or by the arrow keys (checked on Enter); each new challenge starts at 0. */
export function useSliderDrag({ challenge, max, done, checking, verify }: Drag) {
  const [moved, setMoved] = useState<{ on: SliderChallenge | null; offset: number }>({ on: challenge, offset: 0 })
  const offset = moved.on === challenge ? moved.offset : 0
  const setOffset = (next: number | ((now: number) => number)) =>
    setMoved((m) => ({ on: challenge, offset: typeof next === 'number' ? next : next(m.on === challenge ? m.offset : 0) }))
  const drag = useRef<{ startX: number; startOffset: number } | null>(null)
  const clamp = (x: number) => Math.min(max, Math.max(0, x))
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (done || checking) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startOffset: offset }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(clamp(drag.current.startOffset + event.clientX - drag.current.startX))
  }
  const onPointerUp = () => {
    if (!drag.current) return
    drag.current = null
    verify(offset)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (done) return
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      setOffset((o) => clamp(o + (event.key === 'ArrowRight' ? KEY_STEP_PX : -KEY_STEP_PX)))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      verify(offset)
    }
  }
  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown } }
}
