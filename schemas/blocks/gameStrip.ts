import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'
import { GameCardSchema } from './gameBlock.ts'

/** A row of the member's games: 'my collection' (favourites) or recently played. */
export const GameStripPropsSchema = z
  .object({
    source: z.enum(['favourites', 'recent']),
    heading: TextSchema,
    more: z.object({ label: TextSchema, action: AuthoredActionSchema }).strict().optional(),
    limit: z.number().int().min(1).max(100).default(15),
    emptyText: TextSchema.default({ t: 'in_no_data' }),
    hideWhenEmpty: z.boolean().default(false),
  })
  .strict()

export const GameStripResolvedSchema = z.object({
  source: z.enum(['favourites', 'recent']),
  heading: z.string(),
  more: z.object({ label: z.string(), action: ActionSchema }).optional(),
  games: z.array(GameCardSchema),
  emptyText: z.string(),
})
