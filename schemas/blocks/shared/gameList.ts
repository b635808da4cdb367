import { z } from 'zod'
import { GameTypeSchema, VendorCodeSchema } from '../../codes.ts'

/**
 * Where the games of a list come from, as the client asks `GET /api/data/gameList` for them:
 * - `hot`: the platform's hot games, optionally of one type (one page);
 * - `type`: every vendor's games of one type, paged;
 * - `vendor`: one vendor's games of one type, paged;
 * - `category`: every game of a type (third-party lists such as sports), optionally only or except some vendors (one page);
 * - `favourites`: the member's favourites, paged; `recent`: the member's recent games (one page).
 */
export const GameListRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('hot'), gameType: GameTypeSchema.optional() }).strict(),
  z.object({ source: z.literal('type'), gameType: GameTypeSchema }).strict(),
  z.object({ source: z.literal('vendor'), gameType: GameTypeSchema, vassalage: VendorCodeSchema }).strict(),
  z
    .object({
      source: z.literal('category'),
      gameType: GameTypeSchema,
      only: z.array(VendorCodeSchema).max(20).optional(),
      except: z.array(VendorCodeSchema).max(20).optional(),
    })
    .strict(),
  z.object({ source: z.literal('favourites') }).strict(),
  z.object({ source: z.literal('recent') }).strict(),
])
export type GameListRef = z.infer<typeof GameListRefSchema>
