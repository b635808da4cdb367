import type { Claimable, Promotion } from '../../schemas/upstream/index.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { CLAIMABLE_TYPES } from '../upstream/promoEndpoints.ts'
import { currentPromotion } from './shared/currentPromotion.ts'
import { realAccountViewer, wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

const DONE_TOAST_MS = 2000

function allows(p: Promotion, step: 'join' | 'claim'): boolean {
  if (step === 'claim') return p.state === 'claim'
  // A promotion that asks for a comment and pictures is entered with applyPromotion.
  return p.state === 'join' && p.requireType === 'B'
}

/**
 * The issued reward of this promotion (S30 lists them with `MCSFE_getClaimPromotion?promotionType=…&status=I`): the one
 * naming the promotion when the platform says which, else the first of its type, as S30 takes the first.
 */
async function claimableOf(ctx: RequestContext, token: string, p: Promotion): Promise<Claimable> {
  const { t, language, signal } = ctx
  const types = p.type ? [p.type] : CLAIMABLE_TYPES
  const { value } = await ctx.upstream.fetch('claimables', { params: { types }, token, language, signal }).catch((error: unknown) => {
    throw memberCallError(error, t, t({ t: 'promo_failed' }))
  })
  const own = value.find((c) => c.promotionId === p.id) ?? value.find((c) => c.promotionId === undefined && (!p.type || c.type === p.type))
  if (!own) throw new GwErrors.promotionNotAllowed(t({ t: 'promo_not_allowed' }))
  return own
}

/** What the platform is sent: a join names the promotion (S27), a claim names the issued reward (S30). */
async function bodyOf(ctx: RequestContext, token: string, p: Promotion, step: 'join' | 'claim'): Promise<Record<string, unknown>> {
  if (step === 'join') return { promotionId: wireId(p.id) }
  const reward = await claimableOf(ctx, token, p)
  return { promotionClaimId: wireId(reward.claimId), promotionType: reward.type }
}

/** Joins a promotion or claims its reward, when its state allows (seeds 000 §9); the claim credits money once. */
export const promotion: ActionHandler<'promotion'> = {
  run: async ({ promotionId, step }, ctx) => {
    const { t } = ctx
    const viewer = await realAccountViewer(ctx)
    const current = await currentPromotion(ctx, viewer.session.t, promotionId)
    if (!allows(current, step)) throw new GwErrors.promotionNotAllowed(t({ t: 'promo_not_allowed' }))
    const endpoint = step === 'join' ? endpoints.joinPromotion : endpoints.claimPromotion
    const body = await bodyOf(ctx, viewer.session.t, current, step)
    await ctx.upstream.call(endpoint, { body, token: viewer.session.t }).catch((error: unknown) => {
      throw memberCallError(error, t, t({ t: 'promo_failed' }))
    })
    return {
      ok: true,
      data: { promotionId, step },
      then: [{ type: 'toast', text: t({ t: step === 'join' ? 'promo_joined_toast' : 'promo_claimed_toast' }), ms: DONE_TOAST_MS }, { type: 'refresh' }],
    }
  },
}
