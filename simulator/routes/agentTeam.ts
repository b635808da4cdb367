import { z } from 'zod'
import { addFigures, figuresOf, firstDepositAt, stakesOf, type Figures, type Range } from '../agent/figures.ts'
import { monthRange } from '../agent/income.ts'
import { isAgent, teamOf } from '../agent/team.ts'
import { REBATE_GAME_TYPES } from '../agent/types.ts'
import { findMemberById, type Member } from '../data/members.ts'
import { sendFail, sendOk } from '../envelope.ts'
import { fromMinor } from '../money/amount.ts'
import type { SimState } from '../state.ts'
import { agentEndpoint, agentErrors, dayRange, IsoDate, PageNo, PageSize, page, readQuery } from './agentCommon.ts'
import { transferEndpoints } from './agentTransfer.ts'

const PeriodQuery = z
  .strictObject({ startDate: IsoDate, endDate: IsoDate })
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate is after endDate', path: ['startDate'] })
const ListQuery = z.strictObject({
  account: z.string().max(32).optional(),
  pageNo: PageNo,
  pageSize: PageSize,
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
})
const LIST_NAMES = ['account', 'pageNo', 'pageSize', 'startDate', 'endDate'] as const

const money = (f: Figures) => ({
  betAmount: fromMinor(f.betMinor),
  validBetAmount: fromMinor(f.validMinor),
  winLossAmount: fromMinor(f.winLossMinor),
  depositAmount: fromMinor(f.depositMinor),
  withdrawAmount: fromMinor(f.withdrawMinor),
})

/** A member of the team as the lists show it (the simulator's own shape), with its figures of the period. */
function downlineView(state: SimState, member: Member, level: number, range: Range) {
  const rates = state.agents.rebates.get(member.id)
  return {
    customerId: member.id,
    account: member.account,
    nickname: member.nickname,
    customerType: member.type,
    isAgent: isAgent(member),
    level,
    uplineAccount: (member.uplineId !== null && findMemberById(state.members, member.uplineId)?.account) || null,
    registerDate: member.regDate,
    balance: fromMinor(member.balanceMinor),
    teamSize: teamOf(state.members, member.id).length,
    rebates: REBATE_GAME_TYPES.map((gameType) => ({ gameType, rate: rates?.[gameType] ?? 0 })),
    ...money(figuresOf(state, member, range)),
  }
}

function listOf(direct: boolean) {
  return agentEndpoint(['GET'], direct ? '/wps/agent/downlines' : '/wps/relay/ODSFE2_Subordinate', (req, res, { state, member }) => {
    const q = readQuery(req, res, ListQuery, LIST_NAMES)
    if (!q) return
    const month = monthRange(state.now())
    const range = q.startDate || q.endDate ? dayRange(q.startDate ?? '1970-01-01', q.endDate ?? '9999-12-31') : month
    const wanted = q.account?.trim().toLowerCase() ?? ''
    const found = teamOf(state.members, member.id)
      .filter((t) => (!direct || t.level === 1) && t.member.account.toLowerCase().includes(wanted))
      .sort((a, b) => b.member.regDate - a.member.regDate || b.member.id - a.member.id)
    const list = page(found, q.pageNo, q.pageSize).map((t) => downlineView(state, t.member, t.level, range))
    sendOk(res, { list, totalCount: found.length, pageNo: q.pageNo, pageSize: q.pageSize })
  })
}

function kpiEndpoint(path: string, answer: (state: SimState, team: Member[], range: Range) => unknown) {
  return agentEndpoint(['GET'], path, (req, res, { state, member }) => {
    const q = readQuery(req, res, PeriodQuery, ['startDate', 'endDate'])
    if (!q) return
    sendOk(
      res,
      answer(
        state,
        teamOf(state.members, member.id).map((t) => t.member),
        dayRange(q.startDate, q.endDate),
      ),
    )
  })
}

const inRange = (at: number | undefined, range: Range) => at !== undefined && at >= range.from && at < range.to

export const agentTeamEndpoints = [
  kpiEndpoint('/wps/relay/ODSFE2_TeamKPIA', (state, team, range) => ({
    teamSize: team.length,
    newMembers: team.filter((m) => inRange(m.regDate, range)).length,
    activeMembers: team.filter((m) => stakesOf(state, m, range).length > 0).length,
    firstDepositCount: team.filter((m) => inRange(firstDepositAt(state, m), range)).length,
  })),
  kpiEndpoint('/wps/relay/ODSFE2_TeamKPIB', (state, team, range) => money(addFigures(team.map((m) => figuresOf(state, m, range))))),
  listOf(true),
  listOf(false),
  agentEndpoint(['GET'], '/wps/agent/downline', (req, res, { state, member }) => {
    const q = readQuery(req, res, z.strictObject({ customerId: z.coerce.number().int() }), ['customerId'])
    if (!q) return
    const found = teamOf(state.members, member.id).find((t) => t.member.id === q.customerId)
    if (!found) return sendFail(res, agentErrors.downlineNotFound)
    sendOk(res, downlineView(state, found.member, found.level, monthRange(state.now())))
  }),
  ...transferEndpoints,
]
