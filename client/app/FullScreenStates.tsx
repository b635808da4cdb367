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

/** Shown when the screen cannot be fetched or breaks the contract: never the raw error. */
export function ErrorScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="fullscreen" role="alert">
      <span className="fullscreen__icon">
        <Icon name="restricted" size={40} />
      </span>
      <h1 className="fullscreen__title">{t('client_error_title')}</h1>
      <p className="fullscreen__body">{t('client_error_body')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner size="sm" label={t('client_loading')} /> : t('client_retry')}
      </button>
    </div>
  )
}
