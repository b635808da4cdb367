import { checkSlider } from '../identity/widgets.ts'
import type { ActionHandler } from './types.ts'

/**
 * Checks where the player dropped the slider piece. The ticket stays with the gateway, in a signed httpOnly
 * cookie that the next login or registration spends: the page never handles it.
 */
export const verifySlider: ActionHandler<'verifySlider'> = {
  rateLimitPerMinute: () => 30,
  run: async (input, ctx) => {
    await checkSlider(ctx, input.id, input.x)
    return { ok: true, data: { verified: true } }
  },
}
