import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { ArticleSourceSchema } from '../api/content.ts'
import { RichTextSchema } from '../richText.ts'
import { TextSchema } from '../text.ts'

export const ArticleListPropsSchema = z
  .object({
    source: ArticleSourceSchema.describe("announcements: the notices (a member sees which are unread); inbox: the member's messages"),
    emptyText: TextSchema.default({ t: 'in_no_data' }).describe('Shown when the list is empty (announcements: no_announcement)'),
  })
  .strict()

/** One announcement or message: its content already reduced to safe rich text on the gateway. */
const ArticleEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  time: z.iso.datetime().optional().describe('When it was published or sent'),
  summary: z.string().describe('The start of its text, for the closed entry'),
  content: RichTextSchema,
  unread: z.boolean().optional().describe('Set when the read state is known (members): true until opened'),
  open: ActionSchema.optional().describe('Run the first time an unread entry is opened (marks it read)'),
})
export type ArticleEntry = z.infer<typeof ArticleEntrySchema>

/** A page of `GET /api/data/announcements` or `/api/data/inbox`; the block carries the first. */
export const ArticlePageSchema = z.object({
  items: z.array(ArticleEntrySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
})
export type ArticlePage = z.infer<typeof ArticlePageSchema>

export const ArticleListResolvedSchema = z.object({
  source: ArticleSourceSchema,
  emptyText: z.string(),
  pageSize: z.number().int().positive(),
  first: ArticlePageSchema.optional().describe('Absent when the viewer may not read this list (see locked)'),
  locked: z
    .object({ text: z.string(), action: ActionSchema.optional(), label: z.string().optional() })
    .optional()
    .describe('Why this viewer cannot read the list (log in first, or trial accounts cannot), and what to do'),
})
