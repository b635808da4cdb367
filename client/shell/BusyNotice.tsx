import { useTranslation } from 'react-i18next'
import { useBusyRetrying } from '../api/busy.ts'

/** "Busy, retrying" while a load the site refused for overload waits to be tried again (client/api/request.ts). */
export function BusyNotice() {
  const { t } = useTranslation()
  const busy = useBusyRetrying()
  return (
    <p className={busy ? 'busy-notice busy-notice--on' : 'busy-notice'} role="status" aria-live="polite">
      {busy ? t('busy_retrying') : ''}
    </p>
  )
}
