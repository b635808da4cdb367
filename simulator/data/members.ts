export type Member = {
  id: number
  account: string
  password: string
  type: number
  nickname: string | null
  vip: string | null
  /** Integer minor units (cents): the platform's money is decimal, never a float. */
  balanceMinor: number
  /** The name on the member's bank cards; set once (S26 binds cards to it). */
  payee: string | null
  /** Withdrawal (payment) password; null until the member sets one. */
  paymentPassword: string | null
  /** Without the leading 0, as on the wire. */
  mobileNum: string | null
  countryDialingCode: string
  email: string | null
  regDate: number
  firstTimeLogin: boolean
  unclaimedRewards: number
  disabled: boolean
}

export const DEFAULT_DIALING_CODE = '60'
/** `customerType` of a trial (free play) account. */
export const TRIAL_TYPE = 4

const SEED_MEMBERS: readonly Member[] = [
  {
    id: 10001, account: 'member0', password: 'Passw0rd!', type: 0, nickname: 'Lucky Lee', vip: 'VIP3', balanceMinor: 123456789, payee: 'LEE LUCKY', paymentPassword: '246810',
    mobileNum: '133671234', countryDialingCode: DEFAULT_DIALING_CODE, email: 'member0@example.test',
    regDate: Date.UTC(2023, 4, 12, 8, 30), firstTimeLogin: false, unclaimedRewards: 3, disabled: false,
  },
  {
    id: 10002, account: 'member1', password: 'Passw0rd!', type: 1, nickname: null, vip: 'VIP1', balanceMinor: 500000, payee: null, paymentPassword: null,
    mobileNum: '177234567', countryDialingCode: DEFAULT_DIALING_CODE, email: 'member1@example.test',
    regDate: Date.UTC(2024, 0, 3, 14, 5), firstTimeLogin: true, unclaimedRewards: 0, disabled: false,
  },
  {
    id: 10003, account: 'member2', password: 'Passw0rd!', type: 2, nickname: 'Agent Ana', vip: null, balanceMinor: 8888850, payee: null, paymentPassword: null,
    mobileNum: '198812345', countryDialingCode: DEFAULT_DIALING_CODE, email: 'member2@example.test',
    regDate: Date.UTC(2022, 10, 21, 2, 0), firstTimeLogin: false, unclaimedRewards: 128, disabled: false,
  },
  {
    id: 10004, account: 'trial4', password: 'Passw0rd!', type: 4, nickname: 'Guest 4412', vip: null, balanceMinor: 200000, payee: null, paymentPassword: null,
    mobileNum: null, countryDialingCode: DEFAULT_DIALING_CODE, email: 'trial4@example.test',
    regDate: Date.UTC(2025, 2, 9, 19, 45), firstTimeLogin: true, unclaimedRewards: 0, disabled: false,
  },
]

/** Fresh copies of the four seed accounts; registered and trial members are added to this list. */
export function seedMembers(): Member[] {
  return SEED_MEMBERS.map((m) => ({ ...m }))
}

/** Usernames are matched case-insensitively. */
export function findMemberByAccount(members: readonly Member[], account: string): Member | undefined {
  const wanted = account.trim().toLowerCase()
  return members.find((m) => m.account.toLowerCase() === wanted)
}

export function findMemberById(members: readonly Member[], id: number): Member | undefined {
  return members.find((m) => m.id === id)
}

export function findMemberByMobile(members: readonly Member[], mobileNum: string, countryDialingCode: string): Member | undefined {
  return members.find((m) => m.mobileNum === mobileNum && m.countryDialingCode === countryDialingCode)
}

/** What member info shows: `0` + all but the last three digits + `****` (`133671234` → `0133671****`). */
export function maskMobile(mobileNum: string | null): string | null {
  if (!mobileNum) return null
  return `0${mobileNum.slice(0, Math.max(0, mobileNum.length - 3))}****`
}

export function nextMemberId(members: readonly Member[]): number {
  return members.reduce((max, m) => Math.max(max, m.id), 0) + 1
}
