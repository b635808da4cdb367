import { GwErrors, withField } from '../errors.ts'
import { dropHeldPassword, heldPassword } from '../identity/cookies.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

const SAVED_MS = 1000

/** Changes the member's password; the old one comes from the form, or from the login that holds it. */
export const changePassword: ActionHandler<'changePassword'> = {
  rateLimitPerMinute: (config) => config.loginRateLimitPerMinute,
  run: async (input, ctx) => {
    const session = ctx.requireSession()
    const { tk } = await checkSubmission(ctx, 'changePassword', input.mode, input)
    // Guessing the old password is limited per account, like logging in.
    await limitAccount(ctx, 'changePassword', session.u, tk)
    const oldPassword = input.oldPassword ?? heldPassword(ctx)
    if (!oldPassword) throw withField(new GwErrors.formInvalid(tk('enter_password')), 'oldPassword')
    if (oldPassword === input.newPassword) throw withField(new GwErrors.passwordSame(tk('password_same')), 'newPassword')
    await ctx.upstream
      .call(endpoints.changePassword, { token: session.t, body: { oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmNewPassword } })
      .catch((error: unknown) => {
        throw platformFailure(error, tk)
      })
    dropHeldPassword(ctx)
    return {
      ok: true,
      then: [
        { type: 'toast', text: tk('change_saved'), ms: SAVED_MS },
        { type: 'navigate', to: '/m/home', replace: true, delayMs: SAVED_MS },
      ],
    }
  },
}
