import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { PROFILE_FIELDS } from '../api/money.ts'
import { ConditionSchema } from '../conditions.ts'
import { IconSchema } from '../icons.ts'
import { TextSchema } from '../text.ts'

/** Member facts an entry may show as its value. */
const ENTRY_VALUES = ['account', 'nickname', 'email', 'payee', 'mobile', 'vip'] as const

const EntrySchema = z
  .object({
    id: z.string().min(1),
    label: TextSchema,
    icon: IconSchema,
    when: ConditionSchema.optional(),
    action: AuthoredActionSchema.optional().describe('Run on tap (entries without one only show their value)'),
    value: z.enum(ENTRY_VALUES).optional().describe('A member fact shown at the end of the row'),
    edit: z.enum(PROFILE_FIELDS).optional().describe('The member may change this value here, where the platform allows it'),
  })
  .strict()

/** A list of rows with an icon, a label and a value or an action: menus, profile facts, notices with a way on. */
export const MenuListPropsSchema = z
  .object({
    heading: TextSchema.optional(),
    message: TextSchema.optional().describe('A paragraph above the rows (e.g. why a trial user cannot go on)'),
    items: z.array(EntrySchema).min(1),
  })
  .strict()

export const MenuListResolvedSchema = z.object({
  heading: z.string().optional(),
  message: z.string().optional(),
  entries: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      icon: IconSchema,
      value: z.string().optional(),
      action: ActionSchema.optional(),
      edit: z.object({ field: z.enum(PROFILE_FIELDS), value: z.string(), inputMode: z.enum(['text', 'email']) }).optional(),
      clientWhen: ConditionSchema.optional(),
    }),
  ),
})
