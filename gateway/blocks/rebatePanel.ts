import { platformUnits } from '../../schemas/money.ts'
import { money, walletFormat } from '../binding/money.ts'
import type { BlockResolver } from './types.ts'

/** Manual rebate: what each category earned since the last claim, and whether it can be claimed now. */
export const rebatePanel: BlockResolver<'rebatePanel'> = {
  unavailable: { title: 'rebate_unavailable_title', message: 'rebate_unavailable_body', chat: true },
  needs: (_props, viewer) => (viewer.loggedIn ? ['wallet', 'manualRebate'] : []),
  bind: (_props, b) => {
    if (!b.viewer.session) return null
    const rebate = b.source('manualRebate')
    const format = walletFormat(b.optional('wallet'))
    const minClaim = rebate.minClaim ?? '0'
    return {
      rows: rebate.list.map((r) => ({
        id: r.gameType,
        label: b.t({ t: `cat_${r.gameType}` }),
        valid: money(r.validBetAmount, format),
        rate: `${r.rebateRate}%`,
        amount: money(r.rebateAmount, format),
      })),
      total: money(rebate.totalRebate, format),
      minClaim: money(minClaim, format),
      canClaim: rebate.enabled && platformUnits(rebate.totalRebate, 8) > 0n && platformUnits(rebate.totalRebate, 8) >= platformUnits(minClaim, 8),
    }
  },
}
