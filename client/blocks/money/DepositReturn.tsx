import { useTranslation } from 'react-i18next'
import { useDepositStatus, type DepositState } from './useDepositStatus.ts'

const TONE: Readonly<Record<DepositState['status'], string>> = { success: 'mnotice--ok', failed: 'mnotice--bad', pending: '', unpaid: '', checking: '' }
const TEXT: Readonly<Record<DepositState['status'], string>> = {
  success: 'deposit_status_success',
  failed: 'deposit_status_failed',
  pending: 'deposit_status_pending',
  unpaid: 'deposit_status_unpaid',
  checking: 'deposit_status_checking',
}

/**
 * The order the player was sent to pay, and how it went (the attempt: the address the payment page returned to, or
 * the one the gateway says was just made). Asked while it settles, with the checking said aloud; the answer that
 * says it is paid carries the first-deposit event when it is the member's first.
 */
export function DepositReturn({ attempt, initial }: { attempt: string; initial?: DepositState | undefined }) {
  const { t } = useTranslation()
  const { status, check, polling, recheck } = useDepositStatus(attempt, initial)
  if (check.failure) {
    return (
      <p className="mnotice mnotice--bad" role="alert">
        {check.failure.message}
      </p>
    )
  }
  const state = status?.status ?? 'checking'
  const open = state !== 'success' && state !== 'failed'
  return (
    <div className={`mnotice ${TONE[state]}`} role="status" data-testid="deposit-status" data-status={status?.status ?? 'asking'}>
      <p>{t(TEXT[state], { amount: status?.amount ?? '' })}</p>
      {status?.orderNo && <p className="mnotice__meta">{t('deposit_order_no', { orderNo: status.orderNo })}</p>}
      {open && polling && <p className="mnotice__meta">{t('deposit_rechecking')}</p>}
      {open && !polling && (
        <button type="button" className="mlink" disabled={check.busy} onClick={recheck}>
          {t('check_again')}
        </button>
      )}
    </div>
  )
}
