import type { Promotion } from '../../../schemas/upstream/index.ts'
import { memberCallError } from '../../context/memberSession.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { GwErrors } from '../../errors.ts'

/** The member's promotion as the platform says it is now (the page's copy may be old). */
export async function currentPromotion(ctx: RequestContext, token: string, promotionId: string): Promise<Promotion> {
  const { t, language, signal } = ctx
  const { value } = await ctx.upstream.fetch('promotions', { token, language, signal }).catch((error: unknown) => {
    throw memberCallError(error, t, t({ t: 'promo_failed' }))
  })
  const promotion = value.find((p) => p.id === promotionId)
  if (!promotion) throw new GwErrors.promotionNotAllowed(t({ t: 'promo_not_found' }))
  return promotion
}
