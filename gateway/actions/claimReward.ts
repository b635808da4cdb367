import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realAccountViewer } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

const DONE_TOAST_MS = 2000

/**
 * Claims one reward ticket (S28: `{ transactionId, isApp: "N" }`) when it is unclaimed and has no open condition;
 * answers how many remain unclaimed, for the quick-nav badge.
 */
export const claimReward: ActionHandler<'claimReward'> = {
  run: async ({ transactionId }, ctx) => {
    const { t, signal } = ctx
    const viewer = await realAccountViewer(ctx)
    const token = viewer.session.t
    const failed = (error: unknown) => {
      throw memberCallError(error, t, t({ t: 'reward_failed' }))
    }
    const { upstream } = ctx
    const { value: tickets } = await upstream.fetch('rewardTickets', { params: { status: 'AVAILABLE' }, token, signal }).catch(failed)
    const ticket = tickets.find((x) => x.transactionId === transactionId)
    if (!ticket) throw new GwErrors.rewardNotClaimable(t({ t: 'reward_not_claimable' }))
    if (ticket.conditions.length > 0) throw new GwErrors.rewardNotClaimable(ticket.conditions.join(' · '))
    await upstream.call(endpoints.claimTicket, { body: { transactionId, isApp: 'N' }, token }).catch(failed)
    // The count is only for the badge: the claim stands whether or not it can be read.
    const count = await upstream.fetch('unclaimedRewards', { token, signal }).then(
      (r) => r.value.count,
      () => undefined,
    )
    return {
      ok: true,
      data: { transactionId, ...(count !== undefined ? { unclaimed: count } : {}) },
      then: [{ type: 'toast', text: t({ t: 'reward_claimed_toast' }), ms: DONE_TOAST_MS }, { type: 'refresh' }],
    }
  },
}
