import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameCard as GameCardData } from '../../../schemas/blocks/gameBlock.ts'
import { useOnAction } from '../../actions/actionContext.ts'
import { useFavourite } from '../../actions/favourites.ts'
import { Icon } from '../../ui/Icon.tsx'
import { LazyImage } from '../../ui/LazyImage.tsx'
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
export const GameCard = memo(function GameCard({ game }: { game: GameCardData }) {
  const onAction = useOnAction()
  return (
    <li className="game-card" data-game={game.id}>
      <button type="button" className="game-card__open" onClick={() => void onAction(game.action)}>
        <span className="game-card__art">
          <LazyImage src={game.image} alt="" fallback="game" aspectRatio={1} />
          {game.vendorLabel !== '' && <span className="game-card__vendor">{game.vendorLabel}</span>}
        </span>
        <span className="game-card__name">{game.name}</span>
      </button>
      <Star game={game} />
    </li>
  )
})

export function GameGridSkeleton({ count = 6 }: { count?: number }) {
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
