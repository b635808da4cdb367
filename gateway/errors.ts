import { format } from 'node:util'
import type { ErrorCode } from '../schemas/errorCodes.ts'
import { ERROR_STATUS } from '../schemas/errorCodes.ts'

/** An error of the catalogue: its code, and its status from the catalogue, never from the caller. */
export class GwError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  constructor(code: ErrorCode, message: string, cause: unknown) {
    super(message, cause === undefined ? undefined : { cause })
    this.code = code
    this.statusCode = ERROR_STATUS[code]
  }
}

/** What a catalogued error is made with: the message's values (`%s`), then `{ cause }` when it has one. */
type Args = [] | [{ cause: unknown }] | [string, { cause: unknown }?]

/** One class per catalogued code; the message is a format string (`%s`) filled from the arguments. */
function gwError(code: ErrorCode, message: string): new (...args: Args) => GwError {
  const Catalogued = class extends GwError {
    constructor(...args: Args) {
      const last = args.at(-1)
      const cause = typeof last === 'object' && last !== null && 'cause' in last ? last.cause : undefined
      const values = cause === undefined && typeof last !== 'object' ? args : args.slice(0, -1)
      super(code, format(message, ...values), cause)
    }
  }
  // Logs name an error by its class: the code says which one it is.
  Object.defineProperty(Catalogued, 'name', { value: code })
  return Catalogued
}

