import { z } from 'zod'

const VENDOR = z.string().regex(/^[A-Z0-9_]{1,32}$/)
const GAME_TYPE = z.string().regex(/^[A-Z_]{2,20}$/)

/**
 * Where the games of a list come from, as the client asks `GET /api/data/gameList` for them:
 * - `hot`: the platform's hot games, optionally of one type (one page);
 * - `type`: every vendor's games of one type, paged;
 * - `vendor`: one vendor's games of one type, paged;
 * - `category`: every game of a type (third-party lists such as sports), optionally only or except some vendors (one page);
 * - `favourites`: the member's favourites, paged; `recent`: the member's recent games (one page).
 */
export const GameListRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('hot'), gameType: GAME_TYPE.optional() }).strict(),
  z.object({ source: z.literal('type'), gameType: GAME_TYPE }).strict(),
  z.object({ source: z.literal('vendor'), gameType: GAME_TYPE, vassalage: VENDOR }).strict(),
  z
    .object({
      source: z.literal('category'),
      gameType: GAME_TYPE,
      only: z.array(VENDOR).max(20).optional(),
      except: z.array(VENDOR).max(20).optional(),
    })
    .strict(),
  z.object({ source: z.literal('favourites') }).strict(),
  z.object({ source: z.literal('recent') }).strict(),
])
export type GameListRef = z.infer<typeof GameListRefSchema>
