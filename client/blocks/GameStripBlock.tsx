import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { useWithoutRemoved } from '../actions/favourites.ts'
import { GameCard } from './shared/GameGrid.tsx'
import type { BlockProps } from './types.ts'
import './GameStripBlock.css'

/** A row of the member's games: 'my collection' with 'more', or recently played. */
export default function GameStripBlock({ id, props }: BlockProps<'gameStrip'>) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const games = useWithoutRemoved(props.games, props.source === 'favourites')
  const more = props.more
  return (
    <section className="block strip" aria-label={props.heading} data-block={id}>
      <div className="games__head">
        <h2 className="games__heading">{props.heading}</h2>
        {more && (
          <button type="button" className="games__all" onClick={() => void onAction(more.action)}>
            {more.label}
          </button>
        )}
      </div>
      {games.length === 0 ? (
        <p className="strip__empty">{props.emptyText}</p>
      ) : (
        <ul className="strip__row" data-no-back-swipe="" aria-label={t('client_games')}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      )}
    </section>
  )
}
