import type { AgentSummaryResolved } from '../../schemas/blocks/agentSummary.ts'
import type { MoneyFormat } from '../../schemas/money.ts'
import { CONTRACT_KINDS } from '../../schemas/upstream/index.ts'
import { CONTRACT_ROUTES } from '../binding/contractTerms.ts'
import { money, walletFormat } from '../binding/money.ts'
import type { Translate } from '../context/texts.ts'
import { percentOf } from '../sources/agent.ts'
import type { ViewerHint } from '../sources/badges.ts'
import type { SourceName, TeamFigures } from '../sources/types.ts'
import type { BindContext, BlockResolver } from './types.ts'

type Section = AgentSummaryResolved['sections'][number]
const NONE = '—'

/** Agent screens' data is fetched for agents only; before the platform has said who the viewer is, any member may be one. */
export function mayBeAgent(viewer: ViewerHint): boolean {
  return viewer.loggedIn && (viewer.role === undefined || viewer.role === 'agent')
}

const SOURCES: SourceName[] = ['agentTeamToday', 'agentTeamMonth', 'agentIncome', 'agentDailySalary', 'agentDividend', 'wallet']

function teamSection(today: TeamFigures | undefined, month: TeamFigures | undefined, format: MoneyFormat, t: Translate): Section {
  const section: Section = { id: 'team', title: t({ t: 'agent_team_figures' }), columns: [t({ t: 'agent_today' }), t({ t: 'agent_this_month' })], rows: [] }
  if (!today && !month) return { ...section, unavailable: t({ t: 'agent_unavailable' }) }
  const count = (pick: (f: TeamFigures) => number | null | undefined) => [today, month].map((f) => (f && pick(f) != null ? String(pick(f)) : NONE))
  const amount = (pick: (f: TeamFigures) => string | null | undefined) =>
    [today, month].map((f) => {
      const value = f ? pick(f) : undefined
      return value != null ? money(value, format) : NONE
    })
  section.rows = [
    { label: t({ t: 'agent_team_size' }), values: count((f) => f.people.teamSize) },
    { label: t({ t: 'agent_new_members' }), values: count((f) => f.people.newMembers) },
    { label: t({ t: 'agent_active_members' }), values: count((f) => f.people.activeMembers) },
    { label: t({ t: 'agent_first_deposits' }), values: count((f) => f.people.firstDepositCount) },
    { label: t({ t: 'agent_bets' }), values: amount((f) => f.money.betAmount) },
    { label: t({ t: 'agent_valid_bets' }), values: amount((f) => f.money.validBetAmount) },
    { label: t({ t: 'agent_win_loss' }), values: amount((f) => f.money.winLossAmount) },
    { label: t({ t: 'agent_deposits' }), values: amount((f) => f.money.depositAmount) },
    { label: t({ t: 'agent_withdrawals' }), values: amount((f) => f.money.withdrawAmount) },
  ]
  return section
}

function incomeSection(b: BindContext, format: MoneyFormat): Section {
  const { t } = b
  const section: Section = {
    id: 'income',
    title: t({ t: 'agent_income' }),
    columns: [t({ t: 'agent_previous_period' }), t({ t: 'agent_current_period' })],
    rows: [],
  }
  const income = b.optional('agentIncome')
  if (!income) return { ...section, unavailable: t({ t: 'agent_unavailable' }) }
  const { previous, current } = income
  const row = (key: string, pick: (i: typeof previous) => string | null | undefined) => ({
    label: t({ t: key }),
    values: [previous, current].map((i) => money(pick(i) ?? '0', format)),
  })
  section.rows = [
    row('agent_commission', (i) => i.commission),
    row('agent_dividend', (i) => i.dividend),
    row('agent_daily_salary', (i) => i.dailySalary),
    row('agent_hourly_salary', (i) => i.hourSalary),
    row('agent_total', (i) => i.total),
  ]
  const period = (i: typeof previous) => (i.startDate && i.endDate ? `${i.startDate} – ${i.endDate}` : undefined)
  const note = [period(previous), period(current)].filter(Boolean).join(' · ')
  return note ? { ...section, note } : section
}

function salarySection(b: BindContext, format: MoneyFormat): Section {
  const { t } = b
  const section: Section = { id: 'salary', title: t({ t: 'agent_salary_today' }), columns: [], rows: [] }
  const salary = b.optional('agentDailySalary')
  if (salary === undefined) return { ...section, unavailable: t({ t: 'agent_unavailable' }) }
  if (salary === null) return { ...section, note: t({ t: 'agent_no_salary_contract' }) }
  const rate = salary.rateType === 'P' ? `${percentOf(salary.rate)}%` : money(String(salary.rate), format)
  section.rows = [
    { label: t({ t: 'agent_bets' }), values: [money(salary.betAmount, format)] },
    { label: t({ t: 'agent_active_members' }), values: [String(salary.activeMembers)] },
    { label: t({ t: 'contract_salary' }), values: [rate] },
    { label: t({ t: 'agent_amount_so_far' }), values: [money(salary.amount, format)] },
  ]
  return salary.date ? { ...section, note: salary.date } : section
}

function dividendSection(b: BindContext, format: MoneyFormat): Section {
  const { t } = b
  const section: Section = { id: 'dividend', title: t({ t: 'agent_dividend_period' }), columns: [], rows: [] }
  const dividend = b.optional('agentDividend')
  if (dividend === undefined) return { ...section, unavailable: t({ t: 'agent_unavailable' }) }
  if (dividend === null) return { ...section, note: t({ t: 'agent_no_dividend_contract' }) }
  section.rows = [
    { label: t({ t: 'agent_period' }), values: [`${dividend.startDate} – ${dividend.endDate}`] },
    { label: t({ t: 'contract_net_loss' }), values: [money(dividend.netLoss, format)] },
    { label: t({ t: 'agent_active_members' }), values: [String(dividend.activeMembers)] },
    { label: t({ t: 'contract_rate' }), values: [`${percentOf(dividend.rate)}%`] },
    { label: t({ t: 'agent_amount' }), values: [money(dividend.amount, format)] },
    { label: t({ t: 'agent_status' }), values: [t({ t: `agent_dividend_${dividend.status.toLowerCase()}` })] },
  ]
  return section
}

/**
 * The agent centre's figures: the team today and this month (KPI A and B), income, today's daily salary, this
 * period's dividend, and the contract requests waiting for the agent. Each group stands alone: one failed call
 * marks its own group unavailable.
 */
export const agentSummary: BlockResolver<'agentSummary'> = {
  needs: (_props, viewer) => (mayBeAgent(viewer) ? [...SOURCES, ...(viewer.contractCheck === false ? [] : (['consolidated'] as SourceName[]))] : []),
  bind: (_props, b) => {
    if (b.facts.role !== 'agent') return null
    const format = walletFormat(b.optional('wallet'))
    const requests = b.facts.contractCheck ? b.optional('consolidated') : undefined
    const pending = CONTRACT_KINDS.filter((kind) => requests?.[kind].pending).map((kind) => ({
      id: kind,
      label: b.t({ t: `contract_title_${kind}` }),
      count: Math.max(1, Object.keys(requests?.[kind].byGameType ?? {}).length),
      action: { type: 'navigate' as const, to: CONTRACT_ROUTES[kind] },
    }))
    return {
      sections: [
        teamSection(b.optional('agentTeamToday'), b.optional('agentTeamMonth'), format, b.t),
        incomeSection(b, format),
        salarySection(b, format),
        dividendSection(b, format),
      ],
      pending,
    }
  },
}
