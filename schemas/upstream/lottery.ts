import { z } from 'zod'
import { lenientList } from './lenient.ts'

/** Prize modes of the lottery engine (`prizeMode`, `lottoPrizeMode`). */
export const PRIZE_MODES = ['Lott', 'Elott', 'ZY'] as const
export type PrizeMode = (typeof PRIZE_MODES)[number]
/** The prize mode a parameter names, in any case and with spaces around; undefined when it names none. */
export function prizeModeOf(raw: string | undefined): PrizeMode | undefined {
  const wanted = raw?.trim().toLowerCase()
  return PRIZE_MODES.find((m) => m.toLowerCase() === wanted)
}

/**
 * A lottery game as the `/lgw` menus answer it (raw JSON, no envelope). `remainTime` is the time until the
 * next draw; `lotteryTime` is `[open, close]` of the window around that draw in which betting is locked
 * (`close − open` is twice `lockTime`). `numero` is null for a game with no open draw.
 */
const LotteryGameSchema = z.object({
  code: z.string(),
  gameCode: z.string(),
  gameId: z.number().int(),
  gameGroupId: z.number().int(),
  gameType: z.string(),
  vassalage: z.string(),
  roomId: z.union([z.string(), z.number()]).nullish(),
  nodeId: z.union([z.string(), z.number()]).transform(String),
  supportPlay: z.string().nullish(),
  remark: z.string(),
  isSale: z.boolean(),
  numero: z.string().nullable(),
  remainTime: z.number().int().nonnegative(),
  lockTime: z.number().int().nonnegative(),
  lotteryTime: z.tuple([z.number(), z.number()]),
  drawDayOfWeek: z.string().regex(/^[1-7](,[1-7])*$/),
})
export type LotteryGame = z.infer<typeof LotteryGameSchema>

/**
 * One group of a lottery menu. S11 reads only `gameMenus` (and `gameGroupCode` for the TCG groups); `labelName` and
 * `tag` come from the seeds (000 §3 names a menu by `displayName` or `labelName`) and no source shows them, so all are
 * optional: the site names a group from whichever it has (`gateway/binding/lotteryGroups.ts`).
 */
const LotteryGroupSchema = z.object({
  displayName: z.string().nullish(),
  labelName: z.string().nullish(),
  tag: z.string().nullish(),
  gameGroupCode: z.string().nullish(),
  gameMenus: lenientList(LotteryGameSchema, 'gameMenus'),
})
export type LotteryGroup = z.infer<typeof LotteryGroupSchema>

/** `GET /lgw/vn/games/game_menu`: category key → group (`vietnam_northern`, …, `sea`). */
export const VnLotteryMenuSchema = z.record(z.string(), LotteryGroupSchema)
export type VnLotteryMenu = z.infer<typeof VnLotteryMenuSchema>

/** `GET /lgw/games/game_menus`: group code → group (`ssc`, `k3`, `11x5`, `pk10`, …). */
export const LotteryGroupMenusSchema = z.record(z.string(), LotteryGroupSchema)

/** `GET /lgw/numeros/near?gameId=`: the open draw and the last settled one. */
export const NearNumeroSchema = z.object({
  currentNumero: z.object({
    numero: z.string().nullable(),
    gameId: z.number().int(),
    remainTime: z.number().int().nonnegative(),
    lockTime: z.number().int().nonnegative(),
    isSale: z.boolean(),
  }),
  previousNumero: z.object({ numero: z.string(), winningNumber: z.string() }).nullable(),
})

/** `GET /lgw/vn/games/game_menu/recent`: the member's recently opened lottery games, most recent first. */
export const RecentLotteryGamesSchema = lenientList(LotteryGameSchema, 'games')

/** How `/lgw` answers a failure (Spring style, no envelope). */
export const LgwErrorSchema = z.object({ status: z.number().int(), error: z.string(), message: z.string().optional() })
