import { z } from 'zod'
import type { Range } from '../agent/figures.ts'
import { commissionIn, dailySalaryIn, dailySalaryOf, dividendOf, hourSalaryIn, monthRange } from '../agent/income.ts'
import type { Member } from '../data/members.ts'
import { startOfUtcDay } from '../data/team.ts'
import { sendOk } from '../envelope.ts'
import { fromMinor } from '../money/amount.ts'
import type { SimState } from '../state.ts'
import { agentEndpoint, isoDay, page, PageNo, PageSize, readQuery } from './agentCommon.ts'

const DAY = 86_400_000
const dividendsOf = (state: SimState, agentId: number) => state.agents.dividends.get(agentId) ?? []

/** A month's income: commission, dividend (the settled record of a past month, else the estimate), salaries, total. */
function income(state: SimState, agent: Member, range: Range) {
  const startDate = isoDay(range.from)
  const record = dividendsOf(state, agent.id).find((d) => d.startDate === startDate && d.status !== 'REJECTED')
  const parts = {
    commission: commissionIn(state, agent, range),
    dividend: record ? Math.round(record.amount * 100) : (dividendOf(state, agent, range)?.amountMinor ?? 0),
    dailySalary: dailySalaryIn(state, agent, range),
    hourSalary: hourSalaryIn(state, agent, range),
  }
  return {
    startDate,
    endDate: isoDay(range.to - DAY),
    commission: fromMinor(parts.commission),
    dividend: fromMinor(parts.dividend),
    dailySalary: fromMinor(parts.dailySalary),
    hourSalary: fromMinor(parts.hourSalary),
    total: fromMinor(parts.commission + parts.dividend + parts.dailySalary + parts.hourSalary),
  }
}

export const agentIncomeEndpoints = [
  agentEndpoint(['GET'], '/wps/relay/ODSFE2_CurrentDailySalary', (_req, res, { state, member }) => {
    const today = startOfUtcDay(state.now())
    const salary = dailySalaryOf(state, member, { from: today, to: today + DAY })
    if (!salary) return sendOk(res, null)
    sendOk(res, {
      date: isoDay(today),
      betAmount: fromMinor(salary.betMinor),
      activeMembers: salary.active,
      rateType: salary.rateType,
      rate: salary.rate,
      amount: fromMinor(salary.amountMinor),
    })
  }),
  agentEndpoint(['GET'], '/wps/relay/ODS2_AgentPrevAndCurrIncome', (_req, res, { state, member }) => {
    sendOk(res, { previous: income(state, member, monthRange(state.now(), 1)), current: income(state, member, monthRange(state.now())) })
  }),
  agentEndpoint(['GET'], '/wps/relay/ODSFE2_CurrentDividend', (_req, res, { state, member }) => {
    const range = monthRange(state.now())
    const dividend = dividendOf(state, member, range)
    if (!dividend) return sendOk(res, null)
    sendOk(res, {
      startDate: isoDay(range.from),
      endDate: isoDay(range.to - DAY),
      netLoss: fromMinor(dividend.netLossMinor),
      activeMembers: dividend.active,
      rate: dividend.rate,
      amount: fromMinor(dividend.amountMinor),
      status: 'ESTIMATED',
    })
  }),
  agentEndpoint(['GET'], '/wps/relay/ODSFE2_QueryDividend', (req, res, { state, member }) => {
    const q = readQuery(req, res, z.strictObject({ pageNo: PageNo, pageSize: PageSize }), ['pageNo', 'pageSize'])
    if (!q) return
    const all = dividendsOf(state, member.id)
    sendOk(res, { list: page(all, q.pageNo, q.pageSize), totalCount: all.length })
  }),
]
