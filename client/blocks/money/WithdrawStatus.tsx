import { useTranslation } from 'react-i18next'
import { useAction } from '../../forms/useAction.ts'
import type { BlockProps } from '../types.ts'
import { LocalTime } from './LocalTime.tsx'

type Latest = BlockProps<'withdrawPanel'>['props']['latest']

/**
 * A request whose answer was lost: shown as pending and checked on demand, never sent again. The member is told why
 * the form waits and until when, never held without a word.
 */
export function Checking({ attempt, until, onSettled }: { attempt: string; until: string | undefined; onSettled: () => void }) {
  const { t } = useTranslation()
  const check = useAction('withdrawCheck')
  const run = async () => {
    const answer = await check.run({ attempt })
    if (answer?.data && answer.data.status !== 'checking') onSettled()
  }
  return (
    <div className="mnotice" role="status" data-testid="withdraw-checking">
      <p>{t('withdraw_checking_note')}</p>
      {until && (
        <p>
          {t('withdraw_checking_until')} <LocalTime iso={until} />
        </p>
      )}
      <button type="button" className="mlink" disabled={check.busy} onClick={() => void run()}>
        {t('check_again')}
      </button>
    </div>
  )
}

/** The member's latest withdrawal requests with their status. */
export function LatestRequests({ latest }: { latest: Latest }) {
  const { t } = useTranslation()
  if (latest.length === 0) return null
  return (
    <div className="mcard">
      <h2 className="mcard__title">{t('latest_requests')}</h2>
      <ul className="mrows" data-testid="withdraw-latest">
        {latest.map((w) => (
          <li key={w.orderNo} className="mrow">
            <span className="mrow__label">
              {w.amount}
              <LocalTime className="mchoice__sub mrow__sub" iso={w.time} />
            </span>
            <span className={`mstatus mstatus--${w.tone}`}>{w.status}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
