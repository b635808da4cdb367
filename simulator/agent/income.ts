import type { ContractRequests } from '../data/contracts.ts'
import { findMemberById, type Member } from '../data/members.ts'
import { startOfUtcDay, startOfUtcMonth } from '../data/team.ts'
import { stakesOf, type Range, type Stake } from './figures.ts'
import { teamOf } from './team.ts'
import type { AgentSlice } from './types.ts'

type DailyTier = ContractRequests['dailySalary'][string][number]['details'][number]
type HourTier = ContractRequests['hourSalary'][string][number]['hourSalaryRates'][number]
type DividendTier = ContractRequests['dividend'][string][number]
const DAY = 86_400_000
const HOUR = 3_600_000
const EMPTY: ContractRequests = { dividend: {}, dailySalary: {}, hourSalary: {} }

export const activeOf = (state: AgentSlice, agentId: number): ContractRequests => state.agents.active.get(agentId) ?? EMPTY

/** The calendar month of `now`, or `back` months before it. */
export function monthRange(now: number, back = 0): Range {
  let from = startOfUtcMonth(now)
  for (let i = 0; i < back; i++) from = startOfUtcMonth(from - DAY)
  return { from, to: startOfUtcMonth(from + 32 * DAY) }
}

function teamStakes(state: AgentSlice, agent: Member, range: Range): Stake[] {
  return teamOf(state.members, agent.id).flatMap(({ member }) => stakesOf(state, member, range))
}

const sum = (stakes: readonly Stake[], pick: (s: Stake) => number) => stakes.reduce((t, s) => t + pick(s), 0)
const activeCount = (stakes: readonly Stake[]) => new Set(stakes.map((s) => s.memberId)).size

/** The highest tier the team reaches (tiers ascend), or none. */
function reached<T>(tiers: readonly T[], ok: (tier: T) => boolean): T | undefined {
  return tiers.filter(ok).at(-1)
}

/** A percentage rate pays on the bets (minor units, rounded down), a fixed one is the amount itself. */
function pay(tier: { rateType: 'P' | 'F'; rate: number } | undefined, betMinor: number): number {
  if (!tier) return 0
  return tier.rateType === 'P' ? Math.floor(betMinor * tier.rate) : Math.round(tier.rate * 100)
}

/** One day's daily salary under every active daily contract (each counts the bets of its own game type). */
export function dailySalaryOf(state: AgentSlice, agent: Member, day: Range) {
  const stakes = teamStakes(state, agent, day)
  const contracts = Object.entries(activeOf(state, agent.id).dailySalary)
  if (contracts.length === 0) return null
  const parts = contracts.map(([gameType, list]) => {
    const own = stakes.filter((s) => s.gameType === gameType)
    const betMinor = sum(own, (s) => s.betMinor)
    const active = activeCount(own)
    const details = list[0]?.details ?? []
    const tier: DailyTier | undefined = reached(details, (t) => t.betVolume * 100 <= betMinor && t.activeMember <= active)
    return { betMinor, active, tier, first: details[0], amountMinor: pay(tier, betMinor) }
  })
  const head = parts[0]
  return {
    betMinor: parts.reduce((t, p) => t + p.betMinor, 0),
    active: activeCount(stakes.filter((s) => contracts.some(([g]) => g === s.gameType))),
    rateType: head?.tier?.rateType ?? head?.first?.rateType ?? 'P',
    rate: head?.tier?.rate ?? 0,
    amountMinor: parts.reduce((t, p) => t + p.amountMinor, 0),
  }
}

/** The dividend of a period under the active dividend contracts: players' net loss × the reached tier's rate. */
export function dividendOf(state: AgentSlice, agent: Member, range: Range) {
  const contracts = Object.entries(activeOf(state, agent.id).dividend)
  if (contracts.length === 0) return null
  const stakes = teamStakes(state, agent, range).filter((s) => contracts.some(([g]) => g === s.gameType))
  const betMinor = sum(stakes, (s) => s.betMinor)
  const netLossMinor = sum(stakes, (s) => s.betMinor - s.winMinor)
  const active = activeCount(stakes)
  const tiers = contracts.flatMap(([, list]) => list)
  const tier: DividendTier | undefined = reached(tiers, (t) => t.minimumBet * 100 <= betMinor && t.netLoss * 100 <= netLossMinor && t.activeMember <= active)
  const rate = tier?.contractRate ?? 0
  return { netLossMinor, active, rate, amountMinor: netLossMinor > 0 ? Math.floor(netLossMinor * rate) : 0 }
}

/** Each whole day (and today so far) of the range before now. */
function* days(range: Range, now: number): Generator<Range> {
  for (let from = startOfUtcDay(range.from); from < range.to && from <= now; from += DAY) yield { from, to: from + DAY }
}

export function dailySalaryIn(state: AgentSlice, agent: Member, range: Range): number {
  let total = 0
  for (const day of days(range, state.now())) total += dailySalaryOf(state, agent, day)?.amountMinor ?? 0
  return total
}

/** Hourly salary: every hour of the range whose team bets of the contract's game type reach a tier. */
export function hourSalaryIn(state: AgentSlice, agent: Member, range: Range): number {
  const contracts = Object.entries(activeOf(state, agent.id).hourSalary)
  if (contracts.length === 0) return 0
  const stakes = teamStakes(state, agent, range)
  let total = 0
  for (const [gameType, list] of contracts) {
    const hours = new Map<number, Stake[]>()
    for (const s of stakes.filter((x) => x.gameType === gameType)) hours.set(Math.floor(s.at / HOUR), [...(hours.get(Math.floor(s.at / HOUR)) ?? []), s])
    for (const own of hours.values()) {
      const betMinor = sum(own, (s) => s.betMinor)
      const tier: HourTier | undefined = reached(list[0]?.hourSalaryRates ?? [], (t) => t.minimumBet * 100 <= betMinor && t.activeMember <= activeCount(own))
      total += pay(tier, betMinor)
    }
  }
  return total
}

/** Rebate difference: each team stake's valid amount × (the agent's rate − the member's own rate). */
export function commissionIn(state: AgentSlice, agent: Member, range: Range): number {
  const own = state.agents.rebates.get(agent.id)
  if (!own) return 0
  return teamStakes(state, agent, range).reduce((t, s) => {
    const member = findMemberById(state.members, s.memberId)
    const theirs = (member && state.agents.rebates.get(member.id)?.[s.gameType]) ?? 0
    return t + Math.floor(s.validMinor * Math.max(0, own[s.gameType] - theirs))
  }, 0)
}
