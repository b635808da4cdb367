import { sliderCookie } from '../identity/cookies.ts'
import { platformFailure, textsOf } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/**
 * Checks where the player dropped the slider piece. The platform's ticket stays with the gateway, in a
 * signed httpOnly cookie that the next login or registration spends: the page never handles it.
 */
export const verifySlider: ActionHandler<'verifySlider'> = {
  rateLimitPerMinute: () => 30,
  run: async (input, ctx) => {
    const tk = textsOf(ctx)
    const { ticket } = await ctx.upstream.call(endpoints.sliderVerify, { body: { id: input.id, x: Math.round(input.x) } }).catch((error: unknown) => {
      throw platformFailure(error, tk)
    })
    sliderCookie.set(ctx, ticket)
    return { ok: true, data: { verified: true } }
  },
}
