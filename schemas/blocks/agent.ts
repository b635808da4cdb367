import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { AGENT_GAME_TYPES } from '../agentApi.ts'
import { CONTRACT_KINDS } from '../upstream/contracts.ts'

const Line = z.object({ label: z.string(), value: z.string() })
const Tone = z.enum(['ok', 'pending', 'bad'])

/** A rebate rate per game type as shown, and as a percentage to prefill a form ("0.8"). */
const RateSchema = z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string(), value: z.string(), percent: z.string() })

/** The most an agent may grant per game type (its own rate), as percentages. */
const QuotaSchema = z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string(), min: z.string(), max: z.string() })
export type Quota = z.infer<typeof QuotaSchema>

// ---- the agent centre's figures -------------------------------------------------------------------------------

export const AgentSummaryPropsSchema = z.object({}).strict()

/** One group of figures; `columns` name the values of each row (empty: one value a row). */
const FigureSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  note: z.string().optional(),
  unavailable: z.string().optional().describe('Set when the platform could not give these figures; the rest still shows'),
})

export const AgentSummaryResolvedSchema = z.object({
  sections: z.array(FigureSectionSchema),
  pending: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int(), action: ActionSchema })),
})
export type AgentSummaryResolved = z.infer<typeof AgentSummaryResolvedSchema>

// ---- the team ---------------------------------------------------------------------------------------------------

const DownlineItemSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.string().describe('Member or agent, in the viewer\'s language'),
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
export const AgentTeamPageSchema = z.object({ items: z.array(DownlineItemSchema), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() })
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

// ---- affiliate links --------------------------------------------------------------------------------------------

const AffiliateLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  link: z.string().describe('The registration form with the code filled: a path of this site'),
  type: z.string(),
  rebates: z.array(RateSchema),
  registrations: z.number().int(),
  created: z.string(),
  remove: ActionSchema.describe('Deletes the link after a confirm step'),
})

export const AffiliateLinksPropsSchema = z.object({}).strict()

export const AffiliateLinksResolvedSchema = z.object({
  links: z.array(AffiliateLinkSchema),
  quotas: z.array(QuotaSchema),
  max: z.number().int().describe('The most links an agent may have'),
  unavailable: z.string().optional(),
})

// ---- contracts --------------------------------------------------------------------------------------------------

const ContractTermsSchema = z.object({ gameType: z.string(), label: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })
const HistoryItemSchema = z.object({ id: z.string(), title: z.string(), when: z.string(), amount: z.string().optional(), status: z.object({ label: z.string(), tone: Tone }) })

export const AgentContractsPropsSchema = z.object({}).strict()

export const AgentContractsResolvedSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(CONTRACT_KINDS),
      label: z.string(),
      active: z.array(ContractTermsSchema),
      history: z.array(HistoryItemSchema),
      payouts: z.array(HistoryItemSchema).describe('Dividend payouts, period by period (dividend only)'),
      apply: z.array(z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string() })).describe('Game types the agent may apply for'),
      pending: z.object({ count: z.number().int(), action: ActionSchema }).optional().describe('Requests of the upline waiting for the agent'),
      unavailable: z.string().optional(),
    }),
  ),
})
