import type { AuthoredAction } from '../../schemas/actions.ts'
import type { LotteryGame, LotteryGroup, PrizeMode } from '../../schemas/upstream/index.ts'
import type { Translate } from '../context/texts.ts'

/**
 * The lottery groups the site knows by code (the VN regions and SEA of `/lgw/vn/games/game_menu`, the TCG groups of
 * `/lgw/games/game_menus`), each with a text key `lottery_group_<code>` in every language.
 */
const KNOWN_GROUPS: ReadonlySet<string> = new Set([
  'vietnam_northern',
  'vietnam_central',
  'vietnam_southern',
  'vietnam_fast',
  'sea',
  'ssc',
  'k3',
  '11x5',
  'pk10',
  'lhc',
])

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== ''

/** A group's id: its tag, its group code, or the key it is listed under (S11 reads only `gameMenus` and the key). */
export function lotteryGroupId(key: string, group: LotteryGroup): string {
  return [group.tag, group.gameGroupCode].find(present) ?? key
}

/**
 * A group's label as far as the answer allows: the platform's own `displayName` or `labelName` (seeds 000 §3); else the translated name of a group
 * the site knows; else its `gameGroupCode`; else the key it is listed under.
 */
export function lotteryGroupLabel(key: string, group: LotteryGroup, t: Translate): string {
  const own = [group.displayName, group.labelName].find(present)
  if (own) return own
  const known = [group.tag, group.gameGroupCode, key].find((code) => present(code) && KNOWN_GROUPS.has(code.toLowerCase()))
  if (known) return t({ t: `lottery_group_${known.toLowerCase()}` })
  return present(group.gameGroupCode) ? group.gameGroupCode : key
}

/** A lottery game's picture, as the platform's media path. */
export function lotteryIcon(game: LotteryGame): string {
  return `/TCG_GAME_ICONS/${game.vassalage}/${game.gameCode}.svg`
}

/** Opening a lottery game of a menu, for a member (rewritten for other viewers like any launch). */
export function lotteryLaunch(game: LotteryGame, prizeMode: PrizeMode): AuthoredAction {
  const code = game.code || game.gameCode
  return {
    type: 'launchGame',
    requires: 'login',
    game: {
      nodeId: game.nodeId,
      gameId: String(game.gameId),
      gameType: game.gameType,
      vendor: game.vassalage,
      ...(code ? { code } : {}),
      ...(game.gameGroupId != null ? { gameGroupId: String(game.gameGroupId) } : {}),
      prizeMode,
    },
  }
}
