import { useTranslation } from 'react-i18next'
import { FormError } from '../forms/FieldFrame.tsx'
import { useAction } from '../forms/useAction.ts'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './RebatePanelBlock.css'

/** What each game category earned since the last claim: valid bets, rate and amount. */
function RebateTable({ rows }: { rows: BlockProps<'rebatePanel'>['props']['rows'] }) {
  const { t } = useTranslation()
  return (
    <table className="mrebate">
      <thead>
        <tr>
          <th scope="col">{t('rebate_game')}</th>
          <th scope="col">{t('rebate_valid')}</th>
          <th scope="col">{t('rebate_rate')}</th>
          <th scope="col">{t('rebate_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td>{row.valid}</td>
            <td>{row.rate}</td>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Manual rebate: what each game category earned since the last claim, the total, and the claim. */
export default function RebatePanelBlock({ id, props }: BlockProps<'rebatePanel'>) {
  const { t } = useTranslation()
  const claim = useAction('claimRebate')
  return (
    <section data-block={id} className="block" aria-label={t('manual_rebate')}>
      <div className="mcard">
        <RebateTable rows={props.rows} />
        <div className="mbalance mrebate__total">
          <span>{t('rebate_total')}</span>
          <span className="mbalance__value" data-testid="rebate-total">
            {props.total}
          </span>
        </div>
        <p className="mcard__note">{t('rebate_minimum', { amount: props.minClaim })}</p>
        <FormError message={claim.failure?.message} />
        <button type="button" className="btn btn--primary btn--block" disabled={!props.canClaim || claim.busy} onClick={() => void claim.run({})}>
          {t('rebate_claim')}
        </button>
      </div>
    </section>
  )
}
