import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'
import { GameListRefSchema } from './shared/gameList.ts'

export const GameBlockPropsSchema = z
  .object({
    heading: TextSchema.default({ t: 'hot_games' }).describe('Heading of the HOT tab'),
    hotLabel: TextSchema.default({ t: 'hot' }),
    pageSize: z.number().int().min(1).max(100).default(25),
    categories: z.array(z.string()).optional().describe('Game types to show as tabs, in this order; omitted = every category the vendor list has'),
    viewAll: z.object({ label: TextSchema, action: AuthoredActionSchema }).strict(),
    loadMoreThresholdPx: z.number().int().min(0).default(300),
    loadMoreThrottleMs: z.number().int().min(0).default(1000),
    emptyText: TextSchema.default({ t: 'in_no_data' }),
  })
  .strict()

export const GameCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  vendorLabel: z.string(),
  image: z.string(),
  action: ActionSchema,
  /** Present when the card shows a favourite star: whether the game is one of the member's favourites. */
  favourite: z.boolean().optional(),
  /** What tapping the star does: toggleFavourite for members, the way to log in for visitors. */
  star: ActionSchema.optional(),
})
export type GameCard = z.infer<typeof GameCardSchema>

const GameTabSchema = z.object({
  id: z.string(),
  label: z.string(),
  heading: z.string().optional(),
  /** Where the tab's games come from (the HOT tab: one page of hot games; a category: its games, paged). */
  list: GameListRefSchema,
  /** The first page, when the gateway already has it. */
  games: z.array(GameCardSchema),
  page: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
})
export type GameTab = z.infer<typeof GameTabSchema>

export const GameBlockResolvedSchema = z.object({
  tabs: z.array(GameTabSchema).min(1),
  activeTab: z.string(),
  pageSize: z.number().int(),
  viewAll: z.object({ label: z.string(), action: ActionSchema }),
  loadMoreThresholdPx: z.number().int(),
  loadMoreThrottleMs: z.number().int(),
  emptyText: z.string(),
})
export type GameBlockResolved = z.infer<typeof GameBlockResolvedSchema>
