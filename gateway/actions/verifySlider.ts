import { platformFailure, textsOf } from '../identity/context.ts'
import { sliderCookie } from '../identity/cookies.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/**
 * Checks where the player dropped the slider piece. The platform's ticket stays with the gateway, in a
 * signed httpOnly cookie that the next login or registration spends: the page never handles it.
 */
export const verifySlider: ActionHandler<'verifySlider'> = {
  rateLimitPerMinute: () => 30,
  run: async (input, request, reply) => {
    const tk = textsOf(request)
    const { ticket } = await request.server.upstream.call(endpoints.sliderVerify, { body: { id: input.id, x: Math.round(input.x) } }).catch((error: unknown) => {
      throw platformFailure(error, tk)
    })
    sliderCookie.set(request, reply, ticket)
    return { ok: true, data: { verified: true } }
  },
}
