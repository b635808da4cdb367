import { platformUnits } from '../../schemas/money.ts'
import type { WalletBalance } from '../../schemas/upstream/index.ts'
import { resolveItems } from '../binding/items.ts'
import { balanceText, money, walletFormat } from '../binding/money.ts'
import type { AuthoredPropsOf, BindContext, BlockResolver } from './types.ts'

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
  bind: (props, b) => (b.viewer.session ? summaryOf(props, b, b.source('wallet')) : null),
  // The balance could not be read: the member, their rank and the buttons still show, the balance as '--'.
  degraded: (props, b) => summaryOf(props, b, undefined),
}

function summaryOf(props: AuthoredPropsOf<'memberSummary'>, b: BindContext, wallet: WalletBalance | undefined) {
  const { member } = b.viewer
  const user = b.viewer.session?.u ?? ''
  const rank = props.rank ? rankOf(b) : undefined
  return {
    name: member?.nickname || member?.account || user,
    account: member?.account ?? user,
    vip: b.optional('rankProgress')?.playerRankName || member?.clubLabel?.labelName || 'VIP0',
    balance: wallet ? money(balanceText(wallet), walletFormat(wallet)) : '--',
    ...(rank ? { rank } : {}),
    buttons: resolveItems(props.buttons, b),
  }
}
