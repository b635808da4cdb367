import { z } from 'zod'
import { IconSchema } from '../icons.ts'
import { TextSchema } from '../text.ts'

export const StatusNoticePropsSchema = z
  .object({
    icon: IconSchema,
    title: TextSchema,
    message: TextSchema,
    showIp: z.boolean().default(false).describe('Show the viewer IP the platform saw'),
  })
  .strict()

export const StatusNoticeResolvedSchema = z.object({
  icon: IconSchema,
  title: z.string(),
  message: z.string(),
  ip: z.string().optional(),
})
