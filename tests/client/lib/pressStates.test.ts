// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LONG_PRESS_MS, PRESS_IN_DELAY_MS, startPressStates } from '../../../client/lib/pressStates.ts'

let stop: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = '<div><button id="go"><span id="label">Go</span></button><button id="off" disabled>Off</button><p id="text">Text</p></div>'
  stop = startPressStates(document)
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

const at = (id: string) => document.getElementById(id) as HTMLElement
// jsdom has no PointerEvent: a MouseEvent with the pointer's fields is what the listener reads.
function pointer(type: string, id: string, { x = 10, y = 10, kind = 'touch' } = {}): void {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 })
  Object.assign(event, { pointerId: 1, pointerType: kind, isPrimary: true })
  at(id).dispatchEvent(event)
}
const state = (id: string) => at(id).getAttribute('data-press')

describe('startPressStates', () => {
  it('marks a touched control pressed after the press-in delay, long pressed at the long-press time, and clears it on lifting', () => {
    pointer('pointerdown', 'label')
    vi.advanceTimersByTime(PRESS_IN_DELAY_MS - 1)
    expect(state('go')).toBeNull()
    vi.advanceTimersByTime(1)
    expect(state('go')).toBe('in')
    vi.advanceTimersByTime(LONG_PRESS_MS - PRESS_IN_DELAY_MS)
    expect(state('go')).toBe('long')
    pointer('pointerup', 'label')
    expect(state('go')).toBeNull()
  })

  it('shows a tap quicker than the press-in delay pressed for that delay once the finger lifts', () => {
    pointer('pointerdown', 'go')
    vi.advanceTimersByTime(40)
    expect(state('go')).toBeNull()
    pointer('pointerup', 'go')
    expect(state('go')).toBe('in')
    vi.advanceTimersByTime(PRESS_IN_DELAY_MS)
    expect(state('go')).toBeNull()
  })

  it('shows nothing for a touch the browser took for a scroll (pointercancel)', () => {
    pointer('pointerdown', 'go')
    pointer('pointercancel', 'go')
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(state('go')).toBeNull()
  })

  it('never marks a control a finger swipes across (it scrolls the page)', () => {
    pointer('pointerdown', 'go')
    pointer('pointermove', 'go', { y: 40 })
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(state('go')).toBeNull()
  })

  it('keeps the press through a finger drifting a few pixels, and drops it when the page scrolls', () => {
    pointer('pointerdown', 'go')
    pointer('pointermove', 'go', { x: 14, y: 13 })
    vi.advanceTimersByTime(PRESS_IN_DELAY_MS)
    expect(state('go')).toBe('in')
    document.dispatchEvent(new Event('scroll'))
    expect(state('go')).toBeNull()
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(state('go')).toBeNull()
  })

  it('marks a mouse press at once; never a disabled control or plain text', () => {
    pointer('pointerdown', 'go', { kind: 'mouse' })
    vi.advanceTimersByTime(0)
    expect(state('go')).toBe('in')
    pointer('pointerup', 'go', { kind: 'mouse' })
    pointer('pointerdown', 'off')
    pointer('pointerdown', 'text')
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect([state('off'), state('text')]).toEqual([null, null])
  })

  it('leaves nothing marked once stopped', () => {
    pointer('pointerdown', 'go')
    vi.advanceTimersByTime(PRESS_IN_DELAY_MS)
    stop()
    expect(state('go')).toBeNull()
    pointer('pointerdown', 'go')
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(state('go')).toBeNull()
  })
})
