import { useTranslation } from 'react-i18next'
import type { ResolvedMenuItem } from '../../schemas/menu.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import { targetPath, useVisibleItems } from './menuItems.tsx'
import './BottomMenu.css'

export function BottomMenu({ items, route }: { items: readonly ResolvedMenuItem[]; route: string }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const visible = useVisibleItems(items)

  return (
    <nav className="bottom-menu" aria-label={t('client_menu')}>
      <ul className="bottom-menu__list">
        {visible.map((item) => {
          const current = targetPath(item) === route
          const badge = badgeText(item.badge)
          const classes = ['bottom-menu__item', item.emphasis === true ? 'is-emphasis' : '', current ? 'is-current' : '']
          return (
            <li key={item.id} className="bottom-menu__cell">
              <button
                type="button"
                className={classes.filter(Boolean).join(' ')}
                aria-current={current ? 'page' : undefined}
                onClick={() => void onAction(item.action)}
              >
                <span className="bottom-menu__icon">
                  <Icon name={item.icon} size={item.emphasis === true ? 28 : 24} />
                  {badge !== null && <span className="badge bottom-menu__badge">{badge}</span>}
                </span>
                <span className="bottom-menu__label">{item.label}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
