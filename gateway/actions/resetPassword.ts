import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'
import { stripLeadingZero } from '../../schemas/formRules.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

const DONE_MS = 3000

/** Forgotten password: a new one set with an SMS code (encrypted, CHNGPASSVERIF3), or a reset link by e-mail. */
export const resetPassword: ActionHandler<'resetPassword'> = {
  rateLimitPerMinute: (config) => config.smsRateLimitPerMinute,
  run: async (input, ctx) => {
    const { tk } = await checkSubmission(ctx, 'forgotPassword', input.mode, input)
    const fail = (error: unknown) => {
      throw platformFailure(error, tk)
    }
    if (input.mode === 'email') {
      await limitAccount(ctx, 'reset', input.username ?? '', tk)
      await ctx.upstream.call(endpoints.resetPasswordByEmail, { body: { username: input.username ?? '', email: input.email ?? '' } }).catch(fail)
      return { ok: true, then: [{ type: 'toast', text: tk('reset_email_sent'), ms: DONE_MS }] }
    }
    const mobileNum = stripLeadingZero(input.mobileNum ?? '')
    await limitAccount(ctx, 'reset', mobileNum, tk)
    const body = {
      mobileNum,
      countryDialingCode: input.countryDialingCode ?? DEFAULT_DIAL_CODE,
      verificationCode: input.verificationCode ?? '',
      newPassword: input.newPassword ?? '',
      confirmNewPassword: input.confirmNewPassword ?? '',
    }
    await ctx.upstream.call(endpoints.resetPasswordBySms, { body }).catch(fail)
    return {
      ok: true,
      then: [
        { type: 'toast', text: tk('password_reset_done'), ms: DONE_MS },
        { type: 'navigate', to: '/m/login', replace: true },
      ],
    }
  },
}
