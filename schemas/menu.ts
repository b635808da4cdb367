import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from './actions.ts'
import { ConditionSchema } from './conditions.ts'
import { IconSchema } from './icons.ts'
import { TextSchema } from './text.ts'

/** Counts an item may show: unclaimed rewards, unread announcements, unread inbox messages, unread chat messages. */
const BADGES = ['unclaimedRewards', 'unreadAnnouncements', 'unreadInbox', 'unreadChat'] as const
export type Badge = (typeof BADGES)[number]

/** An item of a menu, the sidebar or quick navigation, as operators write it. */
export const MenuItemSchema = z
  .object({
    id: z.string().min(1),
    label: TextSchema,
    icon: IconSchema,
    when: ConditionSchema.optional().describe('Shown only when this condition holds'),
    action: AuthoredActionSchema,
    badge: z.enum(BADGES).optional().describe('A count shown on the item (logged-in viewers only)'),
    emphasis: z.boolean().optional().describe('Drawn as the prominent centre button'),
  })
  .strict()
  .meta({ id: 'MenuItem' })
export type MenuItem = z.infer<typeof MenuItemSchema>

export const ResolvedMenuItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  icon: IconSchema,
  action: ActionSchema,
  badge: z.number().int().nonnegative().optional(),
  emphasis: z.boolean().optional(),
  clientWhen: ConditionSchema.optional(),
})
export type ResolvedMenuItem = z.infer<typeof ResolvedMenuItemSchema>
