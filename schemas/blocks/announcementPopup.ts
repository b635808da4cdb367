import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { RichTextSchema } from '../richText.ts'
import { TextSchema } from '../text.ts'

export const AnnouncementPopupPropsSchema = z
  .object({
    audience: z.enum(['A', 'B']).describe('A: after login (members: execution A, and F on a first login); B: before login (visitors: execution B)'),
    activity: z
      .object({ label: TextSchema, action: AuthoredActionSchema })
      .strict()
      .default({ label: { t: 'go_to_activity' }, action: { type: 'navigate', to: '/m/rewardCenter', requires: 'login' } })
      .describe('Offered on a promotion entry'),
    dismissLabel: TextSchema.default({ t: 'i_know_it' }).describe('Dismisses the popup: closed, it does not show again on this phone'),
  })
  .strict()

export const AnnouncementPopupResolvedSchema = z.object({
  entries: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        content: RichTextSchema,
        activity: z.object({ label: z.string(), action: ActionSchema }).optional(),
      }),
    )
    .min(1),
  dismissLabel: z.string(),
})
