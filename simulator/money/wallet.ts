import { randomBytes } from 'node:crypto'
import type { Member } from '../data/members.ts'
import { toMinor } from './amount.ts'
import { seedLotteryOrders, type LotteryOrder } from './lotteryOrders.ts'
import { seedBets, seedLedger, type Bet, type Tx, type TxCode } from './records.ts'
import { seedTeamMoney } from './teamSeed.ts'

export type BankCard = { bankCardId: string; bankCode: string; bankName: string; cardNumber: string; cardHolder: string; createdAt: number }
type DepositStatus = 'UNPAID' | 'PENDING' | 'SUCCESS' | 'FAILED'
export type DepositOrder = {
  orderNo: string
  memberId: number
  channelId: string
  channelName: string
  kind: 'GATEWAY' | 'MANUAL'
  amountMinor: number
  promoId: string | null
  status: DepositStatus
  createdAt: number
  backUrl: string | null
  ticket: string
  /** The key the request was sent with, shown in the deposit report (simulator's own). */
  requestId: string | null
}
type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED'
type Withdrawal = {
  orderNo: string
  memberId: number
  amountMinor: number
  card: BankCard
  status: WithdrawalStatus
  createdAt: number
  /** The key the request was sent with, shown in the withdrawal report (simulator's own). */
  requestId?: string | null
}

/** One member's money: cards, ledger, bets, deposits, withdrawals, rebate accrual and referrals. */
export type Wallet = {
  cards: BankCard[]
  ledger: Tx[]
  bets: Bet[]
  lotteryOrders: LotteryOrder[]
  deposits: DepositOrder[]
  withdrawals: Withdrawal[]
  /** Bets placed after this count towards the manual rebate. */
  rebateSince: number
  referralCode: string | null
  invitations: number
}

export type MoneyState = {
  wallets: Map<number, Wallet>
  /** Every request id a withdrawal or deposit was made with: a replay is refused (simulator's own rule). */
  requestIds: Set<string>
  seq: number
}

export function createMoneyState(): MoneyState {
  return { wallets: new Map(), requestIds: new Set(), seq: 0 }
}

const SEEDED: Readonly<Record<number, { bets: number; referral: string | null; invitations: number; card?: Omit<BankCard, 'createdAt'> }>> = {
  10001: {
    bets: 64,
    referral: 'LEE8821',
    invitations: 3,
    card: {
      bankCardId: '7001',
      bankCode: 'ICBC',
      bankName: 'Industrial and Commercial Bank of China',
      cardNumber: '6222021001123456789',
      cardHolder: 'LEE LUCKY',
    },
  },
  10002: { bets: 18, referral: null, invitations: 0 },
  10003: { bets: 30, referral: 'ANA5120', invitations: 12 },
}
const DAY = 86_400_000
const TEAM_CARD: Omit<BankCard, 'createdAt'> = {
  bankCardId: '7101',
  bankCode: 'CCB',
  bankName: 'China Construction Bank',
  cardNumber: '6217001234567890123',
  cardHolder: 'TEAM MEMBER',
}

/** A team member's wallet (agent1's downline): the team's bets, ledger and lottery orders, one card, maybe a withdrawal. */
function teamWallet(member: Member, team: NonNullable<ReturnType<typeof seedTeamMoney>>, now: number): Wallet {
  const card = { ...TEAM_CARD, createdAt: now - 90 * DAY }
  const withdrawals: Withdrawal[] = team.withdrawal
    ? [
        {
          orderNo: `W${member.id}00001`,
          memberId: member.id,
          amountMinor: team.withdrawal.amountMinor,
          card,
          status: 'APPROVED',
          createdAt: team.withdrawal.at,
        },
      ]
    : []
  return {
    cards: [card],
    ledger: team.ledger,
    bets: team.bets,
    lotteryOrders: team.lotteryOrders,
    deposits: [],
    withdrawals,
    rebateSince: now - 7 * DAY,
    referralCode: null,
    invitations: 0,
  }
}

/** A seed member's wallet with its history, or a new member's, empty. */
function memberWallet(member: Member, now: number): Wallet {
  const seed = SEEDED[member.id]
  const bets = seed ? seedBets(member, seed.bets, 30, now) : []
  return {
    cards: seed?.card ? [{ ...seed.card, createdAt: now - 40 * DAY }] : [],
    ledger: seed ? seedLedger(member, bets, now) : [],
    bets,
    lotteryOrders: seed ? seedLotteryOrders(member, Math.min(seed.bets, 14), now) : [],
    deposits: [],
    withdrawals: [],
    rebateSince: now - 7 * DAY,
    referralCode: seed?.referral ?? null,
    invitations: seed?.invitations ?? 0,
  }
}

/** The member's wallet, seeded the first time it is asked for (seed members get history; new ones start empty). */
export function walletOf(money: MoneyState, member: Member, now: number): Wallet {
  const kept = money.wallets.get(member.id)
  if (kept) return kept
  const team = seedTeamMoney(member, now)
  const wallet = team ? teamWallet(member, team, now) : memberWallet(member, now)
  money.wallets.set(member.id, wallet)
  return wallet
}

/** A platform order number: prefix, date and a sequence. */
export function nextOrderNo(money: MoneyState, prefix: string, now: number): string {
  money.seq += 1
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '')
  return `${prefix}${day}${String(money.seq).padStart(6, '0')}`
}

/** Moves the balance and writes the ledger row, newest first. */
export function post(wallet: Wallet, member: Member, code: TxCode, amountMinor: number, orderNo: string, remark: string, at: number): void {
  member.balanceMinor += amountMinor
  wallet.ledger.unshift({ txId: `T${randomBytes(6).toString('hex')}`, code, amountMinor, balanceMinor: member.balanceMinor, at, orderNo, remark })
}

/** A promotion's or a reward's bonus: credited to the balance and written to the ledger as a promotion row. */
export function creditBonus(money: MoneyState, member: Member, amount: number, remark: string, now: number): void {
  const minor = toMinor(amount) ?? Math.round(amount * 100)
  post(walletOf(money, member, now), member, 'dividend', minor, nextOrderNo(money, 'B', now), remark, now)
}

export function newTicket(): string {
  return randomBytes(16).toString('hex')
}

/**
 * The member whose referral code this is (simulator's own rule: the registration form's invitation code takes an
 * agent's affiliate code or a member's referral code, which is what the member centre's invite link carries).
 */
export function referrerOf(money: MoneyState, members: readonly Member[], code: string): Member | undefined {
  const wanted = code.trim().toUpperCase()
  if (!wanted) return undefined
  return members.find((m) => {
    const seeded = SEEDED[m.id]?.referral
    const wallet = money.wallets.get(m.id)
    return (wallet ? wallet.referralCode : seeded)?.toUpperCase() === wanted
  })
}
