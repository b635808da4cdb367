import { useTranslation } from 'react-i18next'
import type { ResolvedShell } from '../../schemas/screen.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import './PageHeader.css'

export function PageHeader({ header }: { header: ResolvedShell['header'] }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const { back, title, logo } = header
  const heading = title !== undefined && title !== '' ? title : undefined
  return (
    <header className="pageheader">
      <div className="pageheader__side">
        {back !== undefined && (
          <button type="button" className="icon-btn" aria-label={t('client_back')} onClick={() => void onAction(back)}>
            <Icon name="back" size={24} />
          </button>
        )}
      </div>
      <div className="pageheader__center">
        {logo !== undefined && logo !== '' && heading !== undefined && <img className="pageheader__logo" src={logo} alt="" height={24} />}
        {heading !== undefined && <h1 className="pageheader__title">{heading}</h1>}
        {/* Without a title the brand is the page's heading: the logo when there is one, else its name unseen. */}
        {heading === undefined && (
          <h1 className="pageheader__brand">
            {logo !== undefined && logo !== '' ? (
              <img className="pageheader__logo" src={logo} alt={t('client_brand')} height={24} />
            ) : (
              <span className="visually-hidden">{t('client_brand')}</span>
            )}
          </h1>
        )}
      </div>
      <div className="pageheader__side" />
    </header>
  )
}
