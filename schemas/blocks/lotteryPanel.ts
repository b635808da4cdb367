import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { GameTypeSchema, VendorCodeSchema } from '../codes.ts'
import { TextSchema } from '../text.ts'
import { GameListRefSchema } from './shared/gameList.ts'

/** The lottery list centre and Vietnamese lottery panel (seeds 001 §2 Lottery, §4 Lottery menu refresh). */
export const LotteryPanelPropsSchema = z
  .object({
    prizeMode: z.enum(['Lott', 'Elott', 'ZY']).default('Lott'),
    weekdayFilterOn: z.array(z.string()).default(['vietnam_central', 'vietnam_southern']).describe('Categories that get a weekday filter'),
    keno: z
      .object({
        label: TextSchema,
        gameType: GameTypeSchema.default('ELOTT'),
        vendor: VendorCodeSchema.default('GPI'),
        pageSize: z.number().int().min(1).max(1000).default(1000),
      })
      .strict()
      .default({ label: 'KENO', gameType: 'ELOTT', vendor: 'GPI', pageSize: 1000 })
      .describe('The extra provider: shown when the vendor list has it'),
    refreshCapMs: z.number().int().min(1000).default(30_000),
    refreshFallbackMs: z.number().int().min(1000).default(7000),
    emptyText: TextSchema.default({ t: 'in_no_data' }),
    back: AuthoredActionSchema.nullable()
      .default({ type: 'back', fallback: '/m/home' })
      .describe('The back control at the start of the menu, for routes without a header; null: none'),
  })
  .strict()

const LotteryCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  numero: z.string().nullable(),
  isSale: z.boolean(),
  /** Milliseconds to the draw when the gateway answered; the client counts down from there. */
  remainTime: z.number(),
  /** The current draw's [open, close] epoch ms; half their gap is taken off the countdown. */
  lotteryTime: z.tuple([z.number(), z.number()]).nullable(),
  /** Weekdays it draws on: 1 Sunday … 7 Saturday. */
  drawDays: z.array(z.number().int().min(1).max(7)),
  action: ActionSchema,
})
export type LotteryCard = z.infer<typeof LotteryCardSchema>

const LotteryCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  weekdayFilter: z.boolean(),
  games: z.array(LotteryCardSchema),
  /** The extra provider's games (KENO) are a plain game list the page loads itself, in one page of this size. */
  keno: z.object({ list: GameListRefSchema, pageSize: z.number().int() }).optional(),
})
export type LotteryCategory = z.infer<typeof LotteryCategorySchema>

export const LotteryPanelResolvedSchema = z.object({
  categories: z.array(LotteryCategorySchema),
  /** Key of this viewer's favourite lottery games in local storage (LOTTFAV), absent for visitors. */
  favouritesOf: z.string().optional(),
  refreshCapMs: z.number().int(),
  refreshFallbackMs: z.number().int(),
  prizeMode: z.string(),
  weekdays: z.array(z.object({ day: z.number().int().min(1).max(7), label: z.string() })),
  allDaysLabel: z.string(),
  emptyText: z.string(),
  back: ActionSchema.optional(),
})
export type LotteryPanelResolved = z.infer<typeof LotteryPanelResolvedSchema>