/** The errors the gateway throws, one per catalogued code (`schemas/errorCodes.ts`). */
export const GwErrors = {
  badRequest: gwError('GW_BAD_REQUEST', '%s'),
  screenNotFound: gwError('GW_SCREEN_NOT_FOUND', 'No screen for this path'),
  routeNotFound: gwError('GW_ROUTE_NOT_FOUND', 'No such route'),
  methodNotAllowed: gwError('GW_METHOD_NOT_ALLOWED', '%s'),
  languageNotFound: gwError('GW_LANGUAGE_NOT_FOUND', 'Unknown language %s'),
  csrf: gwError('GW_CSRF_REJECTED', 'Mutating calls need a JSON body, the x-requested-with header and a same-origin request'),
  noSession: gwError('GW_AUTH_NO_SESSION', '%s'),
  invalidCredentials: gwError('GW_AUTH_INVALID_CREDENTIALS', '%s'),
  rateLimited: gwError('GW_RATE_LIMITED', '%s'),
  actionNotFound: gwError('GW_ACTION_NOT_FOUND', 'Unknown action %s'),
  upstreamUnavailable: gwError('GW_UPSTREAM_UNAVAILABLE', 'The platform cannot be reached right now'),
  upstreamRejected: gwError('GW_UPSTREAM_REJECTED', '%s'),
  overloaded: gwError('GW_OVERLOADED', 'The site is busy right now'),
  layoutInvalid: gwError('GW_LAYOUT_INVALID', 'No valid layouts are loaded'),
  internal: gwError('GW_INTERNAL', 'Internal error'),
  studioOff: gwError('GW_STUDIO_OFF', 'The studio is off: no operator is configured (set STUDIO_OPERATORS; npm run studio:hash prints an entry)'),
  studioSigninRequired: gwError('GW_STUDIO_SIGNIN_REQUIRED', 'Sign in to the studio as an operator'),
  studioSigninInvalid: gwError('GW_STUDIO_SIGNIN_INVALID', 'Wrong operator name or password'),
  studioOperatorsOnly: gwError('GW_STUDIO_OPERATORS_ONLY', '%s'),
  studioPublishInvalid: gwError('GW_STUDIO_PUBLISH_INVALID', '%s'),
  studioOverBudget: gwError('GW_STUDIO_OVER_BUDGET', '%s'),
  studioVersionNotFound: gwError('GW_STUDIO_VERSION_NOT_FOUND', 'No version %s in the history'),
  studioLiveMoved: gwError('GW_STUDIO_LIVE_MOVED', '%s'),
  studioDraftNotSaved: gwError('GW_STUDIO_DRAFT_NOT_SAVED', '%s'),
  studioSharedStoreDown: gwError(
    'GW_STUDIO_SHARED_STORE_DOWN',
    'Not published: the shared store (Redis) cannot be reached. Your draft is kept; try again once it is back',
  ),
  forbidden: gwError('GW_FORBIDDEN', '%s'),
  gameUnfinished: gwError('GW_GAME_UNFINISHED', '%s'),
  formInvalid: gwError('GW_FORM_INVALID', '%s'),
  sessionEnded: gwError('GW_AUTH_SESSION_ENDED', '%s'),
  captchaRequired: gwError('GW_AUTH_CAPTCHA_REQUIRED', '%s'),
  captchaInvalid: gwError('GW_AUTH_CAPTCHA_INVALID', '%s'),
  sliderInvalid: gwError('GW_AUTH_SLIDER_INVALID', '%s'),
  codeInvalid: gwError('GW_AUTH_CODE_INVALID', '%s'),
  userDisabled: gwError('GW_AUTH_USER_DISABLED', '%s'),
  accountNotFound: gwError('GW_ACCOUNT_NOT_FOUND', '%s'),
  nameTaken: gwError('GW_REGISTER_NAME_TAKEN', '%s'),
  mobileTaken: gwError('GW_REGISTER_MOBILE_TAKEN', '%s'),
  affiliateInvalid: gwError('GW_REGISTER_AFFILIATE_INVALID', '%s'),
  smsTooFrequent: gwError('GW_SMS_TOO_FREQUENT', '%s'),
  oldPasswordInvalid: gwError('GW_PASSWORD_OLD_INVALID', '%s'),
  passwordSame: gwError('GW_PASSWORD_SAME', '%s'),
  featureUnavailable: gwError('GW_FEATURE_UNAVAILABLE', '%s'),
  amountInvalid: gwError('GW_MONEY_AMOUNT_INVALID', '%s'),
  belowMinimum: gwError('GW_MONEY_BELOW_MINIMUM', '%s'),
  aboveMaximum: gwError('GW_MONEY_ABOVE_MAXIMUM', '%s'),
  overBalance: gwError('GW_MONEY_OVER_BALANCE', '%s'),
  attemptStale: gwError('GW_MONEY_ATTEMPT_STALE', '%s'),
  attemptUsed: gwError('GW_MONEY_ATTEMPT_USED', '%s'),
  moneyUnavailable: gwError('GW_MONEY_UNAVAILABLE', '%s'),
  withdrawPasswordInvalid: gwError('GW_WITHDRAW_PASSWORD_INVALID', '%s'),
  withdrawPasswordNotSet: gwError('GW_WITHDRAW_PASSWORD_NOT_SET', '%s'),
  withdrawPasswordExists: gwError('GW_WITHDRAW_PASSWORD_EXISTS', '%s'),
  bankCardExists: gwError('GW_BANK_CARD_EXISTS', '%s'),
  bankCardLimit: gwError('GW_BANK_CARD_LIMIT', '%s'),
  bankCardNameMismatch: gwError('GW_BANK_CARD_NAME_MISMATCH', '%s'),
  rebateTooLow: gwError('GW_REBATE_TOO_LOW', '%s'),
  promotionNotAllowed: gwError('GW_PROMOTION_NOT_ALLOWED', '%s'),
  rewardNotClaimable: gwError('GW_REWARD_NOT_CLAIMABLE', '%s'),
  contractNotPending: gwError('GW_CONTRACT_NOT_PENDING', '%s'),
  rebateOverQuota: gwError('GW_AGENT_REBATE_OVER_QUOTA', '%s'),
  downlineNotFound: gwError('GW_AGENT_DOWNLINE_NOT_FOUND', '%s'),
  transferTargetInvalid: gwError('GW_AGENT_TRANSFER_TARGET_INVALID', '%s'),
  linkLimit: gwError('GW_AGENT_LINK_LIMIT', '%s'),
  linkNotFound: gwError('GW_AGENT_LINK_NOT_FOUND', '%s'),
  contractApplyRefused: gwError('GW_CONTRACT_APPLY_REFUSED', '%s'),
  messageNotFound: gwError('GW_MESSAGE_NOT_FOUND', '%s'),
} as const satisfies Record<string, ReturnType<typeof gwError>>

/** Marks an error with the form field it is about, so the page can focus it. */
export function withField<E extends Error>(error: E, field: string | undefined): E {
  if (field) Object.assign(error, { field })
  return error
}
