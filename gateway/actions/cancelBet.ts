import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { realMember } from './money/member.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

/**
 * Cancels one bet of a lottery order while it waits for its draw (seeds 001 §7 `/lgw/orders/suborders/cancel`);
 * the stake comes back to the balance. A bet whose draw is closed is refused by the platform, and said so.
 */
export const cancelBet: ActionHandler<'cancelBet'> = {
  run: async ({ orderId, subOrderId }, ctx) => {
    const member = await realMember(ctx)
    const { t } = member
    await ctx.upstream.call(endpoints.cancelSubOrders, { body: { orderId, subOrderIds: [subOrderId] }, token: member.token }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.kind === 'http' && (error.status === 400 || error.status === 404)) {
        throw new GwErrors.forbidden(t({ t: 'bet_not_cancellable' }))
      }
      throw moneyError(error, t, 'bet_cancel_failed')
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'bet_cancelled' }), ms: 2000 }] }
  },
}
