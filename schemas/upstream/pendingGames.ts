import { z } from 'zod'
import { UpstreamGameSchema } from './games.ts'

export const FavouriteIdsSchema = z.array(z.union([z.string(), z.number()]).transform(String))
export const FavouriteListSchema = z.object({
  content: z.array(UpstreamGameSchema),
  pageNum: z.number().int().optional(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
})
export const FavouriteChangeSchema = z.object({ success: z.boolean() })
export const RecentGamesSchema = z.array(UpstreamGameSchema)
export const LaunchResultSchema = z.union([
  z.object({ content: z.object({ game_url: z.string() }) }),
  z.object({ gameUrl: z.string() }),
  z.object({ url: z.string() }),
])
export type LaunchResult = z.infer<typeof LaunchResultSchema>

export const LotteryGameSchema = z.object({
  code: z.string().nullish(),
  gameCode: z.string().nullish(),
  gameId: z.union([z.string(), z.number()]).transform(String),
  gameGroupId: z.union([z.string(), z.number()]).nullish(),
  gameType: z.string(),
  vassalage: z.string(),
  roomId: z.union([z.string(), z.number()]).nullish(),
  nodeId: z.union([z.string(), z.number()]).nullish(),
  supportPlay: z.string().nullish(),
  remark: z.string(),
  isSale: z.boolean(),
  numero: z.string().nullable(),
  remainTime: z.number(),
  lockTime: z.number().nullish(),
  lotteryTime: z.tuple([z.number(), z.number()]).nullish(),
  drawDayOfWeek: z.string().nullish(),
  iconUrl: z.string().nullish(),
})
export type LotteryGame = z.infer<typeof LotteryGameSchema>
export const LotteryMenuGroupSchema = z.object({
  labelName: z.string(),
  tag: z.string().optional(),
  gameGroupCode: z.string().optional(),
  gameMenus: z.array(LotteryGameSchema),
})
export const VnGameMenuSchema = z.record(z.string(), LotteryMenuGroupSchema)
export type VnGameMenu = z.infer<typeof VnGameMenuSchema>
