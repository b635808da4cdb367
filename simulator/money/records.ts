import type { Member } from '../data/members.ts'
import { pick, rngFor, type Rng } from '../prng.ts'

/** The transaction kinds of the platform's member ledger (S26 transactionRecord `codeTypes`). */
export const TX_CODES = ['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'betting_rebate', 'other'] as const
export type TxCode = (typeof TX_CODES)[number]
export const TX_TYPE_IDS: Readonly<Record<TxCode, number>> = {
  deposit: 1001,
  withdraw: 2001,
  betting: 3001,
  winning: 3002,
  dividend: 4001,
  betting_rebate: 4002,
  other: 9001,
}
export const TX_NAMES: Readonly<Record<TxCode, string>> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  betting: 'Betting',
  winning: 'Winning',
  dividend: 'Promotion',
  betting_rebate: 'Betting rebate',
  other: 'Other',
}

export type Tx = { txId: string; code: TxCode; amountMinor: number; balanceMinor: number; at: number; orderNo: string; remark: string }

/** Settled third-party bets, one relay per category (S26 gameRecord: ODSFE2_RNGOrders, …). */
export const BET_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const
export type BetCategory = (typeof BET_CATEGORIES)[number]
export type Bet = {
  orderNo: string
  gameType: BetCategory
  vendor: string
  gameName: string
  betMinor: number
  validMinor: number
  winMinor: number
  at: number
  status: 'win' | 'lose' | 'tie'
}

const GAMES: Readonly<Record<BetCategory, readonly [string, string][]>> = {
  RNG: [
    ['PG', 'Mahjong Ways'],
    ['JL', 'Super Ace'],
    ['PP', 'Gates of Olympus'],
    ['JDB', 'Lucky Neko'],
  ],
  FISH: [
    ['JL', 'Jackpot Fishing'],
    ['KA', 'Ocean King'],
  ],
  LIVE: [
    ['EVO', 'Lightning Baccarat'],
    ['SEXY', 'Dragon Tiger'],
    ['DG', 'Roulette'],
  ],
  PVP: [
    ['KY', "Texas Hold'em"],
    ['V8', 'Niu Niu'],
  ],
  SPORTS: [
    ['SBO', 'Premier League'],
    ['SABA', 'La Liga'],
  ],
}
const STAKES = [1000, 2000, 5000, 10000, 20000, 50000]
const HOUR = 3_600_000

/** Bets spread over the last `days`, newest first, the same for a member on every run. */
export function seedBets(member: Member, count: number, days: number, now: number): Bet[] {
  const rng: Rng = rngFor(member.id, 'bets')
  const bets: Bet[] = []
  for (let i = 0; i < count; i++) {
    const gameType = pick(rng, BET_CATEGORIES)
    const [vendor, gameName] = pick(rng, GAMES[gameType])
    const betMinor = pick(rng, STAKES)
    const roll = rng()
    const status = roll < 0.45 ? 'win' : roll < 0.9 ? 'lose' : 'tie'
    const winMinor = status === 'win' ? betMinor * (2 + Math.floor(rng() * 3)) : status === 'tie' ? betMinor : 0
    const at = now - Math.floor(((i + rng()) * days * 24 * HOUR) / count)
    bets.push({
      orderNo: `B${member.id}${String(i + 1).padStart(5, '0')}`,
      gameType,
      vendor,
      gameName,
      betMinor,
      validMinor: status === 'tie' ? 0 : betMinor,
      winMinor,
      at,
      status,
    })
  }
  return bets
}

/** A ledger that ends at the member's balance: older rows are worked back from it. */
export function seedLedger(member: Member, bets: readonly Bet[], now: number): Tx[] {
  const rows: Omit<Tx, 'balanceMinor'>[] = []
  for (const bet of bets.slice(0, 12)) {
    if (bet.winMinor > 0) {
      rows.push({ txId: `T${bet.orderNo}W`, code: 'winning', amountMinor: bet.winMinor, at: bet.at + 60_000, orderNo: bet.orderNo, remark: bet.gameName })
    }
    rows.push({ txId: `T${bet.orderNo}`, code: 'betting', amountMinor: -bet.betMinor, at: bet.at, orderNo: bet.orderNo, remark: bet.gameName })
  }
  const first = bets.at(-1)?.at ?? now - 30 * 24 * HOUR
  rows.push({ txId: `T${member.id}D0`, code: 'deposit', amountMinor: 200000, at: first - HOUR, orderNo: `D${member.id}00000`, remark: 'Bank transfer' })
  rows.sort((a, b) => b.at - a.at)
  let balance = member.balanceMinor
  return rows.map((row) => {
    const tx = { ...row, balanceMinor: balance }
    balance -= row.amountMinor
    return tx
  })
}
