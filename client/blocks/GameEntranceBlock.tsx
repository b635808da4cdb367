import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEntranceCategory, GameEntranceSide } from '../../schemas/blocks/gameEntrance.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { usePagedList } from '../api/usePagedList.ts'
import { currentLanguage } from '../lib/language.ts'
import { Icon } from '../ui/Icon.tsx'
import { PagedGameGrid } from './shared/GameGrid.tsx'
import { gameListPaging, gameListQuery } from './shared/gameListQuery.ts'
import type { BlockProps } from './types.ts'
import './GameEntranceBlock.css'

type Selection = { category: string; side?: string | undefined }

function sideOf(category: GameEntranceCategory | undefined, id: string | undefined): GameEntranceSide | undefined {
  return category?.sides?.find((s) => s.id === id) ?? category?.sides?.[0]
}

/** The game centre (seeds 001 §2 Game entrance): category tabs, a side list of vendors, the games. */
export default function GameEntranceBlock({ id, props }: BlockProps<'gameEntrance'>) {
  const onAction = useOnAction()
  const { t, i18n } = useTranslation()
  const [selected, setSelected] = useState<Selection>(props.active)
  const category = props.categories.find((c) => c.id === selected.category && !c.action) ?? props.categories.find((c) => !c.action)
  const side = sideOf(category, selected.side)
  const list = side?.list ?? category?.list
  const favourites = list?.source === 'favourites'
  const pageSize = favourites ? props.favouritesPageSize : props.pageSize
  // A category's own games came with the screen (its first page, all of it); a vendor's are asked for.
  const initial = !side && category?.games ? { items: category.games, page: 1, totalPages: 1 } : undefined
  const games = usePagedList('gameList', list ? gameListQuery(list, pageSize, currentLanguage(i18n)) : null, initial, gameListPaging(list))
  const tabs = useRef<HTMLDivElement>(null)
  const activeId = category?.id
  useEffect(() => {
    tabs.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [activeId])

  const choose = (next: Selection) => {
    setSelected(next)
    // Seeds: choosing a category scrolls to top.
    window.scrollTo(0, 0)
  }
  const back = props.back

  return (
    <section className="block entrance" aria-label={t('client_games')} data-block={id}>
      <div className="entrance__top" data-no-back-swipe="">
        {back && (
          <button type="button" className="icon-btn" aria-label={t('client_back')} onClick={() => void onAction(back)}>
            <Icon name="back" size={22} />
          </button>
        )}
        <div ref={tabs} className="entrance__tabs" role="tablist" aria-label={t('client_game_categories')}>
          {props.categories.map((c) => {
            const active = c.id === category?.id
            const tabAction = c.action
            return (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={active}
                className={active ? 'pill is-active' : 'pill'}
                onClick={(event) => {
                  event.currentTarget.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'center' })
                  if (tabAction) void onAction(tabAction)
                  else choose({ category: c.id })
                }}
              >
                {c.label}
              </button>
            )
          })}
        </div>
      </div>
      <div className={category?.sides ? 'entrance__body has-side' : 'entrance__body'}>
        {category?.sides && (
          <nav className="entrance__side" aria-label={t('client_providers')}>
            {category.sides.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-current={s.id === side?.id ? 'true' : undefined}
                className={s.id === side?.id ? 'entrance__vendor is-active' : 'entrance__vendor'}
                onClick={() => choose({ category: category.id, side: s.id })}
              >
                {'image' in s.icon ? <img src={s.icon.image} alt="" width={28} height={28} loading="lazy" /> : <Icon name={s.icon.name} size={24} />}
                <span>{s.label}</span>
              </button>
            ))}
          </nav>
        )}
        <div className="entrance__games">
          <PagedGameGrid
            pages={games}
            emptyText={props.emptyText}
            thresholdPx={props.loadMoreThresholdPx}
            throttleMs={props.loadMoreThrottleMs}
            skeleton={category?.sides ? 4 : 6}
            favourites={favourites}
          />
        </div>
      </div>
    </section>
  )
}
