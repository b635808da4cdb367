import type { Member } from '../data/members.ts'
import type { BetCategory } from '../money/records.ts'
import { walletOf } from '../money/wallet.ts'
import type { AgentSlice, RebateGameType } from './types.ts'

/** A half-open span of platform time, `[from, to)`. */
export type Range = { from: number; to: number }
/** One stake of a member: a game bet or a lottery sub-order, under its rebate game type. */
export type Stake = { memberId: number; at: number; betMinor: number; validMinor: number; winMinor: number; gameType: RebateGameType }
export type Figures = { betMinor: number; validMinor: number; winLossMinor: number; depositMinor: number; withdrawMinor: number }

/** Fishing and card games earn the slot (RNG) rebate: the rebate settings know four game types only. */
const REBATE_TYPE: Readonly<Record<BetCategory, RebateGameType>> = { RNG: 'RNG', FISH: 'RNG', PVP: 'RNG', LIVE: 'LIVE', SPORTS: 'SPORTS' }

const within = (at: number, range: Range) => at >= range.from && at < range.to

/** Every stake in the member's wallet (read from the money state each time: figures are never stored). */
export function stakesOf(state: AgentSlice, member: Member, range: Range): Stake[] {
  const wallet = walletOf(state.money, member, state.now())
  const games = wallet.bets
    .filter((b) => within(b.at, range))
    .map((b) => ({ memberId: member.id, at: b.at, betMinor: b.betMinor, validMinor: b.validMinor, winMinor: b.winMinor, gameType: REBATE_TYPE[b.gameType] }))
  const lottery = wallet.lotteryOrders
    .filter((o) => within(o.createdAt, range))
    .flatMap((o) =>
      o.subOrders
        .filter((s) => s.status !== 'CANCELLED')
        .map((s) => ({
          memberId: member.id,
          at: o.createdAt,
          betMinor: s.amountMinor,
          validMinor: s.amountMinor,
          winMinor: s.winMinor,
          gameType: 'LOTT' as const,
        })),
    )
  return [...games, ...lottery]
}

/** Bets, valid bets, win/loss (payouts − stakes, the player's view), deposits and withdrawals that are not refused. */
export function figuresOf(state: AgentSlice, member: Member, range: Range): Figures {
  const wallet = walletOf(state.money, member, state.now())
  const stakes = stakesOf(state, member, range)
  const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0)
  return {
    betMinor: sum(stakes.map((s) => s.betMinor)),
    validMinor: sum(stakes.map((s) => s.validMinor)),
    winLossMinor: sum(stakes.map((s) => s.winMinor - s.betMinor)),
    depositMinor: sum(wallet.ledger.filter((tx) => tx.code === 'deposit' && within(tx.at, range)).map((tx) => tx.amountMinor)),
    withdrawMinor: sum(wallet.withdrawals.filter((w) => w.status !== 'REJECTED' && within(w.createdAt, range)).map((w) => w.amountMinor)),
  }
}

export function addFigures(list: readonly Figures[]): Figures {
  return list.reduce(
    (t, f) => ({
      betMinor: t.betMinor + f.betMinor,
      validMinor: t.validMinor + f.validMinor,
      winLossMinor: t.winLossMinor + f.winLossMinor,
      depositMinor: t.depositMinor + f.depositMinor,
      withdrawMinor: t.withdrawMinor + f.withdrawMinor,
    }),
    { betMinor: 0, validMinor: 0, winLossMinor: 0, depositMinor: 0, withdrawMinor: 0 },
  )
}

/** When the member's first deposit was credited, if ever. */
export function firstDepositAt(state: AgentSlice, member: Member): number | undefined {
  const deposits = walletOf(state.money, member, state.now())
    .ledger.filter((tx) => tx.code === 'deposit')
    .map((tx) => tx.at)
  return deposits.length ? Math.min(...deposits) : undefined
}
