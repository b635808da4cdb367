import { agentContractSeed, type ContractRequests } from '../data/contracts.ts'
import { AGENT_ID } from '../data/members.ts'
import { MEMBER_PROMO_SEED, PROMOTIONS, type PromoDef, type PromoStatus } from '../data/promotions.ts'
import { seedTickets, type RewardTicket } from '../data/rewards.ts'
import type { DownloadResource } from '../data/seed.ts'

/** An application (join with a comment and pictures) as the platform received it. */
type Application = { memberId: number; promotionId: number; remarks: string; pictures: number; at: number }
/** An agent's answer to a contract request. */
type Decision = { memberId: number; kind: keyof ContractRequests; key: string; status: string; at: number }

/** Promotions, reward tickets, agent contracts and download links; back to the seed on reset. */
export type PromoState = {
  /** Member id → promotion id → the member's own state (else the common one). */
  memberStatus: Map<number, Map<number, PromoStatus>>
  /** Promotion id → common state set through the control API. */
  common: Map<number, PromoStatus>
  applications: Application[]
  tickets: Map<number, RewardTicket[]>
  contracts: Map<number, ContractRequests>
  decisions: Decision[]
  /** Download links set through the control API, in place of the seed's. */
  resources: DownloadResource[] | null
}

/** What the promotion functions read of the simulator's state: their own and the clock. */
type PromoSlice = { promo: PromoState; now: () => number }

export function createPromoState(now: number): PromoState {
  return {
    memberStatus: new Map(
      Object.entries(MEMBER_PROMO_SEED).map(([id, states]) => [Number(id), new Map(Object.entries(states).map(([p, s]) => [Number(p), s]))]),
    ),
    common: new Map(),
    applications: [],
    tickets: seedTickets(now),
    contracts: new Map([[AGENT_ID, agentContractSeed()]]),
    decisions: [],
    resources: null,
  }
}

export function resetPromoState(state: PromoSlice): void {
  state.promo = createPromoState(state.now())
}

export function findPromotion(id: number): PromoDef | undefined {
  return PROMOTIONS.find((p) => p.promotionId === id)
}

/** The state a viewer sees: the member's own, else the common one (as the control API may have changed it). */
export function promoStatusOf(state: PromoSlice, def: PromoDef, memberId: number | undefined): PromoStatus {
  const own = memberId === undefined ? undefined : state.promo.memberStatus.get(memberId)?.get(def.promotionId)
  return own ?? state.promo.common.get(def.promotionId) ?? def.common
}

export function setPromoStatus(state: PromoSlice, memberId: number, promotionId: number, status: PromoStatus): void {
  const states = state.promo.memberStatus.get(memberId) ?? new Map<number, PromoStatus>()
  states.set(promotionId, status)
  state.promo.memberStatus.set(memberId, states)
}

export function ticketsOf(state: PromoSlice, memberId: number): RewardTicket[] {
  return state.promo.tickets.get(memberId) ?? []
}
