import type { Action, AuthoredAction, GameRef } from '../../schemas/actions.ts'
import type { GameCard } from '../../schemas/blocks/gameBlock.ts'
import type { UpstreamGame, VendorGameTypes } from '../../schemas/upstream/index.ts'

/** Tab order when the layout does not name one: the seeds' categories, most played first. */
const CATEGORY_ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const

export type CardContext = {
  media: (path: string | null | undefined) => string
  rewrite: (action: AuthoredAction) => Action | null
  /**
   * The member's favourite node ids: cards then carry a star. `null` for visitors (the star leads to login);
   * undefined when they are not known (no star rather than a wrong one).
   */
  favourites?: ReadonlySet<string> | null
}

function gameRef(game: UpstreamGame): GameRef {
  return {
    nodeId: game.nodeId,
    ...(game.gameId != null ? { gameId: String(game.gameId) } : {}),
    gameType: game.gameType,
    vendor: game.vassalage,
    ...(game.supportPlay ? { supportPlay: game.supportPlay } : {}),
    ...(game.roomId != null ? { roomId: String(game.roomId) } : {}),
    ...(game.gameCode ? { code: game.gameCode } : {}),
  }
}

export function gameCard(game: UpstreamGame, ctx: CardContext): GameCard {
  const ref = gameRef(game)
  const card: GameCard = {
    id: game.nodeId,
    name: game.gameName,
    vendor: game.vassalage,
    vendorLabel: game.displayName ?? game.vassalage,
    image: ctx.media(game.mobileIconUrl ?? game.iconUrl ?? game.showIcon),
    action: ctx.rewrite({ type: 'launchGame', requires: 'login', game: ref }) ?? { type: 'navigate', to: '/m/login' },
  }
  if (ctx.favourites === undefined) return card
  const star = ctx.rewrite({ type: 'toggleFavourite', requires: 'realAccount', game: ref })
  if (!star) return card
  return { ...card, favourite: ctx.favourites?.has(game.nodeId) ?? false, star }
}

/** Game types that have at least one vendor, in the layout's order or the default one. */
export function categoriesOf(vendors: VendorGameTypes, wanted: readonly string[] | undefined): string[] {
  const present = Object.entries(vendors.content)
    .filter(([, byVendor]) => Object.keys(byVendor).length > 0)
    .map(([type]) => type)
  if (wanted) return wanted.filter((t) => present.includes(t))
  return sortCategories(present)
}

export function sortCategories(types: string[]): string[] {
  const rank = (t: string) => {
    const i = (CATEGORY_ORDER as readonly string[]).indexOf(t)
    return i === -1 ? CATEGORY_ORDER.length : i
  }
  return [...types].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}
