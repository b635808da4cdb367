import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Action } from '../../schemas/actions.ts'
import type { GameEntranceCategory, GameEntranceSide } from '../../schemas/blocks/gameEntrance.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { usePagedList } from '../api/usePagedList.ts'
import { currentLanguage } from '../lib/language.ts'
import { Icon } from '../ui/Icon.tsx'
import { CategoryPanel } from './game/CategoryPanel.tsx'
import { PagedGameGrid } from './shared/GameGrid.tsx'
import { gameListPaging, gameListQuery } from './shared/gameListQuery.ts'
import type { BlockProps } from './types.ts'
import './GameEntranceBlock.css'

type Selection = { category: string; side?: string | undefined }

function sideOf(category: GameEntranceCategory | undefined, id: string | undefined): GameEntranceSide | undefined {
  return category?.sides?.find((s) => s.id === id) ?? category?.sides?.[0]
}

/** The category tabs: a tab with an action of its own runs it (promotions, lottery); the others show their games. */
function CategoryTabs({
  categories,
  activeId,
  onChoose,
}: {
  categories: GameEntranceCategory[]
  activeId: string | undefined
  onChoose: (next: Selection) => void
}) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const tabs = useRef<HTMLDivElement>(null)
  useEffect(() => {
    tabs.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [activeId])
  return (
    <div ref={tabs} className="entrance__tabs" role="tablist" aria-label={t('client_game_categories')}>
      {categories.map((c) => {
        const active = c.id === activeId
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
              else onChoose({ category: c.id })
            }}
          >
            {c.label}
          </button>
        )
      })}
    </div>
  )
}

function BackButton({ action }: { action: Action }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  return (
    <button type="button" className="icon-btn" aria-label={t('client_back')} onClick={() => void onAction(action)}>
      <Icon name="back" size={22} />
    </button>
  )
}

/** The side list of a category: its vendors (or its hot games), each with its logo. */
function SideNav({
  categoryId,
  sides,
  side,
  onChoose,
}: {
  categoryId: string
  sides: GameEntranceSide[]
  side: GameEntranceSide | undefined
  onChoose: (next: Selection) => void
}) {
  const { t } = useTranslation()
  return (
    <nav className="entrance__side" aria-label={t('client_providers')}>
      {sides.map((s) => (
        <button
          key={s.id}
          type="button"
          aria-current={s.id === side?.id ? 'true' : undefined}
          className={s.id === side?.id ? 'entrance__vendor is-active' : 'entrance__vendor'}
          onClick={() => onChoose({ category: categoryId, side: s.id })}
        >
          {'image' in s.icon ? <img src={s.icon.image} alt="" width={28} height={28} loading="lazy" /> : <Icon name={s.icon.name} size={24} />}
          <span>{s.label}</span>
        </button>
      ))}
    </nav>
  )
}

/** Opens the side category list; focus comes back to it when the list closes. */
function AllCategoriesButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus({ preventScroll: true })
    wasOpen.current = open
  }, [open])
  return (
    <button
      ref={button}
      type="button"
      className="icon-btn entrance__all"
      aria-label={t('client_all_categories')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
    >
      <Icon name="menu" size={22} />
    </button>
  )
}

/** The game centre (seeds 001 §2 Game entrance): category tabs, the side category list, a side list of vendors, the games. */
export default function GameEntranceBlock({ id, props }: BlockProps<'gameEntrance'>) {
  const { t, i18n } = useTranslation()
  const [selected, setSelected] = useState<Selection>(props.active)
  const [panelOpen, setPanelOpen] = useState(false)
  const category = props.categories.find((c) => c.id === selected.category && !c.action) ?? props.categories.find((c) => !c.action)
  const side = sideOf(category, selected.side)
  const list = side?.list ?? category?.list
  const favourites = list?.source === 'favourites'
  const pageSize = favourites ? props.favouritesPageSize : props.pageSize
  // A category's own games came with the screen (its first page, all of it); a vendor's are asked for.
  const initial = !side && category?.games ? { items: category.games, page: 1, totalPages: 1 } : undefined
  const games = usePagedList('gameList', list ? gameListQuery(list, pageSize, currentLanguage(i18n)) : null, initial, gameListPaging(list))
  const choose = (next: Selection) => {
    setSelected(next)
    // Seeds: choosing a category scrolls to top.
    window.scrollTo(0, 0)
  }
  const sides = category?.sides
  return (
    <section className="block entrance" aria-label={t('client_games')} data-block={id}>
      <div className="entrance__top" data-no-back-swipe="">
        {props.back && <BackButton action={props.back} />}
        <CategoryTabs categories={props.categories} activeId={category?.id} onChoose={choose} />
        <AllCategoriesButton open={panelOpen} onOpen={() => setPanelOpen(true)} />
      </div>
      <CategoryPanel
        categories={props.categories}
        active={{ category: category?.id ?? '', side: side?.id }}
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        onChoose={choose}
      />
      <div className={sides ? 'entrance__body has-side' : 'entrance__body'}>
        {category && sides && <SideNav categoryId={category.id} sides={sides} side={side} onChoose={choose} />}
        <div className="entrance__games">
          <PagedGameGrid
            pages={games}
            emptyText={props.emptyText}
            thresholdPx={props.loadMoreThresholdPx}
            throttleMs={props.loadMoreThrottleMs}
            skeleton={sides ? 4 : 6}
            favourites={favourites}
          />
        </div>
      </div>
    </section>
  )
}
