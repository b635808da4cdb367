import type { ContractKindName, ContractRequests } from '../data/contracts.ts'
import type { Member } from '../data/members.ts'
import type { MoneyState } from '../money/wallet.ts'

/** The game types rebates and contracts are keyed by (agent-wire.md). */
export const REBATE_GAME_TYPES = ['LOTT', 'RNG', 'LIVE', 'SPORTS'] as const
export type RebateGameType = (typeof REBATE_GAME_TYPES)[number]
export type Rates = Record<RebateGameType, number>

export type AffiliateLink = {
  id: number
  agentId: number
  code: string
  /** 0: the link signs up members, 1: agents (type 1). */
  memberType: 0 | 1
  rebates: Rates
  createTime: number
  /** Members who registered through it: its registration count is this list's length. */
  memberIds: number[]
}

export type HistoryEvent = 'APPLIED' | 'SIGNED' | 'REFUSED' | 'ENDED' | 'PAID'
export type HistoryEntry = { id: number; agentId: number; type: ContractKindName; gameType: string; event: HistoryEvent; time: number; amount: number | null }
type Application = { id: number; agentId: number; type: ContractKindName; gameType: RebateGameType; at: number }
/** A settled month of an agent's dividend (the platform's record; past months are not recomputed). */
export type DividendRecord = {
  startDate: string
  endDate: string
  netLoss: number
  activeMembers: number
  rate: number
  amount: number
  status: 'PAID' | 'PENDING' | 'REJECTED'
  payoutTime: number | null
}

/** The agent side of the platform: rebates, links, active contracts, applications, contract and dividend history. */
export type AgentState = {
  /** Member id → its own rebate rates (absent: none, all 0). */
  rebates: Map<number, Rates>
  links: AffiliateLink[]
  /** Agent id → its active contracts, in the shape of the requests (status `A`). */
  active: Map<number, ContractRequests>
  applications: Application[]
  history: HistoryEntry[]
  dividends: Map<number, DividendRecord[]>
  seq: number
}

/** What the agent functions read of the simulator's state: the agents' own, the members, their wallets and the clock. */
export type AgentSlice = { agents: AgentState; members: Member[]; money: MoneyState; now: () => number }
