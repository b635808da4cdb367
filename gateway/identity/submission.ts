import type { FormField, FormMode, FormPreset, FormResolved } from '../../schemas/blocks/form.ts'
import { DEFAULT_DIAL_CODE } from '../../schemas/constants.ts'
import { firstInvalidField } from '../../schemas/formRules.ts'
import type { RegisterSettings } from '../../schemas/upstream/index.ts'
import { whiteLabelFlags } from '../context/buildContext.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { holdsPassword } from '../context/session.ts'
import { GwErrors, withField } from '../errors.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { Tk } from './fields.ts'
import { keyTranslator } from './fields.ts'
import { buildForm, modeOf } from './forms.ts'

/** Texts in the language the page sends with every action. */
export function textsOf(ctx: RequestContext): Tk {
  return keyTranslator(ctx.t)
}

/** The merchant's white-label flags, as the screen that drew the form read them. */
export async function flagsOf(ctx: RequestContext): Promise<Record<string, boolean>> {
  try {
    // The same flags, from the same cached answers, as the screen that drew the form.
    return await whiteLabelFlags(ctx.upstream, ctx.language)
  } catch (error) {
    throw new GwErrors.upstreamUnavailable({ cause: error })
  }
}

async function settingsOf(ctx: RequestContext): Promise<RegisterSettings> {
  try {
    return (await ctx.upstream.fetch('registerSettings')).value
  } catch (error) {
    throw new GwErrors.upstreamUnavailable({ cause: error })
  }
}

const NEEDS_SETTINGS: ReadonlySet<FormPreset> = new Set(['register', 'forgotPassword', 'changePassword'])

export type SubmittedForm = { form: FormResolved; mode: FormMode; tk: Tk; flags: Record<string, boolean>; settings: RegisterSettings | undefined }

/** The viewer's form for a preset, built as the screen builds it (flags, registration settings, session). */
async function formFor(ctx: RequestContext, preset: FormPreset) {
  const tk = textsOf(ctx)
  const [flags, settings] = await Promise.all([flagsOf(ctx), NEEDS_SETTINGS.has(preset) ? settingsOf(ctx) : undefined])
  const { session } = ctx
  const form = buildForm({
    preset,
    dialCodes: [DEFAULT_DIAL_CODE],
    flags,
    settings,
    session: session ? { userName: session.u, holdsPassword: holdsPassword(session) } : null,
    t: (text) => (typeof text === 'string' ? text : tk(text.t)),
  })
  return { form, tk, flags, settings }
}

const SMS_FORMS: Readonly<Record<'login' | 'register' | 'reset', FormPreset>> = { login: 'login', register: 'register', reset: 'forgotPassword' }

/**
 * The mobile-number field an SMS code of this purpose is sent for, from the viewer's own form: no form that
 * offers such a code (its flag is off) means no SMS, and the number is checked with that form's rule.
 */
export async function smsMobileField(ctx: RequestContext, purpose: 'login' | 'register' | 'reset'): Promise<FormField> {
  const { form, tk } = await formFor(ctx, SMS_FORMS[purpose])
  for (const mode of form.modes) {
    const code = mode.fields.find((f) => f.sms?.purpose === purpose)
    const mobile = code && mode.fields.find((f) => f.name === code.sms?.mobileField)
    if (mobile) return mobile
  }
  throw new GwErrors.featureUnavailable(tk('feature_unavailable'))
}

/**
 * Rebuilds the viewer's form exactly as the screen showed it and re-checks the submitted values with its
 * rules: the page's own checks are a convenience, never trusted.
 */
export async function checkSubmission(
  ctx: RequestContext,
  preset: FormPreset,
  modeId: string | undefined,
  values: Readonly<Record<string, unknown>>,
): Promise<SubmittedForm> {
  const { form, tk, flags, settings } = await formFor(ctx, preset)
  const mode = modeOf(form, modeId)
  if (!mode) throw withField(new GwErrors.featureUnavailable(tk('feature_unavailable')), 'mode')
  const strings = Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'))
  const checked = mode.fields.filter((f) => f.kind !== 'slider' && f.kind !== 'readonly' && !(f.revealOn && !strings[f.name]))
  const invalid = firstInvalidField(checked, strings)
  if (invalid) throw withField(new GwErrors.formInvalid(invalid.message), invalid.field)
  return { form, mode, tk, flags, settings }
}

