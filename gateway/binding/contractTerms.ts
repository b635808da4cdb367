import type { Action } from '../../schemas/actions.ts'
import type { EntryCard } from '../../schemas/blocks/entryList.ts'
import type { Consolidated, ContractKind, DailySalaryContract, DividendTier, HourSalaryContract } from '../../schemas/upstream/index.ts'
import { CONTRACT_KINDS } from '../../schemas/upstream/index.ts'
import type { Translate } from '../context/texts.ts'
import { amountText } from './dates.ts'

/** The agent routes of the seeds (001 §2) per kind; `getDevidendContract` is spelt as the platform's clients spell it. */
export const CONTRACT_ROUTES: Readonly<Record<ContractKind, string>> = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourSalary: '/m/member/agent/getHourContract',
}

/** Statuses that wait for the agent's answer (S26): new, changed, or a request to end the contract. */
const ANSWERABLE = ['P', 'E', 'V']

export type ContractGroup = {
  id: string
  label: string
  status: string
  columns: string[]
  rows: string[][]
  actions: { label: string; action: Action; primary: boolean }[]
}

export function gameTypeLabel(type: string, t: Translate): string {
  const key = `cat_${type}`
  const label = t({ t: key })
  return label === key ? type : label
}

function rateText(rateType: string | null | undefined, rate: number): string {
  // S26: rate type P is a share ("0.50%"), anything else a fixed amount.
  return rateType === 'P' ? `${(rate * 100).toFixed(2)}%` : amountText(rate)
}

function dividendTable(tiers: readonly DividendTier[], t: Translate) {
  return {
    columns: [t({ t: 'contract_min_bet' }), t({ t: 'contract_net_loss' }), t({ t: 'contract_active_members' }), t({ t: 'contract_rate' })],
    rows: tiers.map((tier) => [amountText(tier.minimumBet), amountText(tier.netLoss), String(tier.activeMember), `${Math.trunc(tier.contractRate * 100)}%`]),
  }
}

function dailyTable(contract: DailySalaryContract, t: Translate) {
  return {
    columns: [t({ t: 'contract_bet_volume' }), t({ t: 'contract_active_members' }), t({ t: 'contract_salary' })],
    rows: contract.details.map((d) => [`≥ ${amountText(d.betVolume)}`, String(d.activeMember), rateText(d.rateType, d.rate)]),
  }
}

function hourTable(contract: HourSalaryContract, t: Translate) {
  return {
    columns: [t({ t: 'contract_min_bet' }), t({ t: 'contract_active_members' }), t({ t: 'contract_hourly' })],
    rows: contract.hourSalaryRates.map((r) => [`≥ ${amountText(r.minimumBet)}`, String(r.activeMember), rateText(r.rateType, r.rate)]),
  }
}

type Entry = { key: string; status: string; higherRate: boolean; table: { columns: string[]; rows: string[][] } }

function entriesOf(kind: ContractKind, requests: Consolidated, t: Translate): { gameType: string; entry: Entry }[] {
  if (kind === 'dividend') {
    return Object.entries(requests.dividend.byGameType).map(([gameType, tiers]) => ({
      gameType,
      entry: { key: gameType, status: tiers[0]?.status ?? '', higherRate: tiers.some((x) => x.downlineHigherRate === 'Y'), table: dividendTable(tiers, t) },
    }))
  }
  if (kind === 'dailySalary') {
    return Object.entries(requests.dailySalary.byGameType).flatMap(([gameType, list]) =>
      list[0]
        ? [{ gameType, entry: { key: list[0].id, status: list[0].status, higherRate: list[0].downlineHigherRate === 'Y', table: dailyTable(list[0], t) } }]
        : [],
    )
  }
  return Object.entries(requests.hourSalary.byGameType).flatMap(([gameType, list]) =>
    list[0]
      ? [{ gameType, entry: { key: list[0].contractId, status: list[0].status, higherRate: list[0].downlineHigherRate === 'Y', table: hourTable(list[0], t) } }]
      : [],
  )
}

/**
 * The answers a request allows (S26): accept or refuse a new or changed contract; agree to end it or keep it when
 * the upline asks to end it. An acceptance of a rate above a downline's asks first (S26 `downlineHigherRate`).
 */
function answersOf(kind: ContractKind, entry: Entry, t: Translate): ContractGroup['actions'] {
  if (!ANSWERABLE.includes(entry.status)) return []
  const ending = entry.status === 'V'
  const call = (decision: 'accept' | 'refuse'): Action => ({ type: 'call', name: 'contract', body: { kind, key: entry.key, decision } })
  const accept: Action = entry.higherRate
    ? {
        type: 'confirm',
        text: t({ t: 'contract_higher_rate' }),
        okLabel: t({ t: 'confirm' }),
        cancelLabel: t({ t: 'cancel' }),
        then: [call('accept')] as [Action & { type: 'call' }],
      }
    : call('accept')
  return [
    { label: t({ t: ending ? 'contract_agree_end' : 'contract_accept' }), action: accept, primary: true },
    { label: t({ t: ending ? 'contract_keep' : 'contract_refuse' }), action: call('refuse'), primary: false },
  ]
}

export function contractGroups(kind: ContractKind, requests: Consolidated, t: Translate): ContractGroup[] {
  return entriesOf(kind, requests, t).map(({ gameType, entry }) => ({
    id: gameType,
    label: gameTypeLabel(gameType, t),
    status: t({ t: entry.status === 'V' ? 'contract_status_end' : entry.status === 'E' ? 'contract_status_changed' : 'contract_status_new' }),
    ...entry.table,
    actions: answersOf(kind, entry, t),
  }))
}

/** One entry per kind with a pending request, leading to its page (the contract pop-up, seeds 001 §4). */
export function pendingContractCards(requests: Consolidated, t: Translate): EntryCard[] {
  return CONTRACT_KINDS.filter((kind) => requests[kind].pending).map((kind) => {
    const open: Action = { type: 'navigate', to: CONTRACT_ROUTES[kind] }
    const types = Object.keys(requests[kind].byGameType).map((type) => gameTypeLabel(type, t))
    return {
      id: kind,
      title: t({ t: `contract_title_${kind}` }),
      lines: types.length ? [types.join(', ')] : [],
      badge: { text: t({ t: 'contract_pending' }), tone: 'warning' },
      action: open,
      button: { label: t({ t: 'contract_view' }), action: open },
    }
  })
}

/** The status code the platform takes for an answer (S26): see `answersOf`. */
export function statusCodeOf(kind: ContractKind, current: string, decision: 'accept' | 'refuse'): string | undefined {
  if (current === 'P' || current === 'E') return decision === 'accept' ? 'A' : 'R'
  if (current !== 'V') return undefined
  if (kind === 'hourSalary') return decision === 'accept' ? 'A' : 'R'
  return decision === 'accept' ? 'C' : 'A'
}

/** The current status of the request an answer names, if it is still there. */
export function currentStatus(kind: ContractKind, requests: Consolidated, key: string): string | undefined {
  return entriesOf(kind, requests, (x) => (typeof x === 'string' ? x : x.t)).find(({ entry }) => entry.key === key)?.entry.status
}

/** The terms of the agent's active contracts of one kind, a table per game type (same tables as the requests). */
export function activeTerms<K extends ContractKind>(kind: K, active: Consolidated[K], t: Translate) {
  const none = { pending: false, byGameType: {} }
  const requests = { dividend: none, dailySalary: none, hourSalary: none, [kind]: active } as Consolidated
  return entriesOf(kind, requests, t).map(({ gameType, entry }) => ({ gameType, label: gameTypeLabel(gameType, t), ...entry.table }))
}
