import { useTranslation } from 'react-i18next'
import type { Action } from '../../schemas/actions.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import { RichText } from '../ui/RichText.tsx'
import type { BlockProps } from './types.ts'
import './HelpCenterBlock.css'

function Row({ title, action, strong = false }: { title: string; action: Action; strong?: boolean }) {
  const onAction = useOnAction()
  return (
    <button type="button" className={strong ? 'help__row help__row--main' : 'help__row'} onClick={() => void onAction(action)}>
      <span className="help__label">{title}</span>
      <Icon name="chevron" size={18} className="help__chevron" />
    </button>
  )
}

/**
 * The help centre (seeds 001 §2): every entry with its children, or, when the address names one (p, c), that
 * entry's text. Tapping an entry goes to /m/helpDetail, so the address always says what is on show.
 */
export default function HelpCenterBlock({ id, props, status }: BlockProps<'helpCenter'>) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const { detail } = props
  if (detail !== undefined) return <HelpDetail id={id} detail={detail} />
  if (props.items.length === 0) {
    return (
      <section className="block help help--state" data-block={id}>
        <Icon name="help" size={40} className="help__state-icon" />
        <p>{status === 'degraded' ? t('client_load_failed') : props.emptyText}</p>
        {status === 'degraded' && (
          <button type="button" className="btn btn--ghost" onClick={() => void onAction({ type: 'refresh' })}>
            {t('client_retry')}
          </button>
        )}
      </section>
    )
  }
  return (
    <section className="block help" data-block={id}>
      {props.items.map((item, index) => (
        <section key={`${index}-${item.title}`} className="help__group" aria-label={item.title}>
          {item.action !== undefined ? <Row title={item.title} action={item.action} strong /> : <h2 className="help__heading">{item.title}</h2>}
          {item.children.length > 0 && (
            <ul className="help__children">
              {item.children.map((child, c) => (
                <li key={`${c}-${child.title}`}>
                  <Row title={child.title} action={child.action} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  )
}

type Detail = NonNullable<BlockProps<'helpCenter'>['props']['detail']>

/** One entry's text, and the way back to every topic. */
function HelpDetail({ id, detail }: { id: string; detail: Detail }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  return (
    <article className="block help help--detail" data-block={id} aria-labelledby={`${id}-title`}>
      {detail.section !== undefined && <p className="help__section">{detail.section}</p>}
      <h2 id={`${id}-title`} className="help__title">
        {detail.title}
      </h2>
      <RichText nodes={detail.content} onAction={(action) => void onAction(action)} className="help__content" />
      <button type="button" className="btn btn--ghost btn--sm help__all" onClick={() => void onAction({ type: 'navigate', to: '/m/help' })}>
        {t('client_help_topics')}
      </button>
    </article>
  )
}
