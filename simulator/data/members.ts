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
  disabled: boolean
  /** The agent this member was signed up under (a downline), if any. */
  uplineId: number | null
}

export const DEFAULT_DIALING_CODE = '60'
/** `customerType` of a trial (free play) account. */
export const TRIAL_TYPE = 4
/** The seeded agent; registrations take ids from 10005 on. */
export const AGENT_ID = 9001

const SEED_MEMBERS: readonly Member[] = [
  {
    id: 10001,
    account: 'member0',
    password: 'Passw0rd!',
    type: 0,
    nickname: 'Lucky Lee',
    vip: 'VIP3',
    balanceMinor: 123456789,
    payee: 'LEE LUCKY',
    paymentPassword: '246810',
    mobileNum: '133671234',
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'member0@example.test',
    regDate: Date.UTC(2023, 4, 12, 8, 30),
    firstTimeLogin: false,
    disabled: false,
    uplineId: null,
  },
  {
    id: 10002,
    account: 'member1',
    password: 'Passw0rd!',
    type: 1,
    nickname: null,
    vip: 'VIP1',
    balanceMinor: 500000,
    payee: null,
    paymentPassword: null,
    mobileNum: '177234567',
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'member1@example.test',
    regDate: Date.UTC(2024, 0, 3, 14, 5),
    firstTimeLogin: true,
    disabled: false,
    uplineId: null,
  },
  {
    id: 10003,
    account: 'member2',
    password: 'Passw0rd!',
    type: 2,
    nickname: 'Agent Ana',
    vip: null,
    balanceMinor: 8888850,
    payee: null,
    paymentPassword: null,
    mobileNum: '198812345',
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'member2@example.test',
    regDate: Date.UTC(2022, 10, 21, 2, 0),
    firstTimeLogin: false,
    disabled: false,
    uplineId: null,
  },
  {
    id: 10004,
    account: 'trial4',
    password: 'Passw0rd!',
    type: 4,
    nickname: 'Guest 4412',
    vip: null,
    balanceMinor: 200000,
    payee: null,
    paymentPassword: null,
    mobileNum: null,
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'trial4@example.test',
    regDate: Date.UTC(2025, 2, 9, 19, 45),
    firstTimeLogin: true,
    disabled: false,
    uplineId: null,
  },
  // An agent of type 1 with pending contracts of each kind and three downlines (ids below the registration range).
  {
    id: AGENT_ID,
    account: 'agent1',
    password: 'Passw0rd!',
    type: 1,
    nickname: 'Agent Ace',
    vip: 'VIP2',
    balanceMinor: 2500000,
    payee: null,
    paymentPassword: null,
    mobileNum: '166123456',
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: 'agent1@example.test',
    regDate: Date.UTC(2021, 6, 1, 9, 0),
    firstTimeLogin: false,
    disabled: false,
    uplineId: null,
  },
  ...['down1', 'down2', 'down3'].map((account, i): Member => ({
    id: AGENT_ID + 1 + i,
    account,
    password: 'Passw0rd!',
    type: 0,
    nickname: null,
    vip: 'VIP0',
    balanceMinor: 10000 * (i + 1),
    payee: null,
    paymentPassword: null,
    mobileNum: null,
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: `${account}@example.test`,
    regDate: Date.UTC(2024, 5, 10 + i, 12, 0),
    firstTimeLogin: false,
    disabled: false,
    uplineId: AGENT_ID,
  })),
]

/** Fresh copies of the seed accounts; registered and trial members are added to this list. */
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
