import { GwErrors, withField } from '../errors.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/context.ts'
import { dropHeldPassword, heldPassword } from '../identity/cookies.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

const SAVED_MS = 1000

/** Changes the member's password; the old one comes from the form, or from the login that holds it. */
export const changePassword: ActionHandler<'changePassword'> = {
  rateLimitPerMinute: (config) => config.loginRateLimitPerMinute,
  run: async (input, request, reply) => {
    const session = request.ctx.requireSession()
    const { tk } = await checkSubmission(request, 'changePassword', input.mode, input)
    // Guessing the old password is limited per account, like logging in.
    await limitAccount(request, 'changePassword', session.u, tk)
    const oldPassword = input.oldPassword ?? heldPassword(request)
    if (!oldPassword) throw withField(new GwErrors.formInvalid(tk('enter_password')), 'oldPassword')
    if (oldPassword === input.newPassword) throw withField(new GwErrors.passwordSame(tk('password_same')), 'newPassword')
    await request.server.upstream
      .call(endpoints.changePassword, { token: session.t, body: { oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmNewPassword } })
      .catch((error: unknown) => {
        throw platformFailure(error, tk)
      })
    dropHeldPassword(request, reply)
    return {
      ok: true,
      then: [
        { type: 'toast', text: tk('change_saved'), ms: SAVED_MS },
        { type: 'navigate', to: '/m/home', replace: true, delayMs: SAVED_MS },
      ],
    }
  },
}
