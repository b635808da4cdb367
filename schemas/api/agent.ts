import { z } from 'zod'
import { CONTRACT_KINDS } from '../upstream/contracts.ts'

/** Game types an agent's rebates and contracts are set per (the keys of the platform's agent answers). */
export const AGENT_GAME_TYPES = ['LOTT', 'RNG', 'LIVE', 'SPORTS'] as const
export type AgentGameType = (typeof AGENT_GAME_TYPES)[number]

const PlatformId = z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, _ . -')
const Account = z.string().trim().min(1).max(32)
/** A rebate as the agent types it: a percentage with at most three decimals ("1.2" is 1.2 %). */
const PercentText = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, 'a percentage such as 0.8')

/** Rebates per game type; a game type left out keeps its rate. */
const RebatesSchema = z.partialRecord(z.enum(AGENT_GAME_TYPES), PercentText)

/** Set a direct downline's rebates, each within the agent's quota (checked by the gateway, then by the platform). */
export const SetDownlineRebateBodySchema = z.object({ customerId: PlatformId, rebates: RebatesSchema }).strict()

/** Move one or several direct downlines under another agent of the team (after a confirm step on the phone). */
export const TransferDownlinesBodySchema = z.object({ customerIds: z.array(PlatformId).min(1).max(50), targetAccount: Account }).strict()

/** A new affiliate link: who signs up through it (a member or an agent) and the rebates it grants. */
export const CreateAffiliateLinkBodySchema = z.object({ memberType: z.enum(['member', 'agent']), rebates: RebatesSchema }).strict()

export const DeleteAffiliateLinkBodySchema = z.object({ id: PlatformId }).strict()

/** Apply to the upline for a contract of one kind and game type. */
export const ApplyContractBodySchema = z.object({ kind: z.enum(CONTRACT_KINDS), gameType: z.enum(AGENT_GAME_TYPES) }).strict()

/** `setDownlineRebate` answers the downline's rates as they now stand, to redraw its row. */
export const DownlineRebatesDataSchema = z.object({
  rebates: z.array(z.object({ gameType: z.enum(AGENT_GAME_TYPES), label: z.string(), value: z.string(), percent: z.string() })),
})

/** Query of `GET /api/data/agentTeam`: direct downlines or the whole team, an account search, a page. */
export const AgentTeamQuerySchema = z
  .object({
    scope: z.enum(['direct', 'all']).default('direct'),
    account: z.string().trim().max(32).optional().describe('Part of an account name, any case'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(5).max(50).default(20),
    lang: z.string().max(8).optional(),
  })
  .strict()
export type AgentTeamQuery = z.output<typeof AgentTeamQuerySchema>
