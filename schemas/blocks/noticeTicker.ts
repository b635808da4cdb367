import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { MenuItemSchema, ResolvedMenuItemSchema } from '../menu.ts'
import { TextSchema } from '../text.ts'

export const NoticeTickerPropsSchema = z
  .object({
    emptyText: TextSchema.default({ t: 'no_announcement' }),
    action: AuthoredActionSchema.describe('Run when the ticker is tapped (the seeds: go to /m/notice)'),
    speedPxPerSecond: z.number().positive().max(500).default(60),
    icons: z
      .object({ left: MenuItemSchema.optional(), right: MenuItemSchema.optional() })
      .strict()
      .optional()
      .describe('Buttons at the two ends (seeds 001 §2: both open the app download pop-up); the left one is the speaker'),
  })
  .strict()

export const NoticeTickerResolvedSchema = z.object({
  items: z.array(z.object({ id: z.string(), text: z.string() })),
  emptyText: z.string(),
  action: ActionSchema,
  speedPxPerSecond: z.number(),
  icons: z.object({ left: ResolvedMenuItemSchema.optional(), right: ResolvedMenuItemSchema.optional() }).optional(),
})
export type NoticeTickerResolved = z.infer<typeof NoticeTickerResolvedSchema>
