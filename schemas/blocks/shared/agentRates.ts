import { z } from 'zod'
import { AGENT_GAME_TYPES } from '../../api/agent.ts'

/** A rebate rate per game type as shown, and as a percentage to prefill a form ("0.8"). */
export const RateSchema = z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string(), value: z.string(), percent: z.string() })

/** The most an agent may grant per game type (its own rate), as percentages. */
export const QuotaSchema = z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string(), min: z.string(), max: z.string() })
export type Quota = z.infer<typeof QuotaSchema>
