import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentSummaryResolved } from '../../schemas/blocks/agentSummary.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import { ScrollTable } from '../ui/ScrollTable.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './agent/agent.css'

type Section = AgentSummaryResolved['sections'][number]

/** Figures with named columns (today / this period…): a small table, one value per column, a heading per row. */
function FigureTable({ section }: { section: Section }) {
  return (
    <ScrollTable
      columns={['', ...section.columns]}
      rows={section.rows.map((r) => [r.label, ...r.values])}
      rowHeads
      boxClass="agent-scroll"
      tableClass="agent-table"
    />
  )
}

function FigureSection({ section }: { section: Section }) {
  const titleId = useId()
  return (
    <section className="mcard agent-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="mcard__title">
        {section.title}
      </h2>
      {section.unavailable ? (
        <p className="mnotice mnotice--bad">{section.unavailable}</p>
      ) : section.columns.length > 0 ? (
        <FigureTable section={section} />
      ) : (
        <dl className="mdetails">
          {section.rows.map((row) => (
            <div key={row.label} className="mdetails__row">
              <dt>{row.label}</dt>
              <dd>{row.values.join(' · ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.note && <p className="mcard__note agent-section__note">{section.note}</p>}
    </section>
  )
}

/** The agent centre's figures: team performance, income, wages, dividend status, and what waits for the agent. */
export default function AgentSummaryBlock({ id, props }: BlockProps<'agentSummary'>) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  return (
    <div className="block agent" data-block={id}>
      {props.pending.length > 0 && (
        <nav className="mcard agent-pending" aria-label={t('agent_pending')}>
          <ul className="mrows">
            {props.pending.map((item) => (
              <li key={item.id} className="mrow">
                <button type="button" className="mrow__button" onClick={() => void onAction(item.action)}>
                  <span className="mrow__label">{item.label}</span>
                  {badgeText(item.count) && (
                    <>
                      <span className="badge agent-pending__count" aria-hidden="true">
                        {badgeText(item.count)}
                      </span>
                      <span className="visually-hidden">{t('agent_pending_count', { count: item.count })}</span>
                    </>
                  )}
                  <Icon name="back" size={18} className="mrow__chevron" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {props.sections.map((section) => (
        <FigureSection key={section.id} section={section} />
      ))}
    </div>
  )
}