/** Counts an attempt for one account; 429 when it had too many this minute. */
export async function limitAccount(ctx: RequestContext, action: string, account: string, tk: Tk): Promise<void> {
  if (!(await ctx.limitAccount(`${action}:${account.trim().toLowerCase()}`))) {
    throw new GwErrors.rateLimited(tk('too_many_requests'))
  }
}

type Mapped = (tk: Tk, e: UpstreamError) => Error

const FIELD_RULE_KEYS: Record<string, string> = {
  username: 'rule_username',
  password: 'rule_password',
  newPassword: 'rule_password',
  email: 'rule_email',
  mobileNum: 'rule_mobileNum',
  nickname: 'rule_name',
  payeeName: 'rule_name',
  affiliateCode: 'invitation_code_error',
  captcha: 'in_vwrite_code',
  verificationCode: 'verification_code_error',
}

/** Platform error codes → the gateway's codes, with a translated message and the field to focus. */
const PLATFORM_ERRORS: Record<string, Mapped> = {
  'login.password.error': (tk, e) =>
    (e.data as { captcha?: unknown } | undefined)?.captcha === true
      ? withField(new GwErrors.captchaRequired(tk('login_failed')), 'captcha')
      : new GwErrors.invalidCredentials(tk('login_failed')),
  'captcha.error': (tk) => withField(new GwErrors.captchaInvalid(tk('captcha_error')), 'captcha'),
  'slider.invalid': (tk) => withField(new GwErrors.sliderInvalid(tk('slider_failed')), 'slider'),
  'verification.code.error': (tk) => withField(new GwErrors.codeInvalid(tk('verification_code_error')), 'verificationCode'),
  'user.disabled': (tk) => new GwErrors.userDisabled(tk('user_disabled')),
  'user.not.found': (tk) => withField(new GwErrors.accountNotFound(tk('user_disabled')), 'username'),
  'mobile.not.found': (tk) => withField(new GwErrors.accountNotFound(tk('mobile_not_valid')), 'mobileNum'),
  'username.exists': (tk) => withField(new GwErrors.nameTaken(tk('username_exists')), 'username'),
  'mobile.exists': (tk) => withField(new GwErrors.mobileTaken(tk('mobile_exists')), 'mobileNum'),
  'affiliate.code.invalid': (tk) => withField(new GwErrors.affiliateInvalid(tk('invitation_code_error')), 'affiliateCode'),
  'sms.too.frequent': (tk) => new GwErrors.smsTooFrequent(tk('sms_too_frequent')),
  'password.old.error': (tk) => withField(new GwErrors.oldPasswordInvalid(tk('old_password_error')), 'oldPassword'),
  'password.same': (tk) => withField(new GwErrors.passwordSame(tk('password_same')), 'newPassword'),
  'function.not.available': (tk) => new GwErrors.featureUnavailable(tk('feature_unavailable')),
  request_param_err: (tk, e) => withField(new GwErrors.formInvalid(tk(FIELD_RULE_KEYS[e.field ?? ''] ?? 'rule_generic')), e.field),
}

/** What the page is told when an identity call to the platform fails. */
export function platformFailure(error: unknown, tk: Tk): Error {
  if (!(error instanceof UpstreamError)) return error instanceof Error ? error : new GwErrors.internal()
  if (error.kind === 'rejected' && error.isSessionExpired) return new GwErrors.sessionEnded(tk('session_ended'))
  // GeeTest (S14: an errorCode naming geetest, #1066) needs a widget the site does not load (README, "GeeTest").
  if (error.kind === 'rejected' && /geetest/i.test(error.errorCode ?? '')) return new GwErrors.featureUnavailable(tk('challenge_unavailable'), { cause: error })
  const mapped = error.kind === 'rejected' && error.errorCode ? PLATFORM_ERRORS[error.errorCode] : undefined
  if (mapped) return mapped(tk, error)
  if (error.kind === 'rejected' && (error.status ?? 200) < 500) return new GwErrors.upstreamRejected(tk('unknown_error'), { cause: error })
  return new GwErrors.upstreamUnavailable({ cause: error })
}
