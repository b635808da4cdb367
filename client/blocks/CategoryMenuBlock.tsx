import { useId, useState } from 'react'
import { useOnAction } from '../actions/actionContext.ts'
import { LazyImage } from '../ui/LazyImage.tsx'
import type { BlockProps } from './types.ts'
import './CategoryMenuBlock.css'

/** The login page's scrolling category menu (seeds 000 §3): 'all' first, then one tab per menu; a tab shows its games. */
export default function CategoryMenuBlock({ id, props }: BlockProps<'categoryMenu'>) {
  const onAction = useOnAction()
  const [chosen, setChosen] = useState(props.tabs[0]?.id)
  const tab = props.tabs.find((t) => t.id === chosen) ?? props.tabs[0]
  const base = useId()
  const titleId = `${base}-title`
  const panelId = `${base}-panel`
  if (!tab) return null
  return (
    <section className="block catmenu" data-block={id} aria-labelledby={props.title !== undefined ? titleId : undefined}>
      {props.title !== undefined && (
        <h2 id={titleId} className="catmenu__title">
          {props.title}
        </h2>
      )}
      <div className="catmenu__tabs" role="tablist" aria-labelledby={props.title !== undefined ? titleId : undefined}>
        {props.tabs.map((t) => (
          <button
            key={t.id}
            id={`${base}-${t.id}`}
            type="button"
            role="tab"
            aria-selected={t.id === tab.id}
            aria-controls={panelId}
            className={t.id === tab.id ? 'pill is-active' : 'pill'}
            onClick={(event) => {
              event.currentTarget.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'center' })
              setChosen(t.id)
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${base}-${tab.id}`}>
        <ul className="catmenu__games">
          {tab.games.map((game) => (
            <li key={game.id}>
              <button type="button" className="catmenu__game" onClick={() => void onAction(game.action)}>
                <LazyImage src={game.image} alt="" fallback="game" aspectRatio={1} className="catmenu__icon" />
                <span className="catmenu__name">{game.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
