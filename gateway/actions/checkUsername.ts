import { platformFailure, textsOf } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { ActionHandler } from './types.ts'

/** Whether a user name is still free, asked while the player fills in the registration form. */
export const checkUsername: ActionHandler<'checkUsername'> = {
  // As strict as registration itself: at a higher rate the answers would list which account names exist.
  rateLimitPerMinute: (config) => config.registerRateLimitPerMinute,
  run: async (input, ctx) => {
    const tk = textsOf(ctx)
    try {
      await ctx.upstream.call(endpoints.checkUsername, { params: { username: input.username.trim() } })
      return { ok: true, data: { available: true } }
    } catch (error) {
      // S14 reads `success: false` alone as "taken": so is a failure without a code, besides the explicit one.
      if (error instanceof UpstreamError && error.kind === 'rejected' && (error.errorCode === 'username.exists' || error.errorCode === '')) {
        return { ok: true, data: { available: false, message: tk('username_exists') } }
      }
      throw platformFailure(error, tk)
    }
  },
}
