import { z } from 'zod'
import { GameRefSchema } from '../actions.ts'
import { GameCardSchema } from '../blocks/gameBlock.ts'
import { GameListRefSchema } from '../blocks/shared/gameList.ts'
import { GameTypeSchema, VendorCodeSchema, VendorListSchema } from '../codes.ts'

export const GamesPageSchema = z.object({
  items: z.array(GameCardSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
})
export type GamesPage = z.infer<typeof GamesPageSchema>

const LIST_FIELDS: Record<string, string> = {
  hot: 'an optional gameType',
  type: 'a gameType',
  vendor: 'a gameType and a vassalage',
  category: 'a gameType and optional only / except vendor lists',
  favourites: 'no type or vendor',
  recent: 'no type or vendor',
}

/** Query of `GET /api/data/gameList`: a game list (see GameListRef) and, for paged sources, the page. */
export const GameListQuerySchema = z
  .object({
    source: z.enum(['hot', 'type', 'vendor', 'category', 'favourites', 'recent']),
    gameType: GameTypeSchema.optional(),
    vassalage: VendorCodeSchema.optional(),
    only: VendorListSchema.optional(),
    except: VendorListSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(25),
    lang: z.string().max(8).optional(),
  })
  .strict()
  .transform(({ source, gameType, vassalage, only, except, ...paging }, ctx) => {
    const given = Object.fromEntries(Object.entries({ gameType, vassalage, only, except }).filter(([, v]) => v !== undefined))
    const parsed = GameListRefSchema.safeParse({ source, ...given })
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `${source} lists take ${LIST_FIELDS[source]}` })
      return z.NEVER
    }
    return { list: parsed.data, ...paging }
  })
export type GameListQuery = z.output<typeof GameListQuerySchema>

/** Body of `POST /api/actions/launchGame`. */
export const LaunchBodySchema = z.object({ game: GameRefSchema }).strict()

/** Body of `POST /api/actions/favourite`: add (`on: true`) or remove a game. */
export const FavouriteBodySchema = z.object({ game: GameRefSchema, on: z.boolean() }).strict()
