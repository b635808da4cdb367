import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { DepositDataSchema } from '../../../schemas/api/money.ts'
import { CopyButton } from './CopyButton.tsx'

type Manual = Extract<z.infer<typeof DepositDataSchema>, { kind: 'manual' }>

/** Where to send a manual transfer, each value with a copy button, and the confirm step. */
export function ManualDetails({ details, busy, onConfirm }: { details: Manual; busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation()
  const rows: [string, string, boolean][] = [
    [t('bank'), details.bankName, false],
    [t('account_number'), details.accountNo, true],
    [t('account_name'), details.accountName, true],
    [t('amount'), details.amount, false],
    [t('reference'), details.reference, true],
  ]
  const by = details.expiresAt ? new Date(details.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : undefined
  return (
    <div className="mcard" data-testid="manual-transfer">
      <h2 className="mcard__title">{t('manual_transfer_title')}</h2>
      <dl className="mdetails">
        {rows.map(([label, value, copy]) => (
          <div key={label} className="mdetails__row">
            <dt>{label}</dt>
            <dd>
              {value}
              {copy && <CopyButton text={value} label={label} />}
            </dd>
          </div>
        ))}
      </dl>
      {by && <p className="mcard__note mdetails__by">{t('transfer_by', { time: by })}</p>}
      <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onConfirm}>
        {t('i_have_transferred')}
      </button>
    </div>
  )
}
