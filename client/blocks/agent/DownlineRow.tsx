import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DownlineItem } from '../../../schemas/blocks/agentTeam.ts'

type Props = { item: DownlineItem; selected: boolean; onSelect: (on: boolean) => void; onRebate: () => void }

/** Who it is: the pick box (a direct one), the account, its type and level. */
function DownlineHead({ item, selected, onSelect }: Pick<Props, 'item' | 'selected' | 'onSelect'>) {
  const { t } = useTranslation()
  return (
    <div className="agent-downline__head">
      {item.direct && (
        <input
          type="checkbox"
          className="agent-downline__pick"
          checked={selected}
          aria-label={t('agent_select_downline', { account: item.account })}
          onChange={(e) => onSelect(e.target.checked)}
        />
      )}
      <span className="agent-downline__account">{item.account}</span>
      <span className={`agent-tag${item.agent ? ' agent-tag--agent' : ''}`}>{item.type}</span>
      <span className="agent-downline__level">{t('agent_level', { level: item.level })}</span>
    </div>
  )
}

/** Label and value rows of a definition list. */
function Rows({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return rows.map((line) => (
    <div key={line.label} className="mdetails__row">
      <dt>{line.label}</dt>
      <dd>{line.value}</dd>
    </div>
  ))
}

/** Its rebate rate per game category. */
function DownlineRates({ item }: { item: DownlineItem }) {
  const { t } = useTranslation()
  if (item.rebates.length === 0) return null
  return (
    <dl className="agent-downline__rates" aria-label={t('agent_rebate')}>
      {item.rebates.map((rate) => (
        <div key={rate.gameType} className="agent-rate">
          <dt>{rate.label}</dt>
          <dd data-rebate={rate.gameType}>{rate.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Its figures opened or closed, and (a direct one) its rebates to set. */
function DownlineActions({
  item,
  open,
  detailsId,
  onToggle,
  onRebate,
}: {
  item: DownlineItem
  open: boolean
  detailsId: string
  onToggle: () => void
  onRebate: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="agent-downline__actions">
      <button
        type="button"
        className="mlink"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        aria-label={`${t('details')} ${item.account}`}
        onClick={onToggle}
      >
        {t('details')}
      </button>
      {item.direct && (
        <button
          type="button"
          className="btn btn--ghost btn--sm agent-downline__rebate"
          aria-label={t('agent_set_rebate_of', { account: item.account })}
          onClick={onRebate}
        >
          {t('agent_rebate')}
        </button>
      )}
    </div>
  )
}

/**
 * One downline: who it is, its balance and rebates at a glance; its figures open on a tap, so a page of twenty
 * stays a list to scan. A direct one may be picked to move or have its rebates set.
 */
export function DownlineRow({ item, selected, onSelect, onRebate }: Props) {
  const { t } = useTranslation()
  const detailsId = useId()
  const [open, setOpen] = useState(false)
  const glance = [
    { label: t('agent_registered'), value: item.registered },
    { label: t('agent_balance'), value: item.balance },
  ]
  return (
    <li className="agent-downline" data-downline={item.id}>
      <DownlineHead item={item} selected={selected} onSelect={onSelect} />
      <dl className="mdetails agent-downline__details">
        <Rows rows={glance} />
      </dl>
      {open && (
        <dl id={detailsId} className="mdetails agent-downline__details">
          <Rows rows={item.figures} />
        </dl>
      )}
      <DownlineRates item={item} />
      <DownlineActions item={item} open={open} detailsId={detailsId} onToggle={() => setOpen((o) => !o)} onRebate={onRebate} />
    </li>
  )
}
