import { z } from 'zod'

export const UpstreamGameSchema = z.object({
  nodeId: z.union([z.string(), z.number()]).transform(String),
  gameId: z.union([z.string(), z.number()]).nullish(),
  gameCode: z.string().nullish(),
  gameName: z.string(),
  nodeName: z.string().nullish(),
  displayName: z.string().nullish(),
  gameType: z.string(),
  vassalage: z.string(),
  roomId: z.union([z.string(), z.number()]).nullish(),
  supportPlay: z.string().nullish(),
  showIcon: z.string().nullish(),
  iconUrl: z.string().nullish(),
  mobileLargeIcon: z.string().nullish(),
  mobileIconUrl: z.string().nullish(),
  accountTypeName: z.string().nullish(),
  gameClassifyNew: z.string().nullish(),
  /** Lottery games only: the prize mode family (`Lott`, `Elott`, `ZY`). */
  lottoMode: z.string().nullish(),
})
export type UpstreamGame = z.infer<typeof UpstreamGameSchema>

/** `GCSGAME_gameList`: 1-based `pageNo` in the request; `pageNum` echoes it. */
export const GameListSchema = z.object({
  games: z.array(UpstreamGameSchema),
  pageNum: z.number().int().optional(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
})
export type GameList = z.infer<typeof GameListSchema>

export const HotGamesSchema = z.object({ list: z.array(UpstreamGameSchema) })

export const VendorInfoSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  iconUrl: z.string().nullish(),
  sort: z.number().optional(),
})
export type VendorInfo = z.infer<typeof VendorInfoSchema>

/** `GCSGAME_getVassGameType`: game type → vendor code → vendor entries. */
export const VendorGameTypesSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(VendorInfoSchema))),
})
export type VendorGameTypes = z.infer<typeof VendorGameTypesSchema>

/** `MCSFE_getFavoriteGames`: the member's favourite node ids, newest first. */
export const FavoriteGameIdsSchema = z.array(z.union([z.string(), z.number()]).transform(String))

/** `MCSFE_getFavoriteGamesList`: 1-based `pageNo` in the request; `pageNum` echoes it. */
export const FavoriteGamesPageSchema = z.object({
  content: z.array(UpstreamGameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
})
export type FavoriteGamesPage = z.infer<typeof FavoriteGamesPageSchema>

/** `MCSFE_addFavoriteGameV2` (POST) and `MCSFE_removeFavoriteGameV2` (DELETE). */
export const FavoriteChangeSchema = z.object({ success: z.boolean() })

/** `GCS_recentGame`: most recent first, distinct. */
export const RecentGamesSchema = z.array(UpstreamGameSchema)

/** `MCS2_addRecentGame`. */
export const AddRecentGameSchema = z.boolean()

/** `/wps/game/launchGame` for a casino game. */
export const GameLaunchSchema = z.object({ content: z.object({ game_url: z.string() }) })
export type GameLaunch = z.infer<typeof GameLaunchSchema>

/** `/wps/game/launchGame` for the VN/SEA lottery lobby (`launchMode=LOTT`). */
export const LotteryLaunchSchema = z.object({ gameUrl: z.string() })
export type LotteryLaunch = z.infer<typeof LotteryLaunchSchema>
