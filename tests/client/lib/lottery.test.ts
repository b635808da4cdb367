import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SPENT,
  countdownParts,
  drawingOn,
  favouritesFirst,
  menuRefreshDelay,
  parseLotteryFavourites,
  platformWeekday,
  withLotteryFavourite,
} from '../../../client/lib/lottery.ts'
import type { LotteryCard } from '../../../schemas/blocks/lotteryPanel.ts'

const HOUR = 3_600_000
const at = Date.UTC(2026, 10, 21, 12, 0, 0)

function game(over: Partial<LotteryCard> = {}): LotteryCard {
  return {
    id: '1',
    name: 'Mien Bac',
    image: '/img/default-game.svg',
    numero: '20261121',
    isSale: true,
    remainTime: 2 * HOUR,
    // A 90 s lock window around the draw: 45 s come off the countdown.
    lotteryTime: [at + 2 * HOUR - 45_000, at + 2 * HOUR + 45_000],
    drawDays: [1, 2, 3, 4, 5, 6, 7],
    action: { type: 'navigate', to: '/m/login' },
    ...over,
  }
}

afterEach(() => vi.useRealTimers())

const countdownText = (g: LotteryCard, elapsedMs: number) => {
  const { days, clock } = countdownParts(g, elapsedMs)
  return days > 0 ? `${days}d ${clock}` : clock
}

describe('countdownParts', () => {
  it('counts hh:mm:ss from remainTime minus half the lotteryTime gap, every 0.5 s of the clock', () => {
    vi.useFakeTimers({ now: at })
    const received = Date.now()
    const g = game()
    const text = () => countdownText(g, Date.now() - received)
    expect(text()).toBe('01:59:15')
    vi.advanceTimersByTime(500)
    expect(text()).toBe('01:59:14')
    vi.advanceTimersByTime(500)
    expect(text()).toBe('01:59:14')
    vi.advanceTimersByTime(500)
    expect(text()).toBe('01:59:13')
    vi.advanceTimersByTime(2 * HOUR - 45_000 - 1500 - 1000)
    expect(text()).toBe('00:00:01')
    vi.advanceTimersByTime(1000)
    expect(text()).toBe(SPENT)
  })

  it('shows --:--:-- when not on sale, without a numero, or when the time is spent', () => {
    expect(countdownText(game({ isSale: false }), 0)).toBe(SPENT)
    expect(countdownText(game({ numero: null }), 0)).toBe(SPENT)
    expect(countdownText(game({ remainTime: 0, lotteryTime: null }), 0)).toBe(SPENT)
    expect(countdownText(game({ remainTime: -5000, lotteryTime: null }), 0)).toBe(SPENT)
    expect(countdownText(game({ remainTime: 40_000 }), 0)).toBe(SPENT)
  })

  it('counts the full remainTime when there is no lotteryTime, and whole days apart past 24 hours', () => {
    expect(countdownText(game({ remainTime: 61_999, lotteryTime: null }), 0)).toBe('00:01:01')
    expect(countdownText(game({ remainTime: 24 * HOUR - 1, lotteryTime: null }), 0)).toBe('23:59:59')
    expect(countdownParts(game({ remainTime: 24 * HOUR, lotteryTime: null }), 0)).toEqual({ days: 1, clock: '00:00:00' })
    expect(countdownParts(game({ remainTime: 30 * HOUR, lotteryTime: null }), 0)).toEqual({ days: 1, clock: '06:00:00' })
    // The "128:59:15": five days and 08:59:15, down to the second as it ticks.
    expect(countdownParts(game({ remainTime: 128 * HOUR + 59 * 60_000 + 15_999, lotteryTime: null }), 0)).toEqual({ days: 5, clock: '08:59:15' })
    expect(countdownParts(game({ remainTime: 128 * HOUR, lotteryTime: null }), 1000)).toEqual({ days: 5, clock: '07:59:59' })
  })
})

describe('menuRefreshDelay', () => {
  it('waits for the shortest remaining time among games with a numero', () => {
    expect(menuRefreshDelay([game({ remainTime: 12_000 }), game({ remainTime: 9000 }), game({ remainTime: 1000, numero: null })], 0)).toBe(9000)
  })

  it('caps the wait at 30000 ms', () => {
    expect(menuRefreshDelay([game({ remainTime: 2 * HOUR })], 0)).toBe(30_000)
    expect(menuRefreshDelay([], 0)).toBe(30_000)
  })

  it('uses 7000 ms when the shortest time is zero or less', () => {
    expect(menuRefreshDelay([game({ remainTime: 0 })], 0)).toBe(7000)
    expect(menuRefreshDelay([game({ remainTime: -300 })], 0)).toBe(7000)
    expect(menuRefreshDelay([game({ remainTime: 5000 })], 5000)).toBe(7000)
  })

  it('counts the time since the menu arrived, as the fake clock moves', () => {
    vi.useFakeTimers({ now: at })
    const received = Date.now()
    const games = [game({ remainTime: 20_000 })]
    expect(menuRefreshDelay(games, Date.now() - received)).toBe(20_000)
    vi.advanceTimersByTime(15_000)
    expect(menuRefreshDelay(games, Date.now() - received)).toBe(5000)
    vi.advanceTimersByTime(6000)
    expect(menuRefreshDelay(games, Date.now() - received)).toBe(7000)
  })
})

describe('weekday filter', () => {
  it('numbers the days as the platform does: Sunday 1, Monday 2 … Saturday 7', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12) })
    expect(platformWeekday(new Date())).toBe(1)
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12))
    expect(platformWeekday(new Date())).toBe(2)
    vi.setSystemTime(Date.UTC(2026, 10, 28, 12))
    expect(platformWeekday(new Date())).toBe(7)
  })

  it('keeps the games that draw on the chosen day (all of them with no day chosen)', () => {
    const games = [game({ id: 'hue', drawDays: [2] }), game({ id: 'dalat', drawDays: [1] }), game({ id: 'daily', drawDays: [1, 2, 3, 4, 5, 6, 7] })]
    expect(drawingOn(games, 2).map((g) => g.id)).toEqual(['hue', 'daily'])
    expect(drawingOn(games, 1).map((g) => g.id)).toEqual(['dalat', 'daily'])
    expect(drawingOn(games, 7).map((g) => g.id)).toEqual(['daily'])
    expect(drawingOn(games, null).map((g) => g.id)).toEqual(['hue', 'dalat', 'daily'])
  })
})

describe('favourite lottery games (LOTTFAV)', () => {
  it('lists favourites first and keeps each user apart', () => {
    let raw: string | null = null
    raw = withLotteryFavourite(raw, 'member0', 'c', true)
    raw = withLotteryFavourite(raw, 'member1', 'a', true)
    expect([...parseLotteryFavourites(raw, 'member0')]).toEqual(['c'])
    const order = favouritesFirst([game({ id: 'a' }), game({ id: 'b' }), game({ id: 'c' })], parseLotteryFavourites(raw, 'member0'))
    expect(order.map((g) => g.id)).toEqual(['c', 'a', 'b'])
    raw = withLotteryFavourite(raw, 'member0', 'c', false)
    expect(parseLotteryFavourites(raw, 'member0').size).toBe(0)
    expect(parseLotteryFavourites('not json', 'member0').size).toBe(0)
  })
})
