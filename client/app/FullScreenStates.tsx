import { useTranslation } from 'react-i18next'
import { Icon } from '../ui/Icon.tsx'
import { Spinner } from '../ui/Spinner.tsx'

export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <div className="fullscreen">
      <img className="fullscreen__logo" src="/img/logo.svg" alt={t('client_brand')} width={150} height={38} />
      <Spinner label={t('client_loading')} />
    </div>
  )
}

/**
 * Shown when the screen cannot be fetched or breaks the contract: never the raw error. `retryIn` is the
 * seconds before the page tries again by itself (null: it will not).
 */
export function ErrorScreen({ onRetry, retrying, retryIn, busy = false }: { onRetry: () => void; retrying: boolean; retryIn: number | null; busy?: boolean }) {
  const { t } = useTranslation()
  const progress = retrying ? t('client_retrying') : retryIn !== null ? t('client_retry_in', { seconds: retryIn }) : ''
  return (
    <main className="fullscreen">
      <span className="fullscreen__icon">
        <Icon name="restricted" size={40} />
      </span>
      <div className="fullscreen__message" role="alert">
        <h1 className="fullscreen__title">{t(busy ? 'busy_title' : 'client_error_title')}</h1>
        <p className="fullscreen__body">{t(busy ? 'busy_body' : 'client_error_body')}</p>
      </div>
      <p className="fullscreen__progress" role="status" aria-live="polite">
        {progress}
      </p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner size="sm" label={t('client_loading')} /> : t('client_retry')}
      </button>
    </main>
  )
}
