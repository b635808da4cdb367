import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DownlineItem } from '../../../schemas/blocks/agentTeam.ts'

type Props = { item: DownlineItem; selected: boolean; onSelect: (on: boolean) => void; onRebate: () => void }

/**
 * One downline: who it is, its balance and rebates at a glance; its figures open on a tap, so a page of twenty
 * stays a list to scan. A direct one may be picked to move or have its rebates set.
 */
export function DownlineRow({ item, selected, onSelect, onRebate }: Props) {
  const { t } = useTranslation()
  const detailsId = useId()
  const [open, setOpen] = useState(false)
  return (
    <li className="agent-downline" data-downline={item.id}>
      <div className="agent-downline__head">
        {item.direct && (
          <input type="checkbox" className="agent-downline__pick" checked={selected} aria-label={t('agent_select_downline', { account: item.account })} onChange={(e) => onSelect(e.target.checked)} />
        )}
        <span className="agent-downline__account">{item.account}</span>
        <span className={`agent-tag${item.agent ? ' agent-tag--agent' : ''}`}>{item.type}</span>
        <span className="agent-downline__level">{t('agent_level', { level: item.level })}</span>
      </div>
      <dl className="mdetails agent-downline__details">
        <div className="mdetails__row">
          <dt>{t('agent_registered')}</dt>
          <dd>{item.registered}</dd>
        </div>
        <div className="mdetails__row">
          <dt>{t('agent_balance')}</dt>
          <dd>{item.balance}</dd>
        </div>
      </dl>
      {open && (
        <dl id={detailsId} className="mdetails agent-downline__details">
          {item.figures.map((line) => (
            <div key={line.label} className="mdetails__row">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.rebates.length > 0 && (
        <dl className="agent-downline__rates" aria-label={t('agent_rebate')}>
          {item.rebates.map((rate) => (
            <div key={rate.gameType} className="agent-rate">
              <dt>{rate.label}</dt>
              <dd data-rebate={rate.gameType}>{rate.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="agent-downline__actions">
        <button type="button" className="mlink" aria-expanded={open} aria-controls={open ? detailsId : undefined} aria-label={`${t('details')} ${item.account}`} onClick={() => setOpen((o) => !o)}>
          {t('details')}
        </button>
        {item.direct && (
          <button type="button" className="btn btn--ghost btn--sm agent-downline__rebate" aria-label={t('agent_set_rebate_of', { account: item.account })} onClick={onRebate}>
            {t('agent_rebate')}
          </button>
        )}
      </div>
    </li>
  )
}
