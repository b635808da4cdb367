import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { RichTextSchema } from '../richText.ts'
import { TextSchema } from '../text.ts'

export const HelpCenterPropsSchema = z
  .object({
    emptyText: TextSchema.default({ t: 'in_no_data' }).describe('Shown when the platform lists no help entry'),
  })
  .strict()

const HelpLinkSchema = z.object({ title: z.string(), action: ActionSchema })

export const HelpCenterResolvedSchema = z.object({
  items: z.array(
    z.object({
      title: z.string(),
      action: ActionSchema.optional().describe("Opens the entry's own text, when it has one"),
      children: z.array(HelpLinkSchema),
    }),
  ),
  detail: z
    .object({ title: z.string(), section: z.string().optional(), content: RichTextSchema })
    .optional()
    .describe('The entry named by p and c in the address, when they name one'),
  emptyText: z.string(),
})
