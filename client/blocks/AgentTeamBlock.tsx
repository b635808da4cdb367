import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DownlineItem } from '../../schemas/blocks/agentTeam.ts'
import { useAgentTeam, type TeamFilter } from '../api/useAgentTeam.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { DownlineRow } from './agent/DownlineRow.tsx'
import { RebateDialog } from './agent/RebateDialog.tsx'
import { TransferDialog } from './agent/TransferDialog.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './agent/agent.css'

/** The agent's team: direct downlines or the whole team, searched by account, a page at a time. */
export default function AgentTeamBlock({ id, props }: BlockProps<'agentTeam'>) {
  const { t, i18n } = useTranslation()
  const uid = useId()
  const [filter, setFilter] = useState<TeamFilter>({ scope: 'direct', account: '' })
  const [draft, setDraft] = useState('')
  // Chosen downlines to move: id → account, for the confirm step to name them.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map())
  const [rebateOf, setRebateOf] = useState<DownlineItem | null>(null)
  const [moving, setMoving] = useState(false)
  const team = useAgentTeam(filter, props.pageSize, i18n.language.toUpperCase(), props.first)

  const apply = (next: TeamFilter) => {
    setFilter(next)
    setChosen(new Map())
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    apply({ ...filter, account: draft.trim() })
  }
  const pick = (item: DownlineItem, on: boolean) => {
    const next = new Map(chosen)
    if (on) next.set(item.id, item.account)
    else next.delete(item.id)
    setChosen(next)
  }
  const error = team.error ? ((team.error as { userMessage?: string }).userMessage ?? t('client_error_generic')) : undefined
  return (
    <section className="block agent" data-block={id} aria-label={t('agent_team')}>
      <div className="mchips agent-tabs" role="tablist" aria-label={t('agent_team')}>
        {props.scopes.map((scope) => (
          <button key={scope.id} type="button" role="tab" aria-selected={filter.scope === scope.id} className={`pill${filter.scope === scope.id ? ' is-active' : ''}`} onClick={() => apply({ ...filter, scope: scope.id })}>
            {scope.label}
          </button>
        ))}
      </div>
      <form role="search" className="agent-search" onSubmit={search}>
        <label className="visually-hidden" htmlFor={`${uid}-account`}>
          {t('agent_search_account')}
        </label>
        <input id={`${uid}-account`} className="mfield__input" type="search" enterKeyHint="search" autoComplete="off" autoCapitalize="none" maxLength={32} placeholder={t('agent_search_account')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="btn btn--primary agent-search__go">
          {t('agent_search')}
        </button>
      </form>
      <div className="mcard">
        {!team.loading && !error && (
          <p className="mcard__note" data-testid="team-total">
            {t('agent_team_total', { count: team.total })}
          </p>
        )}
        {team.items.length > 0 && (
          <ul className="mrows agent-downlines">
            {team.items.map((item) => (
              <DownlineRow key={item.id} item={item} selected={chosen.has(item.id)} onSelect={(on) => pick(item, on)} onRebate={() => setRebateOf(item)} />
            ))}
          </ul>
        )}
        {error ? (
          <div className="agent-failed">
            <p className="mform__error" role="alert">
              {error}
            </p>
            <button type="button" className="btn btn--ghost" onClick={team.retry}>
              {t('client_retry')}
            </button>
          </div>
        ) : (
          !team.loading && team.items.length === 0 && <p className="mcard__note agent-empty">{t(filter.account ? 'agent_team_none_found' : 'agent_team_empty')}</p>
        )}
        {team.loading && (
          <div className="agent-loading">
            <Spinner label={t('client_loading')} />
          </div>
        )}
        {!team.loading && !error && team.hasMore && (
          <button type="button" className="btn btn--ghost btn--block agent-more" onClick={team.loadMore}>
            {t('load_more')}
          </button>
        )}
      </div>
      {chosen.size > 0 && (
        <div className="agent-movebar" role="region" aria-label={t('agent_transfer_title')}>
          <span>{t('agent_selected', { count: chosen.size })}</span>
          <button type="button" className="btn btn--primary" onClick={() => setMoving(true)}>
            {t('agent_transfer_title')}
          </button>
        </div>
      )}
      {rebateOf && (
        <RebateDialog item={rebateOf} quotas={props.quotas} onClose={() => setRebateOf(null)} onSaved={(rebates) => team.patch(rebateOf.id, { rebates })} />
      )}
      {moving && (
        <TransferDialog
          downlines={chosen}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false)
            setChosen(new Map())
            team.reload()
          }}
        />
      )}
    </section>
  )
}
