import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameTab } from '../../schemas/blocks/gameBlock.ts'
import { useBlockEvents, useOnAction } from '../actions/actionContext.ts'
import { usePagedList } from '../api/usePagedList.ts'
import { currentLanguage } from '../lib/language.ts'
import { PagedGameGrid } from './shared/GameGrid.tsx'
import { gameListPaging, gameListQuery } from './shared/gameListQuery.ts'
import type { BlockProps } from './types.ts'
import './GameBlock.css'

const SKELETON_CARDS = 6

function TabBar({ tabs, activeId, onSelect }: { tabs: GameTab[]; activeId: string; onSelect: (id: string) => void }) {
  return (
    <div className="games__tabs" role="tablist" data-no-back-swipe="">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === activeId}
          className={tab.id === activeId ? 'pill games__tab is-active' : 'pill games__tab'}
          onClick={(event) => {
            event.currentTarget.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'center' })
            onSelect(tab.id)
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

export default function GameBlock({ id, props, status }: BlockProps<'gameBlock'>) {
  const onAction = useOnAction()
  const { t, i18n } = useTranslation()
  const [chosen, setChosen] = useState(props.activeTab)
  const tab = props.tabs.find((candidate) => candidate.id === chosen) ?? props.tabs[0]

  const first = tab && tab.games.length > 0 ? { items: tab.games, page: tab.page, totalPages: tab.totalPages } : undefined
  const list = tab?.list
  const pages = usePagedList('gameList', list ? gameListQuery(list, props.pageSize, currentLanguage(i18n)) : null, first, gameListPaging(list))
  const select = useCallback(
    (tabId: string) => {
      if (props.tabs.some((candidate) => candidate.id === tabId)) setChosen(tabId)
    },
    [props.tabs],
  )
  useBlockEvents(id, (event) => {
    if (event.type === 'selectTab') select(event.tab)
    else pages.loadMore()
  })
  if (tab === undefined) return null

  return (
    <section data-block={id} className={status === 'degraded' ? 'block block--games is-degraded' : 'block block--games'} aria-label={t('client_games')}>
      {props.tabs.length > 1 && <TabBar tabs={props.tabs} activeId={tab.id} onSelect={select} />}
      <div className="games__head">
        <h2 className="games__heading">{tab.heading ?? tab.label}</h2>
        <button type="button" className="games__all" onClick={() => void onAction(props.viewAll.action)}>
          {props.viewAll.label}
        </button>
      </div>
      <PagedGameGrid
        pages={pages}
        emptyText={props.emptyText}
        thresholdPx={props.loadMoreThresholdPx}
        throttleMs={props.loadMoreThrottleMs}
        skeleton={SKELETON_CARDS}
      />
    </section>
  )
}
