// Zod-free on purpose: the client switches on these codes in its initial bundle.

/**
 * Every error code the gateway answers, with its HTTP status (DESIGN §3). A published code is never reused or
 * renamed; a new failure gets a new code here, and `ErrorResponseSchema` accepts only these.
 */
export const ERROR_STATUS = {
  GW_BAD_REQUEST: 400,
  GW_SCREEN_NOT_FOUND: 404,
  GW_ROUTE_NOT_FOUND: 404,
  GW_METHOD_NOT_ALLOWED: 405,
  GW_LANGUAGE_NOT_FOUND: 404,
  GW_CSRF_REJECTED: 403,
  GW_AUTH_NO_SESSION: 401,
  GW_AUTH_INVALID_CREDENTIALS: 401,
  GW_RATE_LIMITED: 429,
  GW_ACTION_NOT_FOUND: 404,
  GW_UPSTREAM_UNAVAILABLE: 503,
  GW_UPSTREAM_REJECTED: 502,
  GW_OVERLOADED: 503,
  GW_LAYOUT_INVALID: 503,
  GW_INTERNAL: 500,
  GW_FORBIDDEN: 403,
  GW_GAME_UNFINISHED: 409,
  GW_FORM_INVALID: 400,
  GW_AUTH_SESSION_ENDED: 401,
  GW_AUTH_CAPTCHA_REQUIRED: 401,
  GW_AUTH_CAPTCHA_INVALID: 400,
  GW_AUTH_SLIDER_INVALID: 400,
  GW_AUTH_CODE_INVALID: 400,
  GW_AUTH_USER_DISABLED: 403,
  GW_ACCOUNT_NOT_FOUND: 404,
  GW_REGISTER_NAME_TAKEN: 409,
  GW_REGISTER_MOBILE_TAKEN: 409,
  GW_REGISTER_AFFILIATE_INVALID: 400,
  GW_SMS_TOO_FREQUENT: 429,
  GW_PASSWORD_OLD_INVALID: 400,
  GW_PASSWORD_SAME: 400,
  GW_FEATURE_UNAVAILABLE: 403,
  GW_MONEY_AMOUNT_INVALID: 400,
  GW_MONEY_BELOW_MINIMUM: 400,
  GW_MONEY_ABOVE_MAXIMUM: 400,
  GW_MONEY_OVER_BALANCE: 400,
  GW_MONEY_ATTEMPT_STALE: 409,
  GW_MONEY_ATTEMPT_USED: 409,
  GW_MONEY_UNAVAILABLE: 503,
  GW_WITHDRAW_PASSWORD_INVALID: 400,
  GW_WITHDRAW_PASSWORD_NOT_SET: 409,
  GW_WITHDRAW_PASSWORD_EXISTS: 409,
  GW_BANK_CARD_EXISTS: 409,
  GW_BANK_CARD_LIMIT: 409,
  GW_BANK_CARD_NAME_MISMATCH: 400,
  GW_REBATE_TOO_LOW: 400,
  GW_PROMOTION_NOT_ALLOWED: 409,
  GW_REWARD_NOT_CLAIMABLE: 409,
  GW_CONTRACT_NOT_PENDING: 409,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code)
}

/** Whether a failure means the page must show the captcha (the platform asked for it, or it was wrong). */
export function needsCaptcha(code: string): boolean {
  return code === 'GW_AUTH_CAPTCHA_REQUIRED' || code === 'GW_AUTH_CAPTCHA_INVALID'
}
