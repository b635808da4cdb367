import createError from '@fastify/error'

/** Every GW_* code the gateway answers, with its status. A published code is never reused. */
export const GwErrors = {
  badRequest: createError('GW_BAD_REQUEST', '%s', 400),
  screenNotFound: createError('GW_SCREEN_NOT_FOUND', 'No screen for this path', 404),
  routeNotFound: createError('GW_ROUTE_NOT_FOUND', 'No such route', 404),
  languageNotFound: createError('GW_LANGUAGE_NOT_FOUND', 'Unknown language %s', 404),
  csrf: createError('GW_CSRF_REJECTED', 'Mutating calls need a JSON body, the x-requested-with header and a same-origin request', 403),
  noSession: createError('GW_AUTH_NO_SESSION', '%s', 401),
  invalidCredentials: createError('GW_AUTH_INVALID_CREDENTIALS', '%s', 401),
  rateLimited: createError('GW_RATE_LIMITED', '%s', 429),
  actionNotFound: createError('GW_ACTION_NOT_FOUND', 'Unknown action %s', 404),
  upstreamUnavailable: createError('GW_UPSTREAM_UNAVAILABLE', 'The platform cannot be reached right now', 503),
  overloaded: createError('GW_OVERLOADED', 'The site is busy right now', 503),
  upstreamRejected: createError('GW_UPSTREAM_REJECTED', '%s', 502),
  layoutInvalid: createError('GW_LAYOUT_INVALID', 'No valid layouts are loaded', 503),
  internal: createError('GW_INTERNAL', 'Internal error', 500),
  forbidden: createError('GW_FORBIDDEN', '%s', 403),
  gameUnfinished: createError('GW_GAME_UNFINISHED', '%s', 409),
  formInvalid: createError('GW_FORM_INVALID', '%s', 400),
  sessionEnded: createError('GW_AUTH_SESSION_ENDED', '%s', 401),
  captchaRequired: createError('GW_AUTH_CAPTCHA_REQUIRED', '%s', 401),
  captchaInvalid: createError('GW_AUTH_CAPTCHA_INVALID', '%s', 400),
  sliderInvalid: createError('GW_AUTH_SLIDER_INVALID', '%s', 400),
  codeInvalid: createError('GW_AUTH_CODE_INVALID', '%s', 400),
  userDisabled: createError('GW_AUTH_USER_DISABLED', '%s', 403),
  accountNotFound: createError('GW_ACCOUNT_NOT_FOUND', '%s', 404),
  nameTaken: createError('GW_REGISTER_NAME_TAKEN', '%s', 409),
  mobileTaken: createError('GW_REGISTER_MOBILE_TAKEN', '%s', 409),
  affiliateInvalid: createError('GW_REGISTER_AFFILIATE_INVALID', '%s', 400),
  smsTooFrequent: createError('GW_SMS_TOO_FREQUENT', '%s', 429),
  oldPasswordInvalid: createError('GW_PASSWORD_OLD_INVALID', '%s', 400),
  passwordSame: createError('GW_PASSWORD_SAME', '%s', 400),
  featureUnavailable: createError('GW_FEATURE_UNAVAILABLE', '%s', 403),
} as const

/** Marks an error with the form field it is about, so the page can focus it. */
export function withField<E extends Error>(error: E, field: string | undefined): E {
  if (field) Object.assign(error, { field })
  return error
}
