import { UpstreamError } from '../upstream/errors.ts'
import { platformFailure, textsOf } from '../identity/context.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** Whether a user name is still free, asked while the player fills in the registration form. */
export const checkUsername: ActionHandler<'checkUsername'> = {
  rateLimitPerMinute: () => 60,
  run: async (input, request) => {
    const tk = textsOf(request)
    try {
      await request.server.upstream.call(endpoints.checkUsername, { params: { username: input.username.trim() } })
      return { ok: true, data: { available: true } }
    } catch (error) {
      if (error instanceof UpstreamError && error.errorCode === 'username.exists') return { ok: true, data: { available: false, message: tk('username_exists') } }
      throw platformFailure(error, tk)
    }
  },
}
