import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockProps } from '../types.ts'

type Item = BlockProps<'agentContracts'>['props']['kinds'][number]['history'][number]

/** Past contract events or payouts, newest first as the gateway sends them, each with its status. */
export function HistoryList({ title, items }: { title: string; items: readonly Item[] }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="mcard agent-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="mcard__title">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mcard__note agent-empty">{t('in_no_data')}</p>
      ) : (
        <ul className="mrows">
          {items.map((item) => (
            <li key={item.id} className="mrow">
              <span className="mrow__label">
                {item.title}
                <span className="mrow__sub mchoice__sub">{item.when}</span>
              </span>
              <span className="agent-history__side">
                {item.amount && <span className="agent-history__amount">{item.amount}</span>}
                <span className={`mstatus mstatus--${item.status.tone}`}>{item.status.label}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
