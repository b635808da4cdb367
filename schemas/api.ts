import { z } from 'zod'
import { GameTypeSchema, VendorCodeSchema, VendorListSchema } from './codes.ts'
import { ActionSchema } from './actions.ts'
import { GameRefSchema } from './actions.ts'
import { GameCardSchema } from './blocks/gameBlock.ts'
import { GameListRefSchema } from './blocks/gameList.ts'
import { ERROR_CODES } from './errorCodes.ts'
import { StudioConflictSchema } from './studio.ts'

export { CAPABILITIES_HEADER, CSRF_HEADER } from './constants.ts'

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    /** Every problem of a refused layout set (the studio's publish): file, JSON path, plain message. */
    problems: z.array(z.object({ file: z.string(), path: z.string(), message: z.string() })).optional(),
    /** A studio publish or rollback made against a live version that is no longer live: what changed, per file. */
    conflict: StudioConflictSchema.optional(),
  }),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

/** Query of `GET /api/screen`; `path` is the client path with its own query string. */
export const ScreenQuerySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  lang: z.string().max(8).optional(),
  explain: z.literal('1').optional().describe('Operators only (the studio cookie): answer the screen with why each entry is shown or hidden'),
})

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

export * from './identity.ts'

/** What the browser may know of its session (never the token). */
export const SessionInfoSchema = z.object({
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
})

export const ActionResultSchema = z.object({
  ok: z.literal(true),
  data: z.unknown().optional(),
  then: z.array(ActionSchema).optional(),
})
