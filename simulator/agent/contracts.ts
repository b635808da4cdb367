import type { ContractKindName, ContractRequests } from '../data/contracts.ts'
import type { AgentSlice, HistoryEvent } from './types.ts'

type Entries = ContractRequests[ContractKindName][string]

/** What an answer to a request does: new terms (`P`/`E`) are signed or refused; an end request (`V`) ends or keeps. */
function outcome(kind: ContractKindName, requestStatus: string, answer: string): HistoryEvent | undefined {
  if (requestStatus !== 'V') return answer === 'A' ? 'SIGNED' : 'REFUSED'
  // S26 answers an hourly end request with A (agree) or R; the others with C (agree) or A (keep it).
  const ends = kind === 'hourSalary' ? answer === 'A' : answer === 'C'
  return ends ? 'ENDED' : undefined
}

/**
 * An agent's answer to a contract request: a signed one becomes (or replaces) the active contract of its game type,
 * an ended one is removed; the history gets the event and a waiting application of that kind is answered.
 */
export function settleRequest(
  state: AgentSlice,
  agentId: number,
  kind: ContractKindName,
  gameType: string,
  requestStatus: string,
  answer: string,
  entries: Entries,
): void {
  const event = outcome(kind, requestStatus, answer)
  if (!event) return
  const active = state.agents.active.get(agentId) ?? { dividend: {}, dailySalary: {}, hourSalary: {} }
  state.agents.active.set(agentId, active)
  // The entries are of this kind (they come from the same map); Object.assign keeps TypeScript out of the union.
  if (event === 'SIGNED') Object.assign(active[kind], { [gameType]: entries.map((e) => ({ ...e, status: 'A' })) })
  if (event === 'ENDED') delete active[kind][gameType]
  state.agents.applications = state.agents.applications.filter((a) => !(a.agentId === agentId && a.type === kind && a.gameType === gameType))
  state.agents.seq += 1
  state.agents.history.push({ id: state.agents.seq, agentId, type: kind, gameType, event, time: state.now(), amount: null })
}
