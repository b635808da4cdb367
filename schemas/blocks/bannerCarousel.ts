import { z } from 'zod'
import { ActionSchema } from '../actions.ts'

export const BannerCarouselPropsSchema = z
  .object({
    groups: z
      .array(z.enum(['m_home', 'm_live']))
      .min(1)
      .default(['m_home', 'm_live'])
      .describe('Banner groups; m_live shows only while live models exist'),
    autoplayMs: z.number().int().min(1000).max(60_000).default(5000),
    aspectRatio: z.number().positive().default(2.5),
  })
  .strict()

const BannerSlideSchema = z.object({
  id: z.string(),
  image: z.string(),
  alt: z.string(),
  action: ActionSchema.optional(),
})

export const BannerCarouselResolvedSchema = z.object({
  slides: z.array(BannerSlideSchema),
  autoplayMs: z.number().int(),
  loop: z.boolean(),
  aspectRatio: z.number(),
})
