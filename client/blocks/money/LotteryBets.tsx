import { useTranslation } from 'react-i18next'
import { usePagedList } from '../../api/usePagedList.ts'
import { FormError } from '../../forms/FieldFrame.tsx'
import { useAction } from '../../forms/useAction.ts'
import { Spinner } from '../../ui/Spinner.tsx'

/** A lottery order's bets; one still waiting for its draw can be cancelled, and the stake comes back. */
export function LotteryBets({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation()
  const { items, last, error, reload } = usePagedList('lotteryOrder', { orderId, lang: i18n.language.toUpperCase() })
  const cancel = useAction('cancelBet')
  if (error) {
    return (
      <p className="mform__error" role="alert">
        {t('records_failed')}
      </p>
    )
  }
  if (!last) return <Spinner label={t('client_loading')} />
  return (
    <div className="mbets">
      <h3 className="mfield__label">{t('order_bets')}</h3>
      <ul className="mrows">
        {items.map((bet) => (
          <li key={bet.id} className="mrow">
            <span className="mrow__label">
              {bet.title}
              <span className="mchoice__sub mrow__sub">{bet.subtitle}</span>
            </span>
            <span className="mrecord__side">
              <span className="mrecord__amount">{bet.amount}</span>
              {bet.status && <span className={`mstatus mstatus--${bet.status.tone}`}>{bet.status.label}</span>}
            </span>
            {bet.cancelable && (
              <button
                type="button"
                className="mcopy"
                disabled={cancel.busy}
                onClick={() => void cancel.run({ orderId, subOrderId: bet.id }).then((done) => done && reload())}
              >
                {t('cancel_bet')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <FormError message={cancel.failure?.message} />
    </div>
  )
}
