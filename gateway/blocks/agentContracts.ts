import { AGENT_GAME_TYPES } from '../../schemas/api/agent.ts'
import type { MoneyFormat } from '../../schemas/money.ts'
import { CONTRACT_KINDS, type ContractEvent, type ContractKind, type DividendPeriod } from '../../schemas/upstream/index.ts'
import { activeTerms, CONTRACT_ROUTES, gameTypeLabel } from '../binding/contractTerms.ts'
import { money, walletFormat } from '../binding/money.ts'
import type { Translate } from '../context/texts.ts'
import type { SourceName } from '../sources/types.ts'
import { mayBeAgent } from './agentSummary.ts'
import type { BindContext, BlockResolver } from './types.ts'

type Tone = 'ok' | 'pending' | 'bad'
const EVENT_TONE: Readonly<Record<string, Tone>> = { APPLIED: 'pending', SIGNED: 'ok', PAID: 'ok', REFUSED: 'bad', ENDED: 'bad' }
const PAYOUT_TONE: Readonly<Record<string, Tone>> = { PAID: 'ok', PENDING: 'pending', REJECTED: 'bad' }

const ACTIVE = { dividend: 'activeDividend', dailySalary: 'activeDailySalary', hourSalary: 'activeHourSalary' } as const satisfies Record<
  ContractKind,
  SourceName
>
const HISTORY = { dividend: 'historyDividend', dailySalary: 'historyDailySalary', hourSalary: 'historyHourSalary' } as const satisfies Record<
  ContractKind,
  SourceName
>

function when(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
}

function eventItem(e: ContractEvent, format: MoneyFormat, t: Translate) {
  const tone = EVENT_TONE[e.event] ?? 'pending'
  return {
    id: e.id,
    title: gameTypeLabel(e.gameType, t),
    when: when(e.time),
    ...(e.amount != null ? { amount: money(e.amount, format) } : {}),
    status: { label: t({ t: `agent_event_${e.event.toLowerCase()}` }), tone },
  }
}

function payoutItem(p: DividendPeriod, format: MoneyFormat, t: Translate) {
  return {
    id: `${p.startDate}-${p.endDate}`,
    title: `${p.startDate} – ${p.endDate}`,
    when: p.payoutTime ? when(p.payoutTime) : '',
    amount: money(p.amount, format),
    status: { label: t({ t: `agent_dividend_${p.status.toLowerCase()}` }), tone: PAYOUT_TONE[p.status] ?? 'pending' },
  }
}

function kindOf(kind: ContractKind, b: BindContext, format: MoneyFormat) {
  const { t } = b
  const active = b.optional(ACTIVE[kind])
  const history = b.optional(HISTORY[kind])
  const requests = b.facts.contractCheck ? b.optional('consolidated') : undefined
  const terms = active ? activeTerms(kind, active, t) : []
  const taken = new Set(terms.map((x) => x.gameType))
  const pendingTypes = Object.keys(requests?.[kind].byGameType ?? {}).length
  const payouts = kind === 'dividend' ? (b.optional('agentDividendHistory') ?? []).map((p) => payoutItem(p, format, t)) : []
  return {
    kind,
    label: t({ t: `contract_title_${kind}` }),
    active: terms,
    history: (history ?? []).map((e) => eventItem(e, format, t)),
    payouts,
    // Without its active contracts the page cannot tell what may be applied for; the platform says so when asked.
    apply: active ? AGENT_GAME_TYPES.filter((g) => !taken.has(g)).map((gameType) => ({ gameType, label: gameTypeLabel(gameType, t) })) : [],
    ...(requests?.[kind].pending ? { pending: { count: Math.max(1, pendingTypes), action: { type: 'navigate' as const, to: CONTRACT_ROUTES[kind] } } } : {}),
    ...(active === undefined || history === undefined ? { unavailable: t({ t: 'agent_unavailable' }) } : {}),
  }
}

/**
 * The agent's contracts, a tab per kind: the active terms, applying for a new one, the history, dividend payouts,
 * and the upline's requests waiting for an answer (their own pages, `/m/member/agent/get…Contract`).
 */
export const agentContracts: BlockResolver<'agentContracts'> = {
  needs: (_props, viewer) =>
    mayBeAgent(viewer)
      ? [
          ...Object.values(ACTIVE),
          ...Object.values(HISTORY),
          'agentDividendHistory',
          'wallet',
          ...(viewer.contractCheck === false ? [] : (['consolidated'] as SourceName[])),
        ]
      : [],
  bind: (_props, b) => {
    if (b.facts.role !== 'agent') return null
    const format = walletFormat(b.optional('wallet'))
    return { kinds: CONTRACT_KINDS.map((kind) => kindOf(kind, b, format)) }
  },
}
