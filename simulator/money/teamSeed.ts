import type { Member } from '../data/members.ts'
import { startOfUtcDay } from '../data/team.ts'
import { seedLotteryOrders, type LotteryOrder } from './lotteryOrders.ts'
import { seedBets, seedLedger, type Bet, type Tx } from './records.ts'

/**
 * Money of some of agent1's team (by id): game bets over 30 days, lottery orders, a deposit today and, for one, a
 * withdrawal today, so the agent centre's figures of today and of this month are never zero.
 */
const TEAM_MONEY: Readonly<Record<number, { bets: number; lottery: number; depositMinor: number; withdrawalMinor?: number }>> = {
  9002: { bets: 14, lottery: 4, depositMinor: 50000 },
  9003: { bets: 9, lottery: 0, depositMinor: 20000, withdrawalMinor: 30000 },
  9005: { bets: 6, lottery: 2, depositMinor: 100000 },
  9006: { bets: 8, lottery: 0, depositMinor: 15000 },
  9008: { bets: 12, lottery: 3, depositMinor: 30000 },
  9009: { bets: 5, lottery: 0, depositMinor: 10000 },
  9012: { bets: 7, lottery: 2, depositMinor: 25000 },
  9029: { bets: 4, lottery: 0, depositMinor: 8000 },
}

export type TeamMoney = { bets: Bet[]; ledger: Tx[]; lotteryOrders: LotteryOrder[]; withdrawal: { amountMinor: number; at: number } | null }

/** Rows newest first with balances worked back from the member's balance (the ledger ends at it). */
function rebalance(rows: readonly Tx[], balanceMinor: number): Tx[] {
  let balance = balanceMinor
  return [...rows]
    .sort((a, b) => b.at - a.at)
    .map((tx) => {
      const row = { ...tx, balanceMinor: balance }
      balance -= tx.amountMinor
      return row
    })
}

export function seedTeamMoney(member: Member, now: number): TeamMoney | undefined {
  const seed = TEAM_MONEY[member.id]
  if (!seed) return undefined
  const today = startOfUtcDay(now)
  const bets = seedBets(member, seed.bets, 30, now)
  const newest = bets[0]
  if (newest && newest.at < today) newest.at = Math.max(today, now - 60_000)
  const rows = seedLedger(member, bets, now)
  rows.push({
    txId: `T${member.id}D1`,
    code: 'deposit',
    amountMinor: seed.depositMinor,
    balanceMinor: 0,
    at: Math.max(today, now - 120_000),
    orderNo: `D${member.id}00001`,
    remark: 'Bank transfer',
  })
  let withdrawal: TeamMoney['withdrawal'] = null
  if (seed.withdrawalMinor) {
    withdrawal = { amountMinor: seed.withdrawalMinor, at: Math.max(today, now - 90_000) }
    rows.push({
      txId: `T${member.id}W1`,
      code: 'withdraw',
      amountMinor: -seed.withdrawalMinor,
      balanceMinor: 0,
      at: withdrawal.at,
      orderNo: `W${member.id}00001`,
      remark: 'Bank card',
    })
  }
  return { bets, ledger: rebalance(rows, member.balanceMinor), lotteryOrders: seedLotteryOrders(member, seed.lottery, now), withdrawal }
}
