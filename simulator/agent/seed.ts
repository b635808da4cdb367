import type { ContractRequests } from '../data/contracts.ts'
import { AGENT_ID, findMemberByAccount, type Member } from '../data/members.ts'
import { LINK_REGISTERED, SUBAGENT_ID, startOfUtcMonth } from '../data/team.ts'
import type { AgentState, DividendRecord, HistoryEntry, Rates } from './types.ts'

const DAY = 86_400_000
/** Links an agent may keep at once (the quota call's `affiliateUrlMax`). */
export const AFFILIATE_URL_MAX = 10

const AGENT_RATES: Rates = { LOTT: 0.015, RNG: 0.01, LIVE: 0.008, SPORTS: 0.006 }
const SUBAGENT_RATES: Rates = { LOTT: 0.012, RNG: 0.008, LIVE: 0.006, SPORTS: 0.005 }
/** agent1's direct members, below agent1's quota (and below subagent1's, so a transfer keeps them valid). */
const MEMBER_RATES: Rates = { LOTT: 0.01, RNG: 0.007, LIVE: 0.005, SPORTS: 0.004 }
const SUB_MEMBER_RATES: Rates = { LOTT: 0.008, RNG: 0.005, LIVE: 0.004, SPORTS: 0.003 }

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10)
}

/** The three months before this one at 25 %: two paid, the last still pending (newest first); rounded down like the estimate. */
function dividendHistory(now: number): DividendRecord[] {
  const figures = [
    { netLoss: 18250.5, activeMembers: 12, status: 'PENDING' },
    { netLoss: 9420, activeMembers: 9, status: 'PAID' },
    { netLoss: 12600.25, activeMembers: 11, status: 'PAID' },
  ] as const
  let monthStart = startOfUtcMonth(now)
  return figures.map((f) => {
    const end = monthStart - DAY
    const start = startOfUtcMonth(end)
    const payoutTime = f.status === 'PAID' ? monthStart + 5 * DAY : null
    monthStart = start
    return {
      startDate: isoDay(start),
      endDate: isoDay(end),
      netLoss: f.netLoss,
      activeMembers: f.activeMembers,
      rate: 0.25,
      amount: Math.floor((Math.round(f.netLoss * 100) * 25) / 100) / 100,
      status: f.status,
      payoutTime,
    }
  })
}

function contractHistory(now: number, dividends: readonly DividendRecord[]): HistoryEntry[] {
  const entry = (
    id: number,
    type: HistoryEntry['type'],
    gameType: string,
    event: HistoryEntry['event'],
    time: number,
    amount: number | null = null,
  ): HistoryEntry => ({ id, agentId: AGENT_ID, type, gameType, event, time, amount })
  const paid = dividends.filter((d) => d.payoutTime !== null)
  return [
    entry(1, 'dividend', 'LIVE', 'APPLIED', now - 160 * DAY),
    entry(2, 'dividend', 'LIVE', 'SIGNED', now - 158 * DAY),
    entry(3, 'dailySalary', 'RNG', 'APPLIED', now - 95 * DAY),
    entry(4, 'dailySalary', 'RNG', 'SIGNED', now - 94 * DAY),
    entry(5, 'dailySalary', 'LIVE', 'APPLIED', now - 60 * DAY),
    entry(6, 'dailySalary', 'LIVE', 'REFUSED', now - 59 * DAY),
    ...paid.map((d, i) => entry(7 + i, 'dividend', 'LIVE', 'PAID', d.payoutTime ?? now, d.amount)),
  ]
}

/** agent1's signed contracts: a dividend on live games in two tiers, a daily salary on slots. */
function activeContracts(): ContractRequests {
  return {
    dividend: {
      LIVE: [
        { minimumBet: 1000, netLoss: 3000, activeMember: 3, contractRate: 0.2, status: 'A' },
        { minimumBet: 5000, netLoss: 10000, activeMember: 6, contractRate: 0.25, status: 'A' },
      ],
    },
    dailySalary: {
      RNG: [
        {
          id: 7000,
          status: 'A',
          details: [
            { betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.003 },
            { betVolume: 5000, activeMember: 5, rateType: 'F', rate: 150 },
          ],
        },
      ],
    },
    hourSalary: {},
  }
}

/** agent1's rebates, two links (one signed up three members), active contracts and history; nothing for others. */
export function createAgentState(now: number, members: readonly Member[]): AgentState {
  const rebates = new Map<number, Rates>([
    [AGENT_ID, { ...AGENT_RATES }],
    [SUBAGENT_ID, { ...SUBAGENT_RATES }],
  ])
  for (const m of members) {
    if (m.uplineId === AGENT_ID && m.id !== SUBAGENT_ID) rebates.set(m.id, { ...MEMBER_RATES })
    if (m.uplineId === SUBAGENT_ID) rebates.set(m.id, { ...SUB_MEMBER_RATES })
  }
  const registered = LINK_REGISTERED.flatMap((account) => findMemberByAccount(members, account)?.id ?? [])
  const dividends = dividendHistory(now)
  return {
    rebates,
    links: [
      { id: 1, agentId: AGENT_ID, code: 'ACEM8801', memberType: 0, rebates: { ...MEMBER_RATES }, createTime: now - 120 * DAY, memberIds: registered },
      { id: 2, agentId: AGENT_ID, code: 'ACEA8802', memberType: 1, rebates: { ...SUBAGENT_RATES }, createTime: now - 30 * DAY, memberIds: [] },
    ],
    active: new Map([[AGENT_ID, activeContracts()]]),
    applications: [],
    history: contractHistory(now, dividends),
    dividends: new Map([[AGENT_ID, dividends]]),
    seq: 100,
  }
}
