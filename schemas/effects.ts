import { z } from 'zod'

/** A share with its 95 % interval (Wilson score). */
const RateSchema = z.object({ count: z.number().int(), rate: z.number(), low: z.number(), high: z.number() })

/** Against the first variant (the control): the difference of rates, its z score and two-sided p value. */
const ComparisonSchema = z.object({ diff: z.number(), z: z.number(), p: z.number(), significant: z.boolean() })

const VariantEffectSchema = z.object({
  variant: z.string(),
  share: z.number(),
  /** Screens served with this variant. */
  exposures: z.number().int(),
  /** Browsers that were shown it (each once). */
  viewers: z.number().int(),
  /** Taps per block, and taps per screen served. */
  taps: z.array(z.object({ block: z.string(), taps: z.number().int(), rate: z.number() })),
  /** Each of the seeds' conversions, per viewer, with its interval and the comparison with the control. */
  conversions: z.array(RateSchema.extend({ event: z.string(), vsControl: ComparisonSchema.optional() })),
})

const ExperimentEffectSchema = z.object({
  experiment: z.string(),
  screen: z.string(),
  /** The layout versions counts were kept under, oldest first; the figures add them up unless one is asked. */
  versions: z.array(z.string()),
  variants: z.array(VariantEffectSchema),
  /** Per hour and variant: exposures and conversions, for the chart. */
  series: z.array(z.object({ hour: z.string(), variant: z.string(), exposures: z.number().int(), conversions: z.number().int() })),
})
export type ExperimentEffect = z.infer<typeof ExperimentEffectSchema>

/** GET /api/studio/effects: every experiment of the live layouts and what it did. */
export const EffectsAnswerSchema = z.object({ experiments: z.array(ExperimentEffectSchema) })
export type EffectsAnswer = z.infer<typeof EffectsAnswerSchema>
