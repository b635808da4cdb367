import type { GameTab } from '../../schemas/blocks/gameBlock.ts'
import { categoriesOf, gameCard } from '../binding/games.ts'
import { favouritesOf } from './gameEntrance.ts'
import type { BlockResolver } from './types.ts'

const HOT_TAB = 'HOT'

export const gameBlock: BlockResolver<'gameBlock'> = {
  pure: true,
  needs: (_props, viewer) => (viewer.loggedIn ? ['hotGames', 'vendors', 'favouriteIds'] : ['hotGames', 'vendors']),
  bind: (props, b) => {
    const hot = b.optional('hotGames')
    const vendors = b.optional('vendors')
    const card = { ...b, favourites: favouritesOf(b) }
    if (!hot && !vendors) b.source('hotGames')
    const tabs: GameTab[] = []
    if (hot) {
      tabs.push({
        id: HOT_TAB,
        label: b.t(props.hotLabel),
        heading: b.t(props.heading),
        list: { source: 'hot' },
        games: hot.items.map((g) => gameCard(g, card)),
        page: 1,
        totalPages: 1,
      })
    }
    for (const type of vendors ? categoriesOf(vendors, props.categories) : []) {
      const label = b.t({ t: `cat_${type}` })
      tabs.push({ id: type, label: label === `cat_${type}` ? type : label, list: { source: 'type', gameType: type }, games: [], page: 0, totalPages: 0 })
    }
    const first = tabs[0]
    if (!first) return null
    return {
      tabs,
      activeTab: first.id,
      pageSize: props.pageSize,
      viewAll: { label: b.t(props.viewAll.label), action: b.rewrite(props.viewAll.action) ?? { type: 'navigate', to: '/m/gameList' } },
      loadMoreThresholdPx: props.loadMoreThresholdPx,
      loadMoreThrottleMs: props.loadMoreThrottleMs,
      emptyText: b.t(props.emptyText),
    }
  },
}
