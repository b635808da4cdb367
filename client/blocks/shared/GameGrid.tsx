import { memo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameCard as GameCardData } from '../../../schemas/blocks/gameBlock.ts'
import { useOnAction } from '../../actions/actionContext.ts'
import { useFavourite, useWithoutRemoved } from '../../actions/favourites.ts'
import type { PagedList } from '../../api/usePagedList.ts'
import { Icon } from '../../ui/Icon.tsx'
import { LazyImage } from '../../ui/LazyImage.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useLoadMoreOnScroll } from '../../ui/useLoadMoreOnScroll.ts'
import '../GameBlock.css'

function Star({ game }: { game: GameCardData }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const on = useFavourite(game.id, game.favourite) === true
  const star = game.star
  if (!star) return null
  return (
    <button
      type="button"
      className={on ? 'game-card__star is-on' : 'game-card__star'}
      aria-pressed={on}
      aria-label={t(on ? 'client_favourite_remove' : 'client_favourite_add')}
      onClick={() => void onAction(star.type === 'toggleFavourite' ? { ...star, on: !on } : star)}
    >
      <Icon name="star" size={16} />
    </button>
  )
}

/** A game card (seeds 001 §2): background image with a default when it fails, vendor label, favourite star, name. */
export const GameCard = memo(function GameCard({ game, eager = false }: { game: GameCardData; eager?: boolean }) {
  const onAction = useOnAction()
  return (
    <li className="game-card" data-game={game.id}>
      <button type="button" className="game-card__open" onClick={() => void onAction(game.action)}>
        <span className="game-card__art">
          <LazyImage src={game.image} alt="" fallback="game" aspectRatio={1} eager={eager} />
          {game.vendorLabel !== '' && <span className="game-card__vendor">{game.vendorLabel}</span>}
        </span>
        <span className="game-card__name">{game.name}</span>
      </button>
      <Star game={game} />
    </li>
  )
})

function GameGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="games__grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="game-card game-card--skeleton">
          <span className="game-card__art" />
          <span className="game-card__name" />
        </li>
      ))}
    </ul>
  )
}

/** The first row (three columns) is above the fold on a phone: it loads at once and holds the largest paint. */
const EAGER_CARDS = 3

type PagedGameGridProps = {
  pages: PagedList<'gameList'>
  emptyText: string
  /** Load more within this many px of the end, at most once per `throttleMs` (seeds: 300 px, 1000 ms). */
  thresholdPx?: number
  throttleMs?: number
  skeleton?: number
  /** A favourites list: games unstarred on this page drop out at once (seeds: removal drops by node id). */
  favourites?: boolean
}

/** A list of game cards as its pages arrive: skeleton first, infinite scroll, empty text, 'loading more'. */
export function PagedGameGrid({ pages, emptyText, thresholdPx = 300, throttleMs = 1000, skeleton = 6, favourites = false }: PagedGameGridProps) {
  const { t } = useTranslation()
  const grid = useRef<HTMLUListElement>(null)
  useLoadMoreOnScroll(grid, { thresholdPx, throttleMs, onLoadMore: pages.loadMore, enabled: pages.hasMore })
  const games = useWithoutRemoved(pages.items, favourites)
  const firstLoad = pages.loading && games.length === 0
  return (
    <div role="tabpanel" aria-busy={pages.loading}>
      {firstLoad ? (
        <GameGridSkeleton count={skeleton} />
      ) : (
        <ul ref={grid} className="games__grid">
          {games.map((game, index) => (
            <GameCard key={game.id} game={game} eager={index < EAGER_CARDS} />
          ))}
        </ul>
      )}
      {!pages.loading && games.length === 0 && <p className="games__empty">{pages.error ? t('client_error_generic') : emptyText}</p>}
      {pages.loading && (
        <div className="games__more">
          <Spinner size="sm" label={t(firstLoad ? 'client_loading' : 'client_loading_more')} />
        </div>
      )}
    </div>
  )
}
