import { gameCard } from '../binding/games.ts'
import { favouritesOf } from './gameEntrance.ts'
import type { BlockResolver } from './types.ts'

/** 'My collection' or recently played: member data, so visitors get nothing. */
export const gameStrip: BlockResolver<'gameStrip'> = {
  pure: true,
  needs: (props, viewer) => (viewer.loggedIn ? [props.source === 'favourites' ? 'favourites' : 'recentGames', 'favouriteIds'] : []),
  bind: (props, b) => {
    if (!b.facts.loggedIn) return null
    const games = (props.source === 'favourites' ? b.source('favourites') : b.source('recentGames')).items
    if (games.length === 0 && props.hideWhenEmpty) return null
    const card = { ...b, favourites: favouritesOf(b) }
    const more = props.more ? b.rewrite(props.more.action) : null
    return {
      source: props.source,
      heading: b.t(props.heading),
      ...(props.more && more ? { more: { label: b.t(props.more.label), action: more } } : {}),
      games: games.slice(0, props.limit).map((g) => gameCard(g, card)),
      emptyText: b.t(props.emptyText),
    }
  },
}
