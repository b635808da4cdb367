import { useTranslation } from 'react-i18next'
import { useBusyRetrying } from '../api/busy.ts'

/**
 * "Busy, retrying" while a load the site refused for overload waits to be tried again (client/api/request.ts). It
 * is there only meanwhile: the page's one lasting live region stays the toasts'.
 */
export function BusyNotice() {
  const { t } = useTranslation()
  const busy = useBusyRetrying()
  if (!busy) return null
  return (
    <p className="busy-notice" role="status" aria-live="polite">
      {t('busy_retrying')}
    </p>
  )
}
