import { z } from 'zod'
import { InternalPathSchema } from '../actions.ts'

/** The lists of articles a player reads: the announcements, and the member's inbox. */
const ARTICLE_SOURCES = ['announcements', 'inbox'] as const
export const ArticleSourceSchema = z.enum(ARTICLE_SOURCES)
export type ArticleSource = (typeof ARTICLE_SOURCES)[number]

/** Body of `POST /api/actions/markRead`: an announcement or an inbox message the member opened. */
export const MarkReadBodySchema = z
  .object({
    source: ArticleSourceSchema,
    id: z.string().regex(/^[\w.-]{1,64}$/, 'an id of the list'),
  })
  .strict()

/** Body of `POST /api/actions/liveChat`: where the chat sends the player back, and the theme its header matches. */
export const LiveChatBodySchema = z
  .object({
    back: InternalPathSchema.max(200).optional(),
    theme: z.enum(['dark', 'light']).optional(),
  })
  .strict()

/** Query of `GET /api/data/announcements` and `GET /api/data/inbox`. */
export const ArticleListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    lang: z.string().max(8).optional(),
  })
  .strict()
export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>
