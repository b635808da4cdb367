import type { ContractKind } from '../../schemas/upstream/index.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import { agentRanges, fetchFirstTeamPage, type Range } from './agent.ts'
import type { FetchInput, SourceName, SourceResult } from './types.ts'

type AgentSource =
  | 'agentTeamToday'
  | 'agentTeamMonth'
  | 'agentIncome'
  | 'agentDailySalary'
  | 'agentDividend'
  | 'agentDividendHistory'
  | 'agentQuota'
  | 'agentLinks'
  | 'agentDownlines'
  | 'activeDividend'
  | 'activeDailySalary'
  | 'activeHourSalary'
  | 'historyDividend'
  | 'historyDailySalary'
  | 'historyHourSalary'
type Fetcher<N extends SourceName> = (up: UpstreamReader, input: FetchInput) => Promise<SourceResult<N>>

/** Past periods and contract events the contracts screen shows (most recent first). */
const HISTORY_SIZE = 10

/** The team's people and money in one range: both answers, or the figures fail together. */
async function teamFigures(up: UpstreamReader, { token, signal }: FetchInput, range: Range) {
  const [a, b] = await Promise.all([up.fetch('teamKpiA', { token, signal, params: range }), up.fetch('teamKpiB', { token, signal, params: range })])
  return { value: { people: a.value, money: b.value }, version: Math.max(a.version, b.version) }
}

function history<N extends 'historyDividend' | 'historyDailySalary' | 'historyHourSalary'>(kind: ContractKind): Fetcher<N> {
  return (up, { token, signal }) =>
    up
      .fetch('contractHistory', { token, signal, params: { type: kind, pageNo: 1, pageSize: HISTORY_SIZE } })
      .then(({ value, version }) => ({ value: value.list, version }))
}

/** The agent centre's platform data; every one of them is the agent's own. */
export const agentSources: { [N in AgentSource]: Fetcher<N> } = {
  agentTeamToday: (up, input) => teamFigures(up, input, agentRanges(Date.now()).today),
  agentTeamMonth: (up, input) => teamFigures(up, input, agentRanges(Date.now()).month),
  agentIncome: (up, { token, signal }) => up.fetch('agentIncome', { token, signal }),
  agentDailySalary: (up, { token, signal }) => up.fetch('currentDailySalary', { token, signal }),
  agentDividend: (up, { token, signal }) => up.fetch('currentDividend', { token, signal }),
  agentDividendHistory: (up, { token, signal }) =>
    up
      .fetch('dividendHistory', { token, signal, params: { pageNo: 1, pageSize: HISTORY_SIZE } })
      .then(({ value, version }) => ({ value: value.list, version })),
  agentQuota: (up, { token, signal }) => up.fetch('rebateQuota', { token, signal }),
  agentLinks: (up, { token, signal }) => up.fetch('affiliateUrls', { token, signal }),
  agentDownlines: fetchFirstTeamPage,
  activeDividend: (up, { token, signal }) => up.fetch('activeDividend', { token, signal }),
  activeDailySalary: (up, { token, signal }) => up.fetch('activeDailySalary', { token, signal }),
  activeHourSalary: (up, { token, signal }) => up.fetch('activeHourSalary', { token, signal }),
  historyDividend: history<'historyDividend'>('dividend'),
  historyDailySalary: history<'historyDailySalary'>('dailySalary'),
  historyHourSalary: history<'historyHourSalary'>('hourSalary'),
}

export const AGENT_SOURCES: readonly SourceName[] = Object.keys(agentSources) as SourceName[]
