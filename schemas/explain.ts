import { z } from 'zod'
import { ScreenResponseSchema } from './screen.ts'

/** One reason an entry is shown or hidden: a condition's fact and value, a `requires` rewrite, a failed source… */
const ExplainReasonSchema = z.object({
  kind: z.enum(['condition', 'client', 'requires', 'source', 'capability', 'empty', 'noAction']),
  text: z.string().describe('Plain words, e.g. "flag CASHBACK3 is off"'),
  fact: z.string().optional().describe('The fact read, e.g. role, flags.CASHBACK3'),
  value: z.unknown().optional().describe('The value the fact had for this viewer'),
  result: z.union([z.boolean(), z.literal('client')]).optional(),
})
export type ExplainReason = z.infer<typeof ExplainReasonSchema>

const ExplainEntrySchema = z.object({
  kind: z.enum(['block', 'item', 'popup']),
  /** Where the entry sits: `screen`, `bottomMenu`, `sidebar.items`, `block quickNav`, `popup loginPopup`… */
  where: z.string(),
  id: z.string(),
  shown: z.boolean(),
  /** Shown, but drawn in its degraded state (its data failed). */
  degraded: z.boolean().optional(),
  reasons: z.array(ExplainReasonSchema),
})
export type ExplainEntry = z.infer<typeof ExplainEntrySchema>

const ExplainSchema = z.object({
  facts: z.record(z.string(), z.unknown()).describe('The server facts the screen was resolved with'),
  entries: z.array(ExplainEntrySchema),
})
export type Explain = z.infer<typeof ExplainSchema>

/** `GET /api/screen?…&explain=1` (operators only): the screen and why each entry is on it or not. */
export const ExplainedScreenSchema = z.object({ screen: ScreenResponseSchema, explain: ExplainSchema })
