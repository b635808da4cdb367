import type { LotteryCard, LotteryCategory } from '../../schemas/blocks/lotteryPanel.ts'
import type { LotteryGame, VendorGameTypes, VnLotteryMenu } from '../../schemas/upstream/index.ts'
import { lotteryGroupId, lotteryGroupLabel, lotteryIcon, lotteryLaunch } from '../binding/lotteryGroups.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

/** Weekday numbers as the platform writes them (1 Sunday … 7 Saturday), in the order the filter shows them. */
const WEEK = [2, 3, 4, 5, 6, 7, 1] as const

function drawDaysOf(value: string | null | undefined): number[] {
  if (!value) return []
  const days = value
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)
  return [...new Set(days)].sort((a, b) => a - b)
}

function lotteryCard(game: LotteryGame, elapsedMs: number, prizeMode: AuthoredPropsOf<'lotteryPanel'>['prizeMode'], b: BindContext): LotteryCard {
  const action = b.rewrite(lotteryLaunch(game, prizeMode))
  return {
    id: String(game.gameId),
    name: game.remark,
    image: b.media(lotteryIcon(game)),
    numero: game.numero,
    isSale: game.isSale,
    // The menu may come from the cache: count from when the platform answered, not from now.
    remainTime: game.remainTime - elapsedMs,
    lotteryTime: game.lotteryTime,
    drawDays: drawDaysOf(game.drawDayOfWeek),
    action: action ?? { type: 'navigate', to: '/m/login' },
  }
}

/** The VN lottery menu's categories, the TCG lottery's groups, and the extra provider (KENO) when the vendor list has it. */
type Menu = { menu: VnLotteryMenu; receivedAt: number }

function categoriesOf(menu: Menu, props: AuthoredPropsOf<'lotteryPanel'>, b: BindContext): LotteryCategory[] {
  const elapsed = Math.max(0, b.now - menu.receivedAt)
  return Object.entries(menu.menu).map(([key, group]) => {
    const id = lotteryGroupId(key, group)
    return {
      id,
      label: lotteryGroupLabel(key, group, b.t),
      weekdayFilter: props.weekdayFilterOn.includes(id),
      games: group.gameMenus.map((g) => lotteryCard(g, elapsed, props.prizeMode, b)),
    }
  })
}

function lotteryCategories(
  menus: { vn: Menu; groups: Menu | undefined },
  vendors: VendorGameTypes | undefined,
  props: AuthoredPropsOf<'lotteryPanel'>,
  b: BindContext,
): LotteryCategory[] {
  const categories = [...categoriesOf(menus.vn, props, b), ...(menus.groups ? categoriesOf(menus.groups, props, b) : [])]
  const keno = props.keno
  if (vendors?.content[keno.gameType]?.[keno.vendor]) {
    categories.push({
      id: 'KENO',
      label: b.t(keno.label),
      weekdayFilter: false,
      games: [],
      keno: { list: { source: 'vendor', gameType: keno.gameType, vassalage: keno.vendor }, pageSize: keno.pageSize },
    })
  }
  return categories
}

export const lotteryPanel: BlockResolver<'lotteryPanel'> = {
  needs: () => ['lotteryMenu', 'lotteryGroups', 'vendors'],
  bind: (props, b) => {
    const session = b.viewer.session
    const back = props.back ? b.rewrite(props.back) : null
    return {
      ...(back ? { back } : {}),
      categories: lotteryCategories({ vn: b.source('lotteryMenu'), groups: b.optional('lotteryGroups') }, b.optional('vendors'), props, b),
      ...(session ? { favouritesOf: session.u } : {}),
      refreshCapMs: props.refreshCapMs,
      refreshFallbackMs: props.refreshFallbackMs,
      prizeMode: props.prizeMode,
      weekdays: WEEK.map((day) => ({ day, label: b.t({ t: `weekday_${day}` }) })),
      allDaysLabel: b.t({ t: 'all' }),
      emptyText: b.t(props.emptyText),
    }
  },
}
