import type { Promotion } from '../../schemas/upstream/index.ts'
import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { currentPromotion } from './shared/currentPromotion.ts'
import { realAccountViewer, wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

const DONE_TOAST_MS = 2000

function allows(p: Promotion, step: 'join' | 'claim'): boolean {
  if (step === 'claim') return p.state === 'claim'
  // A promotion that asks for a comment and pictures is entered with applyPromotion.
  return p.state === 'join' && p.requireType === 'B'
}

/** Joins a promotion or claims its reward, when its state allows (seeds 000 §9); the claim credits money once. */
export const promotion: ActionHandler<'promotion'> = {
  run: async ({ promotionId, step }, ctx) => {
    const { t } = ctx
    const viewer = await realAccountViewer(ctx)
    const current = await currentPromotion(ctx, viewer.session.t, promotionId)
    if (!allows(current, step)) throw new GwErrors.promotionNotAllowed(t({ t: 'promo_not_allowed' }))
    const endpoint = step === 'join' ? endpoints.joinPromotion : endpoints.claimPromotion
    await ctx.upstream.call(endpoint, { body: { promotionId: wireId(promotionId) }, token: viewer.session.t }).catch((error: unknown) => {
      throw memberCallError(error, t, t({ t: 'promo_failed' }))
    })
    return {
      ok: true,
      data: { promotionId, step },
      then: [{ type: 'toast', text: t({ t: step === 'join' ? 'promo_joined_toast' : 'promo_claimed_toast' }), ms: DONE_TOAST_MS }, { type: 'refresh' }],
    }
  },
}
