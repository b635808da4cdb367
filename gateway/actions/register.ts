import type { ActionResultOf } from '../../schemas/api/actions.ts'
import { REGISTER_VALUE_FIELDS } from '../../schemas/api/identity.ts'
import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'
import { stripLeadingZero } from '../../schemas/formRules.ts'
import type { RegisterResult } from '../../schemas/upstream/index.ts'
import { countConversion } from '../context/effects.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { challengeOf, spendChallenge } from '../identity/challenge.ts'
import { captchaCookie, startSession } from '../identity/cookies.ts'
import { deviceIdOf, platformCookies } from '../identity/deviceId.ts'
import type { Tk } from '../identity/fields.ts'
import { completeSession } from '../identity/platformSession.ts'
import { checkSubmission, limitAccount, platformFailure } from '../identity/submission.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

type Values = Partial<Record<(typeof REGISTER_VALUE_FIELDS)[number], string>>

/** Seeds 000 §5: a typed affiliate code is checked before anything is sent, when affiliate registration is on. */
async function checkAffiliate(ctx: RequestContext, code: string, tk: Tk): Promise<void> {
  const answer = await ctx.upstream.call(endpoints.checkAffiliate, { params: { code } }).catch((error: unknown) => {
    throw platformFailure(error, tk)
  })
  if (!answer.exists) throw withField(new GwErrors.affiliateInvalid(tk('invitation_code_error')), 'affiliateCode')
}

/** New members are members (type 0) until member info says otherwise. */
const NEW_MEMBER_TYPE = 0

/**
 * The account exists once the platform answered: with a token (S15, `login: true`) the player is logged in;
 * without one (S14 shows `customerId` alone) the player is sent to log in with the name just chosen.
 */
async function afterRegistration(ctx: RequestContext, result: RegisterResult, name: string, tk: Tk): Promise<ActionResultOf<'register'>> {
  if (!result.token) {
    ctx.log.info({ customerId: result.customerId }, 'registered without a session; the player is asked to log in')
    const to = name ? `/m/login?username=${encodeURIComponent(name)}` : '/m/login'
    return {
      ok: true,
      then: [
        { type: 'toast', text: tk('account_created_login'), ms: 2000 },
        { type: 'navigate', to, replace: true },
      ],
    }
  }
  const session = await completeSession(ctx, { ...result, token: result.token, firstTimeLogin: result.firstTimeLogin ?? true }, name, NEW_MEMBER_TYPE)
  // A registration is a conversion of the experiments this browser saw (before the session replaces the visitor).
  countConversion(ctx, 'registration')
  const info = startSession(ctx, session)
  return { ok: true, data: info, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
}

/** Registration by user name or by mobile number; the new member is logged in at once. */
export const register: ActionHandler<'register'> = {
  rateLimitPerMinute: (config) => config.registerRateLimitPerMinute,
  run: async (input, ctx) => {
    const values = input as Values & typeof input
    const { tk, mode, settings, flags } = await checkSubmission(ctx, 'register', input.mode, values)
    if (!input.agreement) throw withField(new GwErrors.formInvalid(tk('agreement_required')), 'agreement')
    const mobile = values.mobileNum ? stripLeadingZero(values.mobileNum) : undefined
    await limitAccount(ctx, 'register', (input.mode === 'mobile' ? mobile : values.username) ?? '', tk)
    if (values.affiliateCode && settings?.affiliateCode?.enabled) await checkAffiliate(ctx, values.affiliateCode, tk)
    const captcha = captchaCookie.cookie(ctx)
    if (captcha.captchaId) captchaCookie.clear(ctx)
    const proof = await spendChallenge(ctx, challengeOf(flags, 'register', settings), tk)
    const sent = new Set(mode.fields.map((f) => f.name))
    const payload: Record<string, unknown> = {}
    for (const name of REGISTER_VALUE_FIELDS) payload[name] = sent.has(name) ? (values[name] ?? '') : ''
    Object.assign(payload, {
      mobileNum: mobile ?? '',
      // S4 registers by mobile with `mobile`, the seeds with `mobileNum`: a mobile registration carries both.
      ...(input.mode === 'mobile' ? { mobile: mobile ?? '' } : {}),
      countryDialingCode: input.countryDialingCode ?? DEFAULT_DIAL_CODE,
      // A full URL, as public clients send it (S15).
      registerUrl: `${ctx.http.origin}/m/register`,
      registerMethod: input.registerMethod,
      type: 0,
      domain: ctx.http.hostname,
      ...proof,
      login: true,
      loginDeviceId: deviceIdOf(ctx),
    })
    const endpoint = input.mode === 'mobile' ? endpoints.registerMobile : endpoints.register
    const result = await ctx.upstream.call(endpoint, { body: payload, headers: platformCookies(ctx, captcha) }).catch((error: unknown) => {
      ctx.log.info({ errorCode: (error as { errorCode?: string }).errorCode }, 'registration refused by the platform')
      throw platformFailure(error, tk)
    })
    return afterRegistration(ctx, result, (input.mode === 'mobile' ? values.username || mobile : values.username) ?? '', tk)
  },
}
