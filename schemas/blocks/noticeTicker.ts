import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

export const NoticeTickerPropsSchema = z
  .object({
    emptyText: TextSchema.default({ t: 'no_announcement' }),
    action: ActionSchema.describe('Run when the ticker is tapped (the seeds: go to /m/notice)'),
    speedPxPerSecond: z.number().positive().max(500).default(60),
  })
  .strict()

export const NoticeTickerResolvedSchema = z.object({
  items: z.array(z.object({ id: z.string(), text: z.string() })),
  emptyText: z.string(),
  action: ActionSchema,
  speedPxPerSecond: z.number(),
})
export type NoticeTickerResolved = z.infer<typeof NoticeTickerResolvedSchema>
