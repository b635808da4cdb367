import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { AGENT_GAME_TYPES } from '../api/agent.ts'
import { CONTRACT_KINDS } from '../upstream/contracts.ts'

const Tone = z.enum(['ok', 'pending', 'bad'])
const ContractTermsSchema = z.object({ gameType: z.string(), label: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })
const HistoryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  when: z.string(),
  amount: z.string().optional(),
  status: z.object({ label: z.string(), tone: Tone }),
})

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
