import type { LotteryGame } from '../../schemas/upstream/index.ts'
import { hashString, mulberry32, shuffle, type Rng } from '../prng.ts'
import type { Game } from './games.ts'
import { LOTTERY_TAGS, type LotteryDef, type ResultKind } from './lotteryDefs.ts'

/** A lottery game of the catalogue with its draw rules. */
export type LotteryEntry = { def: LotteryDef; game: Game }
export type Draw = { numero: string; at: number }

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Local time of the draws: the TCG (Chinese) lotteries use UTC+8, the others Vietnam's UTC+7. */
function offsetOf(def: LotteryDef): number {
  if (def.schedule.kind === 'daily') return def.schedule.utcOffsetMinutes * MINUTE
  return (def.vendor === 'LOTT' ? 8 * 60 : 7 * 60) * MINUTE
}

function ymd(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 10).replace(/-/g, '')
}

/** 1 = Sunday … 7 = Saturday, of the local day starting at `localDayStart`. */
function weekday(localDayStart: number): number {
  return new Date(localDayStart).getUTCDay() + 1
}

/** Interval draws are numbered within their local day (`20250301-0842`); the midnight draw closes the day before. */
function intervalDraw(def: LotteryDef, minutes: number, at: number): Draw {
  const period = minutes * MINUTE
  const local = at + offsetOf(def)
  const dayStart = Math.floor((local - 1) / DAY) * DAY
  const perDay = DAY / period
  const index = Math.round((local - dayStart) / period)
  return { at, numero: `${ymd(dayStart)}-${String(index).padStart(Math.max(3, String(perDay).length), '0')}` }
}

function dailyDraw(def: LotteryDef, localDayStart: number): Draw | undefined {
  if (def.schedule.kind !== 'daily' || !def.schedule.days.includes(weekday(localDayStart))) return undefined
  const [hh = 0, mm = 0] = def.schedule.at.split(':').map(Number)
  return { at: localDayStart + (hh * 60 + mm) * MINUTE - offsetOf(def), numero: ymd(localDayStart) }
}

/** The first draw strictly after `now` (the one open for betting). */
function nextDraw(def: LotteryDef, now: number): Draw {
  const { schedule } = def
  if (schedule.kind === 'interval') {
    const period = schedule.minutes * MINUTE
    return intervalDraw(def, schedule.minutes, (Math.floor(now / period) + 1) * period)
  }
  const today = Math.floor((now + offsetOf(def)) / DAY) * DAY
  for (let day = 0; day <= 7; day++) {
    const draw = dailyDraw(def, today + day * DAY)
    if (draw && draw.at > now) return draw
  }
  throw new Error(`${def.code} never draws`)
}

/** The last draw at or before `now` (settled, with a winning number). */
export function previousDraw(def: LotteryDef, now: number): Draw {
  const { schedule } = def
  if (schedule.kind === 'interval') {
    const period = schedule.minutes * MINUTE
    return intervalDraw(def, schedule.minutes, Math.floor(now / period) * period)
  }
  const today = Math.floor((now + offsetOf(def)) / DAY) * DAY
  for (let day = 0; day <= 7; day++) {
    const draw = dailyDraw(def, today - day * DAY)
    if (draw && draw.at <= now) return draw
  }
  throw new Error(`${def.code} never drew`)
}

const pad2 = (n: number) => String(n).padStart(2, '0')

function distinct(rng: Rng, from: number, to: number, count: number): number[] {
  const all = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return shuffle(rng, all).slice(0, count)
}

function digits(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(rng() * 10))
}

const RESULTS: Record<ResultKind, (rng: Rng) => string> = {
  vn5: (rng) => digits(rng, 5).join(''),
  vn6: (rng) => digits(rng, 6).join(''),
  digits4: (rng) => digits(rng, 4).join(''),
  digits3: (rng) => digits(rng, 3).join(''),
  ssc: (rng) => digits(rng, 5).join(','),
  k3: (rng) =>
    Array.from({ length: 3 }, () => 1 + Math.floor(rng() * 6))
      .sort((a, b) => a - b)
      .join(','),
  x11: (rng) => distinct(rng, 1, 11, 5).map(pad2).join(','),
  pk10: (rng) => distinct(rng, 1, 10, 10).map(pad2).join(','),
  lhc: (rng) => distinct(rng, 1, 49, 7).map(pad2).join(','),
  keno: (rng) =>
    distinct(rng, 1, 80, 20)
      .sort((a, b) => a - b)
      .map(pad2)
      .join(','),
}

/** The same winning number for the same game and draw, on every run. */
export function winningNumber(def: LotteryDef, numero: string): string {
  return RESULTS[def.result](mulberry32(hashString(`${def.code}/${numero}`)))
}

function drawDays(def: LotteryDef): string {
  return def.schedule.kind === 'daily' ? [...def.schedule.days].sort((a, b) => a - b).join(',') : '1,2,3,4,5,6,7'
}

/** The wire object of a lottery game at `now`. */
export function toLotteryGame({ def, game }: LotteryEntry, now: number): LotteryGame {
  const lock = def.lockSeconds * 1000
  const draw = def.suspended ? undefined : nextDraw(def, now)
  return {
    code: def.code,
    gameCode: def.code,
    gameId: game.gameId,
    gameGroupId: LOTTERY_TAGS[def.tag].groupId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    roomId: null,
    nodeId: game.nodeId,
    supportPlay: game.supportPlay,
    remark: def.name,
    isSale: def.isSale && draw !== undefined,
    numero: draw?.numero ?? null,
    remainTime: draw ? draw.at - now : 0,
    lockTime: lock,
    lotteryTime: draw ? [draw.at - lock, draw.at + lock] : [0, 0],
    drawDayOfWeek: drawDays(def),
  }
}
