import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './StatusNoticeBlock.css'

export default function StatusNoticeBlock({ id, props }: BlockProps<'statusNotice'>) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  return (
    <section data-block={id} className="block block--status">
      <div className={`status-card status-card--${props.icon}`}>
        <span className="status-card__icon">
          <Icon name={props.icon} size={44} />
        </span>
        <h2 className="status-card__title">{props.title}</h2>
        {props.message !== '' && <p className="status-card__message">{props.message}</p>}
        {props.ip !== undefined && props.ip !== '' && <p className="status-card__ip">{t('client_ip', { ip: props.ip })}</p>}
        {props.actions !== undefined && props.actions.length > 0 && (
          <div className="status-card__actions">
            {props.actions.map((item, index) => (
              <button key={item.id} type="button" className={index === 0 ? 'btn btn--primary' : 'btn btn--ghost'} onClick={() => void onAction(item.action)}>
                {item.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
