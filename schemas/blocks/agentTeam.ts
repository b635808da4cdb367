import { z } from 'zod'
import { QuotaSchema, RateSchema } from './shared/agentRates.ts'

const Line = z.object({ label: z.string(), value: z.string() })

const DownlineItemSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.string().describe("Member or agent, in the viewer's language"),
  agent: z.boolean(),
  direct: z.boolean().describe('A direct downline: its rebate may be set and it may be moved'),
  level: z.number().int(),
  registered: z.string(),
  balance: z.string(),
  figures: z.array(Line),
  rebates: z.array(RateSchema),
})
export type DownlineItem = z.infer<typeof DownlineItemSchema>

/** `GET /api/data/agentTeam`: a page of downlines. */
export const AgentTeamPageSchema = z.object({
  items: z.array(DownlineItemSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
})
export type AgentTeamPage = z.infer<typeof AgentTeamPageSchema>

/** Downlines a page, on the screen and in `GET /api/data/agentTeam`. */
export const AGENT_TEAM_PAGE_SIZE = 20

export const AgentTeamPropsSchema = z.object({}).strict()

export const AgentTeamResolvedSchema = z.object({
  pageSize: z.number().int(),
  scopes: z.array(z.object({ id: z.enum(['direct', 'all']), label: z.string() })),
  first: AgentTeamPageSchema.nullable().describe('The first page of direct downlines; null when the platform failed (the list loads again on the phone)'),
  quotas: z.array(QuotaSchema),
})
