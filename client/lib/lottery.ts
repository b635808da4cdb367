import type { LotteryCard } from '../../schemas/blocks/lotteryPanel.ts'

/** Seeds 001 §9: countdowns tick every 0.5 s. */
export const COUNTDOWN_TICK_MS = 500
export const SPENT = '--:--:--'

type Clock = Pick<LotteryCard, 'isSale' | 'numero' | 'remainTime' | 'lotteryTime'>

/** Half the gap between the draw's two lotteryTime values (0 when the platform sent none). */
function halfDrawGap(lotteryTime: LotteryCard['lotteryTime']): number {
  return lotteryTime ? Math.abs(lotteryTime[1] - lotteryTime[0]) / 2 : 0
}

/** Milliseconds left on the countdown, `elapsedMs` after the answer arrived. */
function countdownMs(game: Clock, elapsedMs: number): number {
  return game.remainTime - halfDrawGap(game.lotteryTime) - elapsedMs
}

function two(n: number): string {
  return String(n).padStart(2, '0')
}

/** A countdown as drawn: whole days (0 under 24 hours) and the hh:mm:ss that is left past them, or `--:--:--`. */
export type CountdownParts = { days: number; clock: string }

/**
 * `--:--:--` when not on sale or when the time is spent, else hh:mm:ss (seeds 001 §2 Lottery); past 24 hours the
 * whole days apart, so a draw days away reads "5 days 08:59:15" rather than "128:59:15" (issue 29).
 */
export function countdownParts(game: Clock, elapsedMs: number): CountdownParts {
  if (!game.isSale || game.numero === null) return { days: 0, clock: SPENT }
  const left = countdownMs(game, elapsedMs)
  if (!(left > 0)) return { days: 0, clock: SPENT }
  const seconds = Math.floor(left / 1000)
  const days = Math.floor(seconds / 86_400)
  const rest = seconds % 86_400
  return { days, clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` }
}

/**
 * When to fetch the menu again (seeds 001 §4): after the shortest remaining time among games with a
 * numero, at most `capMs`; `fallbackMs` when that is 0 or less.
 */
export function menuRefreshDelay(games: readonly Clock[], elapsedMs: number, capMs = 30_000, fallbackMs = 7000): number {
  let shortest = Number.POSITIVE_INFINITY
  for (const game of games) {
    if (game.numero !== null) shortest = Math.min(shortest, game.remainTime - elapsedMs)
  }
  if (shortest === Number.POSITIVE_INFINITY) return capMs
  if (shortest <= 0) return fallbackMs
  return Math.min(shortest, capMs)
}

/** The platform's weekday number of a date: Sunday 1, Monday 2 … Saturday 7. */
export function platformWeekday(date: Date): number {
  return date.getDay() + 1
}

/** Games drawing on `weekday` (null: every game). */
export function drawingOn<T extends Pick<LotteryCard, 'drawDays'>>(games: readonly T[], weekday: number | null): T[] {
  return weekday === null ? [...games] : games.filter((g) => g.drawDays.includes(weekday))
}

/** The player's favourite lottery games first, otherwise in the platform's order. */
export function favouritesFirst<T extends Pick<LotteryCard, 'id'>>(games: readonly T[], favourites: ReadonlySet<string>): T[] {
  return [...games.filter((g) => favourites.has(g.id)), ...games.filter((g) => !favourites.has(g.id))]
}

// Seeds 000 §9: favourite lottery games are kept locally per user under LOTTFAV.
export const LOTTERY_FAVOURITES_KEY = 'LOTTFAV'

export function parseLotteryFavourites(raw: string | null, user: string): Set<string> {
  try {
    const all: unknown = JSON.parse(raw ?? '{}')
    const mine = all && typeof all === 'object' ? (all as Record<string, unknown>)[user] : undefined
    return new Set(Array.isArray(mine) ? mine.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

export function withLotteryFavourite(raw: string | null, user: string, gameId: string, on: boolean): string {
  let all: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) all = parsed as Record<string, unknown>
  } catch {
    all = {}
  }
  const mine = parseLotteryFavourites(raw, user)
  if (on) mine.add(gameId)
  else mine.delete(gameId)
  return JSON.stringify({ ...all, [user]: [...mine] })
}
