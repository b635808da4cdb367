import type { GameEntranceCategory, GameEntranceSide } from '../../schemas/blocks/gameEntrance.ts'
import type { GameListRef } from '../../schemas/blocks/shared/gameList.ts'
import type { VendorGameTypes, VendorInfo } from '../../schemas/upstream/index.ts'
import { gameCard, sortCategories } from '../binding/games.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

const HOT = 'HOT'
const FAVOURITES = 'FAV'
const LOTTERY = 'LOTTERY'
const PROMO = 'PROMO'
const SPORTS = 'SPORTS'
type Splits = Readonly<Record<string, readonly string[]>>
const FAVOURITES_NOTICE_MS = 2000

/** The member's favourites as a set; null for visitors; undefined when the platform did not say. */
export function favouritesOf(b: BindContext): ReadonlySet<string> | null | undefined {
  if (!b.facts.loggedIn) return null
  const ids = b.optional('favouriteIds')
  return ids ? new Set(ids) : undefined
}

/** The category a SPORTS vendor is lifted into (e-sports, cockfight), if any. */
function splitOf(code: string, splits: Splits): string | undefined {
  return Object.keys(splits).find((category) => splits[category]?.includes(code))
}

/** Vendors per category; sports vendors named in `splits` are lifted into their own category. */
function vendorsByCategory(vendors: VendorGameTypes, splits: Splits): Map<string, VendorInfo[]> {
  const groups = new Map<string, VendorInfo[]>()
  for (const [type, byVendor] of Object.entries(vendors.content)) {
    for (const [code, entries] of Object.entries(byVendor)) {
      const info = entries[0] ?? { vassalage: code, displayName: code, gameType: type }
      const category = (type === SPORTS && splitOf(code, splits)) || type
      groups.set(category, [...(groups.get(category) ?? []), info])
    }
  }
  for (const list of groups.values()) list.sort((a, c) => (a.sort ?? 0) - (c.sort ?? 0) || a.vassalage.localeCompare(c.vassalage))
  return groups
}

function listOf(category: string, vendors: readonly VendorInfo[], splits: Splits): GameListRef {
  if (category in splits && vendors.every((v) => v.gameType === SPORTS)) return { source: 'category', gameType: SPORTS, only: vendors.map((v) => v.vassalage) }
  if (category === SPORTS) return { source: 'category', gameType: SPORTS, except: Object.values(splits).flat() }
  return { source: 'category', gameType: category }
}

function categoryLabel(b: BindContext, type: string): string {
  const label = b.t({ t: `cat_${type}` })
  return label === `cat_${type}` ? type : label
}

/** Which tab the URL asks for: `type=hot|fav`, `gameType` (and `vassalage` for the side list). */
function activeOf(query: URLSearchParams, categories: GameEntranceCategory[], props: AuthoredPropsOf<'gameEntrance'>): { category: string; side?: string } {
  const type = query.get('type')?.toLowerCase()
  if (type === 'fav' && categories.some((c) => c.id === FAVOURITES)) return { category: FAVOURITES }
  if (type === 'hot') return { category: HOT }
  const wanted = query.get('gameType')?.toUpperCase() ?? props.initialCategory
  const category = categories.find((c) => c.id === wanted && !c.action)
  if (!category) return { category: HOT }
  const vendor = query.get('vassalage')?.toUpperCase()
  const side = category.sides?.find((s) => s.id === vendor) ?? category.sides?.[0]
  return side ? { category: category.id, side: side.id } : { category: category.id }
}

/** Favourites need a session (in_logged_login for 2 s, seeds 001 §2) and a real account (trial users hold none). */
function favouritesTab(b: BindContext, label: string): GameEntranceCategory {
  if (!b.facts.loggedIn) return { id: FAVOURITES, label, action: { type: 'toast', text: b.t({ t: 'in_logged_login' }), ms: FAVOURITES_NOTICE_MS } }
  if (b.facts.role === 'trial') return { id: FAVOURITES, label, action: { type: 'toast', text: b.t({ t: 'free_reject' }), ms: FAVOURITES_NOTICE_MS } }
  return { id: FAVOURITES, label, list: { source: 'favourites' } }
}

export const gameEntrance: BlockResolver<'gameEntrance'> = {
  needs: (_props, viewer) => (viewer.loggedIn ? ['vendors', 'hotGames', 'favouriteIds'] : ['vendors', 'hotGames']),
  bind: (props, b) => {
    const vendors = b.source('vendors')
    const hot = b.optional('hotGames')
    const card = { ...b, favourites: favouritesOf(b) }
    const groups = vendorsByCategory(vendors, props.sportsSplits)
    const categories: GameEntranceCategory[] = [
      { id: HOT, label: b.t(props.hotLabel), list: { source: 'hot' }, ...(hot ? { games: hot.items.map((g) => gameCard(g, card)) } : {}) },
      favouritesTab(b, b.t(props.favouritesLabel)),
    ]
    const order = props.categories ? props.categories.filter((c) => groups.has(c)) : sortCategories([...groups.keys()])
    let lotteryShown = false
    for (const type of order) {
      const inCategory = groups.get(type) ?? []
      if (props.lotteryTypes.includes(type)) {
        const action = b.rewrite(props.lottery.action)
        if (!lotteryShown && action) categories.push({ id: LOTTERY, label: b.t(props.lottery.label), action })
        lotteryShown = true
        continue
      }
      if (props.vendorListTypes.includes(type)) {
        const sides: GameEntranceSide[] = [
          { id: HOT, label: b.t(props.hotLabel), icon: { name: 'hot' }, list: { source: 'hot', gameType: type } },
          ...inCategory.map((v) => ({
            id: v.vassalage,
            label: v.displayName,
            icon: v.iconUrl ? { image: b.media(v.iconUrl) } : { name: 'games' as const },
            list: { source: 'vendor' as const, gameType: type, vassalage: v.vassalage },
          })),
        ]
        categories.push({ id: type, label: categoryLabel(b, type), sides })
      } else {
        categories.push({ id: type, label: categoryLabel(b, type), list: listOf(type, inCategory, props.sportsSplits) })
      }
    }
    const promo = props.promo ? b.rewrite(props.promo.action) : null
    const back = props.back ? b.rewrite(props.back) : null
    if (props.promo && promo) categories.push({ id: PROMO, label: b.t(props.promo.label), action: promo })
    return {
      categories,
      active: activeOf(b.query, categories, props),
      pageSize: props.pageSize,
      favouritesPageSize: props.favouritesPageSize,
      loadMoreThresholdPx: props.loadMoreThresholdPx,
      loadMoreThrottleMs: props.loadMoreThrottleMs,
      emptyText: b.t(props.emptyText),
      ...(back ? { back } : {}),
    }
  },
}
