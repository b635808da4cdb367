import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { GameTypeSchema, VendorCodeSchema } from '../codes.ts'
import { IconSchema } from '../icons.ts'
import { TextSchema } from '../text.ts'
import { GameCardSchema } from './gameBlock.ts'
import { GameListRefSchema } from './shared/gameList.ts'

/** The game centre (seeds 001 §2 Game entrance): top category tabs built from the vendor list, a side list per category. */
export const GameEntrancePropsSchema = z
  .object({
    hotLabel: TextSchema.default({ t: 'hot' }),
    favouritesLabel: TextSchema.default({ t: 'favorites' }),
    sportsSplits: z
      .record(GameTypeSchema, z.array(VendorCodeSchema).min(1))
      .default({ ESPORTS: ['IMES', 'TF', 'IA'], COCKFIGHT: ['SV3'] })
      .describe('Vendors the platform lists under SPORTS that form a category of their own (e-sports, cockfight)'),
    vendorListTypes: z
      .array(GameTypeSchema)
      .default(['RNG', 'FISH', 'LIVE', 'PVP'])
      .describe('Categories shown as vendor game lists with the hot games of that type; others are third-party lists'),
    lotteryTypes: z.array(GameTypeSchema).default(['LOTT', 'ELOTT']).describe('Categories folded into the one lottery tab'),
    lottery: z
      .object({ label: TextSchema, action: AuthoredActionSchema })
      .strict()
      .default({ label: { t: 'lottery' }, action: { type: 'navigate', to: '/m/lottery' } })
      .describe('The lottery tab, shown when the vendor list has a lottery category'),
    promo: z.object({ label: TextSchema, action: AuthoredActionSchema }).strict().optional().describe('The promotions tab (the seeds send it to /m/activity)'),
    categories: z.array(GameTypeSchema).optional().describe('Category order; omitted = the default order'),
    initialCategory: GameTypeSchema.optional().describe('Category selected when the URL names none (e.g. RNG on /m/slotsCenter)'),
    pageSize: z.number().int().min(1).max(100).default(25),
    favouritesPageSize: z.number().int().min(1).max(100).default(15),
    loadMoreThresholdPx: z.number().int().min(0).default(300),
    loadMoreThrottleMs: z.number().int().min(0).default(1000),
    emptyText: TextSchema.default({ t: 'in_no_data' }),
    back: AuthoredActionSchema.nullable()
      .default({ type: 'back', fallback: '/m/home' })
      .describe('The back control at the start of the tab row, for routes without a header; null: none'),
  })
  .strict()

const GameEntranceSideSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The vendor's logo, or a drawn icon for entries that have none (the category's hot games). */
  icon: z.union([z.object({ image: z.string() }).strict(), z.object({ name: IconSchema }).strict()]),
  list: GameListRefSchema,
})
export type GameEntranceSide = z.infer<typeof GameEntranceSideSchema>

const GameEntranceCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Tapping the tab runs this instead of showing a list (promotions, lottery). */
  action: ActionSchema.optional(),
  /** The side list; absent for categories with one list. */
  sides: z.array(GameEntranceSideSchema).optional(),
  list: GameListRefSchema.optional(),
  /** The first page, when the gateway already has it (the hot games). */
  games: z.array(GameCardSchema).optional(),
})
export type GameEntranceCategory = z.infer<typeof GameEntranceCategorySchema>

export const GameEntranceResolvedSchema = z.object({
  categories: z.array(GameEntranceCategorySchema).min(1),
  active: z.object({ category: z.string(), side: z.string().optional() }),
  pageSize: z.number().int(),
  favouritesPageSize: z.number().int(),
  loadMoreThresholdPx: z.number().int(),
  loadMoreThrottleMs: z.number().int(),
  emptyText: z.string(),
  back: ActionSchema.optional(),
})
export type GameEntranceResolved = z.infer<typeof GameEntranceResolvedSchema>
