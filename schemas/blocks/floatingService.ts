import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { IconSchema } from '../icons.ts'
import { TextSchema } from '../text.ts'

export const FloatingServicePropsSchema = z
  .object({
    label: TextSchema.default({ t: 'customer_service' }),
    icon: IconSchema.default('service'),
  })
  .strict()

export const FloatingServiceResolvedSchema = z.object({
  label: z.string(),
  icon: IconSchema,
  action: ActionSchema,
})
