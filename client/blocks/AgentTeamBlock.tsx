import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentTeamQuery } from '../../schemas/api/agent.ts'
import type { DownlineItem } from '../../schemas/blocks/agentTeam.ts'
import { usePagedList, type PagedList } from '../api/usePagedList.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { DownlineRow } from './agent/DownlineRow.tsx'
import { RebateDialog } from './agent/RebateDialog.tsx'
import { TransferDialog } from './agent/TransferDialog.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './agent/agent.css'

type TeamFilter = { scope: AgentTeamQuery['scope']; account: string }
type Rebates = DownlineItem['rebates']

/** The screen brought the first page of the direct downlines, with no search. */
const isScreenFilter = (filter: TeamFilter) => filter.scope === 'direct' && filter.account === ''

type Scopes = BlockProps<'agentTeam'>['props']['scopes']

/** The scopes of the team (all, direct…) as tabs. */
function ScopeTabs({ scopes, filter, onApply }: { scopes: Scopes; filter: TeamFilter; onApply: (next: TeamFilter) => void }) {
  const { t } = useTranslation()
  return (
    <div className="mchips agent-tabs" role="tablist" aria-label={t('agent_team')}>
      {scopes.map((scope) => (
        <button
          key={scope.id}
          type="button"
          role="tab"
          aria-selected={filter.scope === scope.id}
          className={`pill${filter.scope === scope.id ? ' is-active' : ''}`}
          onClick={() => onApply({ ...filter, scope: scope.id })}
        >
          {scope.label}
        </button>
      ))}
    </div>
  )
}

/** A search by account, applied when sent. */
function AccountSearch({ filter, onApply }: { filter: TeamFilter; onApply: (next: TeamFilter) => void }) {
  const { t } = useTranslation()
  const uid = useId()
  const [draft, setDraft] = useState('')
  const search = (event: FormEvent) => {
    event.preventDefault()
    onApply({ ...filter, account: draft.trim() })
  }
  const field = { type: 'search', enterKeyHint: 'search', autoComplete: 'off', autoCapitalize: 'none', maxLength: 32 } as const
  return (
    <form role="search" className="agent-search" onSubmit={search}>
      <label className="visually-hidden" htmlFor={`${uid}-account`}>
        {t('agent_search_account')}
      </label>
      <input
        id={`${uid}-account`}
        className="mfield__input"
        {...field}
        placeholder={t('agent_search_account')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="btn btn--primary agent-search__go">
        {t('agent_search')}
      </button>
    </form>
  )
}

/** The scope tabs and the account search: a new filter starts the list again. */
function TeamFilters({ scopes, filter, onApply }: { scopes: Scopes; filter: TeamFilter; onApply: (next: TeamFilter) => void }) {
  return (
    <>
      <ScopeTabs scopes={scopes} filter={filter} onApply={onApply} />
      <AccountSearch filter={filter} onApply={onApply} />
    </>
  )
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="agent-failed">
      <p className="mform__error" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {t('client_retry')}
      </button>
    </div>
  )
}

/** The chosen downlines' bar, and the dialog that moves them to another agent. */
function MoveBar({ chosen, onMoved }: { chosen: ReadonlyMap<string, string>; onMoved: () => void }) {
  const { t } = useTranslation()
  const [moving, setMoving] = useState(false)
  return (
    <>
      {chosen.size > 0 && (
        <div className="agent-movebar" role="region" aria-label={t('agent_transfer_title')}>
          <span>{t('agent_selected', { count: chosen.size })}</span>
          <button type="button" className="btn btn--primary" onClick={() => setMoving(true)}>
            {t('agent_transfer_title')}
          </button>
        </div>
      )}
      {moving && (
        <TransferDialog
          downlines={chosen}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false)
            onMoved()
          }}
        />
      )}
    </>
  )
}

type RowsProps = {
  team: PagedList<'agentTeam'>
  items: DownlineItem[]
  searched: boolean
  chosen: ReadonlyMap<string, string>
  onPick: (item: DownlineItem, on: boolean) => void
  onRebate: (item: DownlineItem) => void
}

