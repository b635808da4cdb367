import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import { ScrollTable } from '../ui/ScrollTable.tsx'
import { ApplyForm } from './agent/ApplyForm.tsx'
import { HistoryList } from './agent/HistoryList.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './agent/agent.css'

type Kind = BlockProps<'agentContracts'>['props']['kinds'][number]

function Terms({ terms }: { terms: Kind['active'][number] }) {
  return (
    <section className="agent-terms" aria-label={terms.label}>
      <h4 className="agent-terms__game">{terms.label}</h4>
      <ScrollTable columns={terms.columns} rows={terms.rows} boxClass="agent-scroll" tableClass="agent-table" />
    </section>
  )
}

function KindPanel({ kind }: { kind: Kind }) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  if (kind.unavailable) return <p className="mnotice mnotice--bad">{kind.unavailable}</p>
  const pending = kind.pending
  return (
    <>
      {pending && pending.count > 0 && (
        <div className="mcard agent-pending">
          <button type="button" className="mrow__button" onClick={() => void onAction(pending.action)}>
            <span className="mrow__label">{t('agent_contract_pending')}</span>
            <span className="badge agent-pending__count" aria-hidden="true">
              {badgeText(pending.count)}
            </span>
            <span className="visually-hidden">{t('agent_pending_count', { count: pending.count })}</span>
            <Icon name="back" size={18} className="mrow__chevron" />
          </button>
        </div>
      )}
      <section className="mcard agent-section">
        <h3 className="mcard__title">{t('agent_contract_active')}</h3>
        {kind.active.length === 0 ? (
          <p className="mcard__note agent-empty">{t('agent_contract_none')}</p>
        ) : (
          kind.active.map((terms) => <Terms key={terms.gameType} terms={terms} />)
        )}
      </section>
      {kind.apply.length > 0 && <ApplyForm kind={kind.kind} choices={kind.apply} />}
      <HistoryList title={t('agent_contract_history')} items={kind.history} />
      {kind.kind === 'dividend' && <HistoryList title={t('agent_contract_payouts')} items={kind.payouts} />}
    </>
  )
}

/** The agent's contracts, a tab per kind: requests waiting, terms in force, applying, history and dividend payouts. */
export default function AgentContractsBlock({ id, props }: BlockProps<'agentContracts'>) {
  const { t } = useTranslation()
  const uid = useId()
  const [chosen, setChosen] = useState(props.kinds[0]?.kind)
  const kind = props.kinds.find((k) => k.kind === chosen) ?? props.kinds[0]
  if (!kind) return null
  return (
    <section className="block agent" data-block={id} aria-label={t('agent_contracts')}>
      {props.kinds.length > 1 && (
        <div className="mchips agent-tabs" role="tablist" aria-label={t('agent_contracts')}>
          {props.kinds.map((k) => (
            <button
              key={k.kind}
              id={`${uid}-${k.kind}`}
              type="button"
              role="tab"
              aria-selected={k.kind === kind.kind}
              aria-controls={`${uid}-panel`}
              className={`pill${k.kind === kind.kind ? ' is-active' : ''}`}
              onClick={() => setChosen(k.kind)}
            >
              {k.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${uid}-panel`}
        role="tabpanel"
        aria-labelledby={props.kinds.length > 1 ? `${uid}-${kind.kind}` : undefined}
        aria-label={props.kinds.length > 1 ? undefined : kind.label}
        className="agent-panel"
      >
        <KindPanel key={kind.kind} kind={kind} />
      </div>
    </section>
  )
}
