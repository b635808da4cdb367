import type { Action } from '../../schemas/actions.ts'
import type { ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import type { LotteryGame, VnLotteryMenu } from '../../schemas/upstream/index.ts'
import { lotteryGroupId, lotteryGroupLabel, lotteryIcon, lotteryLaunch } from '../binding/lotteryGroups.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

type Tab = ResolvedBlockOf<'categoryMenu'>['props']['tabs'][number]
type Game = Tab['games'][number]

/**
 * A game of the menu. A viewer who may open it gets the launch; on the login page a visitor is told to log in first
 * (seeds 001 §4 `in_logged_login`), where the usual "go to the login page" would do nothing.
 */
function gameOf(game: LotteryGame, props: AuthoredPropsOf<'categoryMenu'>, b: BindContext): Game {
  const launch = b.viewer.facts.loggedIn ? b.rewrite(lotteryLaunch(game, props.prizeMode)) : null
  const action: Action = launch ?? { type: 'toast', text: b.t({ t: 'in_logged_login' }), ms: 2000 }
  return { id: String(game.gameId), name: game.remark, image: b.media(lotteryIcon(game)), action }
}

function tabsOf(menu: VnLotteryMenu, props: AuthoredPropsOf<'categoryMenu'>, b: BindContext): Tab[] {
  return Object.entries(menu)
    .filter(([, group]) => group.gameMenus.length > 0)
    .map(([key, group]) => ({
      id: lotteryGroupId(key, group),
      label: lotteryGroupLabel(key, group, b.t),
      games: group.gameMenus.slice(0, props.limit).map((g) => gameOf(g, props, b)),
    }))
}

/** 'all' first (each game once, in the menus' order), then one tab per menu that has games: VN regions, then TCG groups. */
export const categoryMenu: BlockResolver<'categoryMenu'> = {
  needs: () => ['lotteryMenu', 'lotteryGroups'],
  unavailable: { title: 'lottery_menu_unavailable_title', message: 'lottery_menu_unavailable_body' },
  bind: (props, b) => {
    const groups = b.optional('lotteryGroups')
    const tabs = [...tabsOf(b.source('lotteryMenu').menu, props, b), ...(groups ? tabsOf(groups.menu, props, b) : [])]
    if (tabs.length === 0) return null
    const seen = new Set<string>()
    const all = tabs.flatMap((tab) => tab.games).filter((g) => !seen.has(g.id) && seen.add(g.id))
    return {
      ...(props.title !== undefined ? { title: b.t(props.title) } : {}),
      tabs: [{ id: 'all', label: b.t(props.allLabel), games: all.slice(0, props.limit) }, ...tabs],
    }
  },
}