/** The downlines as far as they have loaded: the total, the rows, why they failed, and the way to more of them. */
function TeamRows({ team, items, searched, chosen, onPick, onRebate }: RowsProps) {
  const { t } = useTranslation()
  const error = team.error ? (team.error.userMessage ?? t('client_error_generic')) : undefined
  return (
    <div className="mcard">
      {!team.loading && !error && (
        <p className="mcard__note" data-testid="team-total">
          {t('agent_team_total', { count: team.last?.total ?? 0 })}
        </p>
      )}
      {items.length > 0 && (
        <ul className="mrows agent-downlines">
          {items.map((item) => (
            <DownlineRow key={item.id} item={item} selected={chosen.has(item.id)} onSelect={(on) => onPick(item, on)} onRebate={() => onRebate(item)} />
          ))}
        </ul>
      )}
      {error ? (
        <Failed message={error} onRetry={() => team.retry()} />
      ) : (
        !team.loading && items.length === 0 && <p className="mcard__note agent-empty">{t(searched ? 'agent_team_none_found' : 'agent_team_empty')}</p>
      )}
      {team.loading && (
        <div className="agent-loading">
          <Spinner label={t('client_loading')} />
        </div>
      )}
      {!team.loading && !error && team.hasMore && (
        <button type="button" className="btn btn--ghost btn--block agent-more" onClick={() => team.loadMore()}>
          {t('load_more')}
        </button>
      )}
    </div>
  )
}

/** Rows redrawn with the rebates set here since they came. */
function withSaved(items: DownlineItem[], saved: ReadonlyMap<string, Rebates>): DownlineItem[] {
  return items.map((item) => {
    const rebates = saved.get(item.id)
    return rebates ? { ...item, rebates } : item
  })
}

/** The agent's team: direct downlines or the whole team, searched by account, a page at a time. */
/** The downlines chosen to move, with one picked or put back. */
function picked(chosen: ReadonlyMap<string, string>, item: DownlineItem, on: boolean): ReadonlyMap<string, string> {
  const next = new Map(chosen)
  if (on) next.set(item.id, item.account)
  else next.delete(item.id)
  return next
}

export default function AgentTeamBlock({ id, props }: BlockProps<'agentTeam'>) {
  const { t, i18n } = useTranslation()
  const [filter, setFilter] = useState<TeamFilter>({ scope: 'direct', account: '' })
  // Chosen downlines to move: id → account, for the confirm step to name them.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map())
  const [rebateOf, setRebateOf] = useState<DownlineItem | null>(null)
  const [saved, setSaved] = useState<ReadonlyMap<string, Rebates>>(new Map())
  const query = { scope: filter.scope, account: filter.account || undefined, pageSize: props.pageSize, lang: i18n.language.toUpperCase() }
  const team = usePagedList('agentTeam', query, isScreenFilter(filter) ? (props.first ?? undefined) : undefined)
  const items = withSaved(team.items, saved)

  const apply = (next: TeamFilter) => {
    setFilter(next)
    setChosen(new Map())
  }
  const pick = (item: DownlineItem, on: boolean) => setChosen(picked(chosen, item, on))
  const moved = () => {
    setChosen(new Map())
    team.reload()
  }
  return (
    <section className="block agent" data-block={id} aria-label={t('agent_team')}>
      <TeamFilters scopes={props.scopes} filter={filter} onApply={apply} />
      <TeamRows team={team} items={items} searched={filter.account !== ''} chosen={chosen} onPick={pick} onRebate={setRebateOf} />
      {rebateOf && (
        <RebateDialog
          item={rebateOf}
          quotas={props.quotas}
          onClose={() => setRebateOf(null)}
          onSaved={(rebates) => setSaved(new Map(saved).set(rebateOf.id, rebates))}
        />
      )}
      <MoveBar chosen={chosen} onMoved={moved} />
    </section>
  )
}
