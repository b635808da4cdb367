import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './QuickNavBlock.css'

export default function QuickNavBlock({ id, props }: BlockProps<'quickNav'>) {
  const onAction = useOnAction()
  const shows = useClientWhen()
  const items = props.items.filter((item) => shows(item.clientWhen))
  if (items.length === 0) return null

  return (
    <nav data-block={id} className="block block--quicknav">
      <ul className="quicknav" style={{ gridTemplateColumns: `repeat(${Math.min(items.length, 5)}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const badge = badgeText(item.badge)
          return (
            <li key={item.id}>
              <button type="button" className="quicknav__item" onClick={() => void onAction(item.action)}>
                <span className={`quicknav__icon quicknav__icon--${item.icon}`}>
                  <Icon name={item.icon} size={24} />
                  {badge !== null && <span className="badge quicknav__badge">{badge}</span>}
                </span>
                <span className="quicknav__label">{item.label}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
