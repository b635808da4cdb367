import { rngFor } from '../prng.ts'
import { AGENT_ID, DEFAULT_DIALING_CODE, type Member } from './members.ts'

/** agent1's sub-agent (type 1) with two members of its own. */
export const SUBAGENT_ID = 9005
const DAY = 86_400_000
/** How many `teamNN` members agent1 has directly (with down1–down3 and subagent1: 28 direct downlines). */
const TEAM_MEMBERS = 24
/** The newest ones registered this month, so "new members" of the current period is never zero. */
const THIS_MONTH = 3

export function startOfUtcDay(at: number): number {
  return Math.floor(at / DAY) * DAY
}

export function startOfUtcMonth(at: number): number {
  const d = new Date(at)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

function teamMember(id: number, account: string, type: number, uplineId: number, regDate: number, balanceMinor: number): Member {
  return {
    id,
    account,
    password: 'Passw0rd!',
    type,
    nickname: null,
    vip: 'VIP0',
    balanceMinor,
    payee: null,
    paymentPassword: null,
    mobileNum: null,
    countryDialingCode: DEFAULT_DIALING_CODE,
    email: `${account}@example.test`,
    regDate,
    firstTimeLogin: false,
    disabled: false,
    uplineId,
  }
}

/**
 * subagent1 with sub1m1 and sub1m2, and team01…team24 under agent1 (ids 9005–9031, below the registration range).
 * Registration dates spread over the last ~400 days from the simulator's clock, the same on every run.
 */
export function teamMembers(now: number): Member[] {
  const rng = rngFor(AGENT_ID, 'team-registrations')
  const monthStart = startOfUtcMonth(now)
  const members = [
    teamMember(SUBAGENT_ID, 'subagent1', 1, AGENT_ID, now - 200 * DAY, 150000),
    teamMember(SUBAGENT_ID + 1, 'sub1m1', 0, SUBAGENT_ID, now - 150 * DAY, 32000),
    teamMember(SUBAGENT_ID + 2, 'sub1m2', 0, SUBAGENT_ID, now - 40 * DAY, 8000),
  ]
  for (let i = 1; i <= TEAM_MEMBERS; i++) {
    const recent = i > TEAM_MEMBERS - THIS_MONTH
    const regDate = recent
      ? monthStart + Math.floor(((now - monthStart) * (i - TEAM_MEMBERS + THIS_MONTH)) / (THIS_MONTH + 1))
      : now - Math.floor((400 - i * 15 + rng() * 10) * DAY)
    members.push(teamMember(SUBAGENT_ID + 2 + i, `team${String(i).padStart(2, '0')}`, 0, AGENT_ID, regDate, 1000 * i))
  }
  return members
}

/** The accounts that signed up through agent1's seeded member link (its registration count). */
export const LINK_REGISTERED = ['team22', 'team23', 'team24'] as const
