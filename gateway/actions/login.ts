import { stripLeadingZero } from '../../schemas/formRules.ts'
import { GwErrors, withField } from '../errors.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/context.ts'
import { captchaCookie, sliderCookie, startSession } from '../identity/cookies.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'
import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'

/**
 * Login by user name and password (with the slider ticket, and the captcha once the platform asks for it)
 * or by mobile number and SMS code. The platform token goes into an httpOnly cookie, never to the page.
 */
export const login: ActionHandler<'login'> = {
  rateLimitPerMinute: (config) => config.loginRateLimitPerMinute,
  run: async (input, request, reply) => {
    const { tk } = await checkSubmission(request, 'login', input.mode, input)
    const bySms = input.mode === 'sms'
    const account = bySms ? stripLeadingZero(input.mobileNum ?? '') : (input.username ?? '').trim()
    limitAccount(request, 'login', account, tk)
    const captchaHeader = captchaCookie.header(request)
    const ticket = bySms ? null : sliderCookie.take(request, reply)
    // Every captcha is single use: the next attempt fetches a new one.
    if (captchaHeader.Cookie) captchaCookie.clear(request, reply)
    if (!bySms && !ticket) throw withField(new GwErrors.sliderInvalid(tk('slider_required')), 'slider')
    const body = bySms
      ? { username: account, password: input.verificationCode ?? '', type: 'sms', countryDialingCode: input.countryDialingCode ?? DEFAULT_DIAL_CODE }
      : { username: account, password: input.password ?? '', captcha: input.captcha ?? '', type: 'username', sliderTicket: ticket ?? '' }
    const result = await request.server.upstream.call(endpoints.login, { body, headers: captchaHeader }).catch((error: unknown) => {
      request.log.info({ errorCode: (error as { errorCode?: string }).errorCode }, 'login refused by the platform')
      throw platformFailure(error, tk)
    })
    // A first login's password is held (sealed, httpOnly) so the change-password form need not ask for it.
    const held = !bySms && result.firstTimeLogin === true ? (input.password ?? '') : undefined
    const info = startSession(request, reply, result, held)
    return { ok: true, data: info, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
  },
}
