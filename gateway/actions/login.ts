import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'
import { stripLeadingZero } from '../../schemas/formRules.ts'
import { challengeOf, spendChallenge } from '../identity/challenge.ts'
import { captchaCookie, startSession } from '../identity/cookies.ts'
import { deviceIdOf, platformCookies } from '../identity/deviceId.ts'
import { completeSession } from '../identity/platformSession.ts'
import { socialLogin } from '../identity/socialLogin.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** A login whose answer and member info both leave the type out is a member's: trial accounts come from free play. */
const MEMBER_TYPE = 0

/**
 * Login by user name and password (with the challenge the platform has, or the gateway's own slider: identity/challenge.ts)
 * or by mobile number and SMS code, or with the ID token of the third-party sign-in (identity/socialLogin.ts). The platform token goes into an httpOnly cookie, never to the page.
 */
export const login: ActionHandler<'login'> = {
  rateLimitPerMinute: (config) => config.loginRateLimitPerMinute,
  run: async (input, ctx) => {
    if (input.mode === 'firebase') {
      const info = await socialLogin(input, ctx)
      return { ok: true, data: info, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
    }
    const { tk, flags } = await checkSubmission(ctx, 'login', input.mode, input)
    const bySms = input.mode === 'sms'
    const account = bySms ? stripLeadingZero(input.mobileNum ?? '') : (input.username ?? '').trim()
    await limitAccount(ctx, 'login', account, tk)
    const captcha = captchaCookie.cookie(ctx)
    // Every captcha is single use: the next attempt fetches a new one.
    if (captcha.captchaId) captchaCookie.clear(ctx)
    const proof = bySms ? {} : await spendChallenge(ctx, challengeOf(flags, 'login'), tk)
    // As public clients send it: the browser's device id, and not the official app (S1, S13).
    const client = { loginDeviceId: deviceIdOf(ctx), isOfficialAppLogin: false }
    const body = bySms
      ? { username: account, password: input.verificationCode ?? '', type: 'sms', countryDialingCode: input.countryDialingCode ?? DEFAULT_DIAL_CODE, ...client }
      : { username: account, password: input.password ?? '', captcha: input.captcha ?? '', type: 'username', ...proof, ...client }
    const headers = platformCookies(ctx, captcha)
    const result = await ctx.upstream.call(endpoints.login, { body, headers }).catch((error: unknown) => {
      ctx.log.info({ errorCode: (error as { errorCode?: string }).errorCode }, 'login refused by the platform')
      throw platformFailure(error, tk)
    })
    // A first login's password is held (sealed, httpOnly) so the change-password form need not ask for it.
    const held = !bySms && result.firstTimeLogin === true ? (input.password ?? '') : undefined
    const session = await completeSession(ctx, result, account, MEMBER_TYPE)
    const info = startSession(ctx, session, held)
    return { ok: true, data: info, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
  },
}
