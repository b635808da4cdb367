import { z } from 'zod'

/** The web-vitals players' browsers report: times in milliseconds, CLS as its unitless score. */
export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type RumVital = (typeof RUM_VITALS)[number]

const Label = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')

const Where = { screen: Label, version: z.string().max(64) }

/** One thing a player's page measured or suffered, on a screen of a layout version. */
const RumEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('vital'), name: z.enum(RUM_VITALS), value: z.number().min(0).max(600_000), ...Where }),
  /** A block whose component threw (its error boundary caught it), by block type. */
  z.strictObject({ kind: z.literal('blockError'), block: Label, ...Where }),
  /** A block's code chunk that failed to load. */
  z.strictObject({ kind: z.literal('chunkError'), ...Where }),
])
export type RumEvent = z.infer<typeof RumEventSchema>

/** POST /api/rum: a batch, sent with navigator.sendBeacon (a page that hides sends what it holds). */
export const RumBeaconSchema = z.strictObject({ events: z.array(RumEventSchema).min(1).max(50) })

/** Each vital's "good" bound (web.dev; ms, CLS unitless): the budget a screen's p75 is held to. */
export const RUM_BUDGETS: Record<RumVital, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 }

/** What the studio's Timings tab shows per screen: p75 of each vital (ms, CLS unitless), samples and failures. */
export type ScreenTimings = {
  screen: string
  vitals: Partial<Record<RumVital, { p75: number; samples: number }>>
  blockErrors: number
  chunkErrors: number
}

/** GET /api/studio/timings: this instance's figures since it started (Prometheus has every instance's, over time). */
export type TimingsAnswer = {
  /** False while the gateway has no metrics (METRICS_PORT or METRICS_TOKEN unset): nothing is collected. */
  collecting: boolean
  sampleRate: number
  since: string
  budgets: Record<RumVital, number>
  screens: ScreenTimings[]
}
