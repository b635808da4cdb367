import { describe, expect, it } from 'vitest'
import { retryAfterMs } from '../../../client/api/gatewayError.ts'
import { retryDelay } from '../../../client/app/useAutoRetry.ts'

describe('retryDelay', () => {
  it('doubles from 1 s to a 30 s ceiling, spread ±20 %', () => {
    const mid = (attempt: number) => retryDelay(attempt, undefined, () => 0.5)
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(mid)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
    expect([retryDelay(2, undefined, () => 0), retryDelay(2, undefined, () => 0.999_999)]).toEqual([3200, 4800])
  })

  it('never comes back before the Retry-After the gateway asked for', () => {
    expect(retryDelay(0, 5000, () => 0.5)).toBe(5000)
    expect(retryDelay(5, 5000, () => 0.5)).toBe(30_000)
  })
})

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, caps at five minutes, and ignores junk', () => {
    expect(retryAfterMs('5')).toBe(5000)
    expect(retryAfterMs('86400')).toBe(300_000)
    const inTen = new Date(Date.now() + 10_000).toUTCString()
    expect(retryAfterMs(inTen)).toBeGreaterThan(8000)
    expect([retryAfterMs(null), retryAfterMs(''), retryAfterMs('soon'), retryAfterMs('-3')]).toEqual([undefined, undefined, undefined, undefined])
  })
})
