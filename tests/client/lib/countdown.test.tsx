// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clockText, promoDeadline, remainingMs, useCountdown } from '../../../client/lib/countdown.ts'

const HOUR = 3_600_000

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Clock({ deadline }: { deadline: () => number }) {
  const text = useCountdown(true, deadline)
  return <span data-testid="clock">{text ?? 'none'}</span>
}

describe('promoDeadline', () => {
  it('always lands 2 to 9 hours after the start, with minutes and seconds of its own', () => {
    const from = Date.UTC(2025, 2, 1, 10, 0, 0)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const away = promoDeadline(from) - from
      expect(away).toBeGreaterThanOrEqual(2 * HOUR)
      expect(away).toBeLessThan(9 * HOUR)
      expect(away % 1000).toBe(0)
      seen.add(Math.floor(away / HOUR))
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6, 7, 8])
  })

  it('takes the ends of the random range to exactly 2 h and 8:59:59', () => {
    expect(promoDeadline(0, () => 0)).toBe(2 * HOUR)
    expect(promoDeadline(0, () => 0.999999)).toBe(9 * HOUR - 1000)
  })
})

describe('remainingMs and clockText', () => {
  it('never goes below zero', () => {
    expect(remainingMs(1000, 5000)).toBe(0)
    expect(clockText(remainingMs(1000, 5000))).toBe('00:00:00')
    expect(clockText(-5)).toBe('00:00:00')
    expect(clockText(2 * HOUR + 3 * 60_000 + 4_999)).toBe('02:03:04')
  })
})

describe('useCountdown', () => {
  it('ticks every second and stops at zero', () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2025, 2, 1, 10, 0, 0))
    const deadline = Date.now() + 3000
    render(<Clock deadline={() => deadline} />)
    expect(screen.getByTestId('clock').textContent).toBe('00:00:03')
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.getByTestId('clock').textContent).toBe('00:00:02')
    act(() => void vi.advanceTimersByTime(999))
    expect(screen.getByTestId('clock').textContent).toBe('00:00:02')
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.getByTestId('clock').textContent).toBe('00:00:01')
    act(() => void vi.advanceTimersByTime(10_000))
    expect(screen.getByTestId('clock').textContent).toBe('00:00:00')
  })

  it('counts a real promotional deadline down from within 2–9 hours', () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.UTC(2025, 2, 1, 10, 0, 0))
    const deadline = promoDeadline(Date.now())
    render(<Clock deadline={() => deadline} />)
    const [h] = (screen.getByTestId('clock').textContent ?? '').split(':').map(Number)
    expect(h).toBeGreaterThanOrEqual(2)
    expect(h).toBeLessThanOrEqual(8)
    const before = screen.getByTestId('clock').textContent
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByTestId('clock').textContent).not.toBe(before)
  })
})
