import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './LinkListBlock.css'

type Item = BlockProps<'linkList'>['props']['items'][number]

/** Entries with an icon, a label and a count (the message centre), under its own title bar when the shell hides the header. */
export default function LinkListBlock({ id, props }: BlockProps<'linkList'>) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const shows = useClientWhen()
  const items = props.items.filter((item) => shows(item.clientWhen))
  const { back, title } = props
  return (
    <section className="block links" data-block={id} aria-labelledby={title !== undefined ? `${id}-title` : undefined}>
      {title !== undefined && (
        <div className="links__bar">
          {back !== undefined ? (
            <button type="button" className="icon-btn" aria-label={t('client_back')} onClick={() => void onAction(back)}>
              <Icon name="back" size={24} />
            </button>
          ) : (
            <span />
          )}
          <h2 id={`${id}-title`} className="links__title">
            {title}
          </h2>
          <span />
        </div>
      )}
      <ul className="links__list">
        {items.map((item) => (
          <LinkItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  )
}

function LinkItem({ item }: { item: Item }) {
  const onAction = useOnAction()
  const badge = badgeText(item.badge)
  return (
    <li>
      <button type="button" className="links__item" onClick={() => void onAction(item.action)}>
        <span className={`links__icon links__icon--${item.icon}`}>
          <Icon name={item.icon} size={22} />
        </span>
        <span className="links__label">{item.label}</span>
        {badge !== null ? <span className="badge links__badge">{badge}</span> : <span />}
        <Icon name="chevron" size={18} className="links__chevron" />
      </button>
    </li>
  )
}
