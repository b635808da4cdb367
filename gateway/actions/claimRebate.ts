import { money, walletFormat } from '../binding/money.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember } from './money/member.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 2500

/** Claims the manual rebate (cashback) the member has earned since the last claim. */
export const claimRebate: ActionHandler<'claimRebate'> = {
  run: async (_body, ctx) => {
    const member = await realMember(ctx)
    const { t } = member
    const up = ctx.upstream
    const claimed = await up.call(endpoints.claimRebate, { token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'rebate_failed')
    })
    const wallet = await up.call(endpoints.walletBalance, { params: {}, token: member.token }).catch(() => undefined)
    const amount = money(claimed.amount, walletFormat(wallet))
    return {
      ok: true,
      data: { amount },
      then: [{ type: 'toast', text: t({ t: 'rebate_claimed' }).replace('{amount}', amount), ms: TOAST_MS }, { type: 'refresh' }],
    }
  },
}
