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
  upstreamRejected: createError('GW_UPSTREAM_REJECTED', '%s', 502),
  layoutInvalid: createError('GW_LAYOUT_INVALID', 'No valid layouts are loaded', 503),
  internal: createError('GW_INTERNAL', 'Internal error', 500),
  forbidden: createError('GW_FORBIDDEN', '%s', 403),
  gameUnfinished: createError('GW_GAME_UNFINISHED', '%s', 409),
} as const
