import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { MenuItemSchema, ResolvedMenuItemSchema } from '../menu.ts'
import { TextSchema } from '../text.ts'

/** A list of entries with an icon, a label, a count and an action (the message centre). */
export const LinkListPropsSchema = z
  .object({
    title: TextSchema.optional().describe('A title bar above the list, for routes whose header the shell hides'),
    back: AuthoredActionSchema.optional().describe('The back button of the title bar'),
    items: z.array(MenuItemSchema).min(1),
  })
  .strict()

export const LinkListResolvedSchema = z.object({
  title: z.string().optional(),
  back: ActionSchema.optional(),
  items: z.array(ResolvedMenuItemSchema),
})
