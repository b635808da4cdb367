import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { IconSchema } from '../icons.ts'
import { TextSchema } from '../text.ts'

const NoticeActionSchema = z
  .object({
    id: z.string().regex(/^[a-zA-Z][\w-]*$/),
    label: TextSchema,
    action: AuthoredActionSchema,
  })
  .strict()

export const StatusNoticePropsSchema = z
  .object({
    icon: IconSchema,
    title: TextSchema,
    message: TextSchema,
    showIp: z.boolean().default(false).describe('Show the viewer IP the platform saw'),
    actions: z.array(NoticeActionSchema).max(4).default([]).describe('Buttons under the message (try again, live chat, home…)'),
  })
  .strict()

export const StatusNoticeResolvedSchema = z.object({
  icon: IconSchema,
  title: z.string(),
  message: z.string(),
  ip: z.string().optional(),
  actions: z.array(z.object({ id: z.string(), label: z.string(), action: ActionSchema })).optional(),
})
