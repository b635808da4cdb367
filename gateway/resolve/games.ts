import type { Action } from '../../schemas/actions.ts'
import type { GameCard } from '../../schemas/blocks/gameBlock.ts'
import type { UpstreamGame, VendorGameTypes } from '../../schemas/upstream/index.ts'

/** Tab order when the layout does not name one: the seeds' categories, most played first. */
export const CATEGORY_ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const

export type CardContext = {
  media: (path: string | null | undefined) => string
  rewrite: (action: Action) => Action | null
}

export function gameCard(game: UpstreamGame, ctx: CardContext): GameCard {
  const launch: Action = {
    type: 'launchGame',
    requires: 'login',
    game: {
      nodeId: game.nodeId,
      ...(game.gameId != null ? { gameId: String(game.gameId) } : {}),
      gameType: game.gameType,
      vendor: game.vassalage,
      ...(game.supportPlay ? { supportPlay: game.supportPlay } : {}),
    },
  }
  return {
    id: game.nodeId,
    name: game.gameName,
    vendor: game.vassalage,
    vendorLabel: game.displayName ?? game.vassalage,
    image: ctx.media(game.mobileIconUrl ?? game.iconUrl ?? game.showIcon),
    action: ctx.rewrite(launch) ?? { type: 'navigate', to: '/m/login' },
  }
}

/** Game types that have at least one vendor, in the layout's order or the default one. */
export function categoriesOf(vendors: VendorGameTypes, wanted: readonly string[] | undefined): string[] {
  const present = Object.entries(vendors.content)
    .filter(([, byVendor]) => Object.keys(byVendor).length > 0)
    .map(([type]) => type)
  if (wanted) return wanted.filter((t) => present.includes(t))
  const rank = (t: string) => {
    const i = (CATEGORY_ORDER as readonly string[]).indexOf(t)
    return i === -1 ? CATEGORY_ORDER.length : i
  }
  return present.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}
