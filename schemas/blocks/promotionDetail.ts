import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { RichTextSchema } from '../richText.ts'
import { BADGE_TONES } from './entryList.ts'

/** Seeds 000 §9: a comment of at most 140 characters, up to 3 png or jpg pictures of at most 5 MB each. */
export const APPLY_LIMITS = { maxChars: 140, maxImages: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const

export const PromotionDetailPropsSchema = z
  .object({
    listPath: z.string().default('/m/activity').describe('Where "all promotions" leads'),
  })
  .strict()

const ApplyFormSchema = z.object({
  promotionId: z.string(),
  maxChars: z.number().int(),
  maxImages: z.number().int(),
  maxBytes: z.number().int(),
  types: z.array(z.string()),
  labels: z.object({
    heading: z.string(),
    comment: z.string(),
    commentHint: z.string(),
    images: z.string(),
    addImage: z.string(),
    removeImage: z.string(),
    submit: z.string(),
    tooLong: z.string(),
    required: z.string(),
    tooMany: z.string(),
    tooBig: z.string(),
    wrongType: z.string(),
    failed: z.string(),
  }),
})
export type ApplyForm = z.infer<typeof ApplyFormSchema>

/** One promotion (`/m/activity?id=…`): picture, title, period, state, sanitised content and what its state allows. */
export const PromotionDetailResolvedSchema = z.object({
  found: z.boolean(),
  title: z.string(),
  image: z.string().optional(),
  period: z.string().optional(),
  badge: z.object({ text: z.string(), tone: z.enum(BADGE_TONES) }).optional(),
  body: RichTextSchema,
  action: z.object({ label: z.string(), action: ActionSchema }).optional(),
  apply: ApplyFormSchema.optional().describe('The application form (comment and pictures), for a member who may apply'),
  back: z.object({ label: z.string(), action: ActionSchema }),
})
export type PromotionDetailResolved = z.infer<typeof PromotionDetailResolvedSchema>
