/** A reward ticket as S28's scripts read it: `ticketId`, `transactionId`, `type`, `status`, `conditionStatus`. */
export type RewardTicket = {
  ticketId: number
  transactionId: string
  ticketName: string
  type: string
  bonusAmount: number
  /** `AVAILABLE` (S28's list query) or `CLAIMED` (the simulator's word for a claimed ticket). */
  status: 'AVAILABLE' | 'CLAIMED'
  /** What still has to happen before the ticket can be claimed; empty when it can be. */
  conditionStatus: string[]
  expiredTime: number
  claimTime: number | null
}

type Seed = Omit<RewardTicket, 'expiredTime' | 'claimTime'> & { expiresInDays: number; claimedDaysAgo?: number }

const DAY = 86_400_000

const MEMBER0: readonly Seed[] = [
  {
    ticketId: 501,
    transactionId: 'TX10001A',
    ticketName: 'Lucky Wheel Spin',
    type: 'PRIZE_WHEEL',
    bonusAmount: 18,
    status: 'AVAILABLE',
    conditionStatus: [],
    expiresInDays: 7,
  },
  {
    ticketId: 502,
    transactionId: 'TX10001B',
    ticketName: 'Free Spins ×10',
    type: 'FREE_SPIN',
    bonusAmount: 10,
    status: 'AVAILABLE',
    conditionStatus: [],
    expiresInDays: 3,
  },
  {
    ticketId: 503,
    transactionId: 'TX10001C',
    ticketName: 'Deposit Bonus Ticket',
    type: 'DEPOSIT',
    bonusAmount: 50,
    status: 'AVAILABLE',
    conditionStatus: ['Deposit at least ￥100 today'],
    expiresInDays: 1,
  },
  {
    ticketId: 504,
    transactionId: 'TX10001D',
    ticketName: 'Weekly Cashback',
    type: 'CASHBACK',
    bonusAmount: 12.5,
    status: 'CLAIMED',
    conditionStatus: [],
    expiresInDays: 0,
    claimedDaysAgo: 2,
  },
]

/** member0: three unclaimed (one still waiting on a deposit) and one claimed; member2: 128 check-in tickets. */
export function seedTickets(now: number): Map<number, RewardTicket[]> {
  const member2: Seed[] = Array.from({ length: 128 }, (_, i) => ({
    ticketId: 1000 + i,
    transactionId: `TX10003-${String(i + 1).padStart(3, '0')}`,
    ticketName: `Daily Check-in #${i + 1}`,
    type: 'CHECK_IN',
    bonusAmount: 1,
    status: 'AVAILABLE',
    conditionStatus: [],
    expiresInDays: 30,
  }))
  const build = (seeds: readonly Seed[]) =>
    seeds.map(({ expiresInDays, claimedDaysAgo, ...t }) => ({
      ...t,
      expiredTime: now + expiresInDays * DAY,
      claimTime: claimedDaysAgo === undefined ? null : now - claimedDaysAgo * DAY,
    }))
  return new Map([
    [10001, build(MEMBER0)],
    [10003, build(member2)],
  ])
}
