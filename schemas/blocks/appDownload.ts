import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { ConditionSchema } from '../conditions.ts'
import { LanguageSchema, TextSchema } from '../text.ts'

export const AppDownloadPropsSchema = z
  .object({
    variant: z.enum(['popup', 'page']).default('popup').describe('popup: the download pop-up; page: the app page with the install guides'),
    countdown: z.boolean().default(true).describe('Show the promotional countdown'),
    bonusBannerLanguages: z.array(LanguageSchema).default(['EN']).describe('Languages that show the bonus banner (seeds: the English variant)'),
    back: z.object({ label: TextSchema, action: ActionSchema }).strict().optional().describe('A way back (the app page has no header)'),
  })
  .strict()

const OptionSchema = z.object({
  id: z.enum(['android', 'ios', 'mobileconfig', 'homeScreen']),
  label: z.string(),
  description: z.string(),
  action: ActionSchema,
  clientWhen: ConditionSchema.optional(),
})

const GuideSchema = z.object({ id: z.enum(['ios', 'android']), title: z.string(), steps: z.array(z.string()), clientWhen: ConditionSchema.optional() })

export const AppDownloadResolvedSchema = z.object({
  variant: z.enum(['popup', 'page']),
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
  gift: z.boolean(),
  giftLabel: z.string(),
  bonusBanner: z.string().optional(),
  countdown: z.object({ label: z.string() }).optional(),
  options: z.array(OptionSchema),
  notices: z.array(z.object({ text: z.string(), clientWhen: ConditionSchema.optional() })),
  guides: z.array(GuideSchema),
  emptyText: z.string(),
  back: z.object({ label: z.string(), action: ActionSchema }).optional(),
})
export type AppDownloadResolved = z.infer<typeof AppDownloadResolvedSchema>
