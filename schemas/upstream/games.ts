import { z } from 'zod'
import { lenientList } from './lenient.ts'

const GameFieldsSchema = z.object({
  nodeId: z.union([z.string(), z.number()]).transform(String),
  gameId: z.union([z.string(), z.number()]).nullish(),
  gameCode: z.string().nullish(),
  gameName: z.string().nullish(),
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

/** A game tile. Its name is `gameName`, or `nodeName` when that is null or empty (S20); a tile with neither is refused. */
const UpstreamGameSchema = GameFieldsSchema.transform((game, ctx) => {
  const name = game.gameName || game.nodeName
  if (!name) {
    ctx.addIssue({ code: 'custom', message: 'a game needs a gameName or a nodeName', path: ['gameName'] })
    return z.NEVER
  }
  return { ...game, gameName: name }
})
export type UpstreamGame = z.infer<typeof UpstreamGameSchema>

/** `GCSGAME_gameList`: 1-based `pageNo` in the request; `pageNum` echoes it. */
export const GameListSchema = z.object({
  games: lenientList(UpstreamGameSchema, 'games'),
  pageNum: z.number().int().optional(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
})

export const HotGamesSchema = z.object({ list: lenientList(UpstreamGameSchema, 'list') })

const VendorInfoSchema = z.object({
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
export const FavoriteGameIdsSchema = lenientList(z.union([z.string(), z.number()]).transform(String), 'ids')

/** `MCSFE_getFavoriteGamesList`: 1-based `pageNo` in the request; `pageNum` echoes it. */
export const FavoriteGamesPageSchema = z.object({
  content: lenientList(UpstreamGameSchema, 'content'),
  pageNum: z.number().int(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
})

/**
 * `MCSFE_addFavoriteGameV2` (POST) and `MCSFE_removeFavoriteGameV2` (DELETE): no source shows a `value` (S11
 * ignores the answer), so success is the envelope's own `success`; whatever `value` carries is not read.
 */
export const FavoriteChangeSchema = z.unknown().optional()

/** `GCS_recentGame`: most recent first, distinct. */
export const RecentGamesSchema = lenientList(UpstreamGameSchema, 'games')

/** `MCS2_addRecentGame`. */
export const AddRecentGameSchema = z.boolean()

/**
 * `/wps/game/launchGame`, normalised to `{ url }`: the URL comes as `content.game_url` (S4), `gameUrl` (S13, and
 * the lottery lobby) or `url` (S1's fallback).
 */
export const GameLaunchSchema = z
  .union([
    z.object({ content: z.object({ game_url: z.string().min(1) }) }).transform((v) => v.content.game_url),
    z.object({ gameUrl: z.string().min(1) }).transform((v) => v.gameUrl),
    z.object({ url: z.string().min(1) }).transform((v) => v.url),
  ])
  .transform((url) => ({ url }))
