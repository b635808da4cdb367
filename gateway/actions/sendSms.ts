import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'
import { stripLeadingZero } from '../../schemas/formRules.ts'
import { fieldError } from '../../schemas/formRules.ts'
import { GwErrors, withField } from '../errors.ts'
import { platformCookies } from '../identity/deviceId.ts'
import { limitAccount, platformFailure, smsMobileField, textsOf } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** The send button's countdown when the platform's answer does not say how long the code lives (no source shows it). */
const RESEND_SECONDS = 60

/**
 * Sends an SMS code. Answers the seconds the send button counts down: `expiredMinutes` × 60 on registration,
 * the time left until `expirationTime` otherwise; the page counts from when it sent the request, which
 * takes the request's own delay off.
 */
export const sendSms: ActionHandler<'sendSms'> = {
  rateLimitPerMinute: (config) => config.smsRateLimitPerMinute,
  run: async (input, ctx) => {
    const tk = textsOf(ctx)
    const field = await smsMobileField(ctx, input.purpose)
    const invalid = fieldError(field, { [field.name]: input.mobileNum })
    if (invalid) throw withField(new GwErrors.formInvalid(invalid), 'mobileNum')
    const mobile = stripLeadingZero(input.mobileNum)
    await limitAccount(ctx, 'sms', mobile, tk)
    const countryDialingCode = input.countryDialingCode ?? DEFAULT_DIAL_CODE
    const fail = (error: unknown) => {
      const mapped = platformFailure(error, tk)
      throw (mapped as { field?: string }).field ? mapped : withField(mapped, 'mobileNum')
    }
    if (input.purpose === 'register') {
      const value = await ctx.upstream
        .call(endpoints.smsRegister, { body: { mobileNum: mobile, countryDialingCode }, headers: platformCookies(ctx) })
        .catch(fail)
      return { ok: true, data: { seconds: value?.expiredMinutes ? Math.round(value.expiredMinutes * 60) : RESEND_SECONDS } }
    }
    const value = await ctx.upstream
      .call(endpoints.smsNoLogin, { body: { mobileNo: mobile, countryDialingCode, purpose: input.purpose }, headers: platformCookies(ctx) })
      .catch(fail)
    const expiry = value?.expirationTime
    return { ok: true, data: { seconds: expiry === undefined ? RESEND_SECONDS : Math.max(0, Math.round((expiry - Date.now()) / 1000)) } }
  },
}
