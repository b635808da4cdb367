import { platformUnits } from '../../schemas/money.ts'
import { resolveItems } from '../binding/items.ts'
import { balanceText, money, walletFormat } from '../binding/money.ts'
import type { BindContext, BlockResolver } from './types.ts'

function rankOf(b: BindContext) {
  const rank = b.optional('rankProgress')
  const turnover = rank?.monthlyTurnover
  if (!turnover) return undefined
  const format = walletFormat(b.optional('wallet'))
  const expected = platformUnits(turnover.expected, 2)
  const actual = platformUnits(turnover.actual, 2)
  const progress = expected > 0n ? Math.min(1, Number((actual * 1000n) / expected) / 1000) : 1
  return {
    ...(rank.nextRankName ? { next: rank.nextRankName } : {}),
    progress,
    turnover: `${money(turnover.actual, format)} / ${money(turnover.expected, format)}`,
  }
}

/** The member centre's head (issue 12): name, VIP label, rank progress, total balance, buttons. */
export const memberSummary: BlockResolver<'memberSummary'> = {
  needs: (props, viewer) => (viewer.loggedIn ? ['wallet', ...(props.rank ? (['rankProgress'] as const) : [])] : []),
  bind: (props, b) => {
    const { session, member } = b.viewer
    if (!session) return null
    const wallet = b.source('wallet')
    const rank = props.rank ? rankOf(b) : undefined
    return {
      name: member?.nickname || member?.account || session.u,
      account: member?.account ?? session.u,
      vip: b.optional('rankProgress')?.playerRankName || member?.clubLabel?.labelName || 'VIP0',
      balance: money(balanceText(wallet), walletFormat(wallet)),
      ...(rank ? { rank } : {}),
      buttons: resolveItems(props.buttons, b),
    }
  },
}
