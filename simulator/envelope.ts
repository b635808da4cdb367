import type { Request, Response } from 'express'

export type WpsError = { status: number; errorCode: string; message: string }

export const errors = {
  functionNotAvailable: { status: 400, errorCode: 'function.not.available', message: 'The feature is under maintenance #543' },
  requestBodyRequired: { status: 400, errorCode: 'request_body_required', message: 'System error' },
  requestParamErr: { status: 400, errorCode: 'request_param_err', message: 'Request parameter error' },
  methodNotSupport: { status: 400, errorCode: 'http_method_not_support', message: 'http_method_not_support #459' },
  notSession: { status: 401, errorCode: 'login.not.session', message: 'Customer not login or login timeout' },
  notFound: { status: 404, errorCode: 'resource.not.found', message: 'Resource not found' },
  systemBusy: { status: 500, errorCode: 'system.busy', message: 'system busy #727' },
  passwordError: { status: 200, errorCode: 'login.password.error', message: 'Incorrect username or password' },
  userOrTokenInvalid: { status: 401, errorCode: 'user.or.token.invalid', message: 'User or token is invalid' },
  customerNotLogin: { status: 401, errorCode: 'CUSTOMER_NOT_LOGIN', message: 'customer not login or login timeout' },
  captchaError: { status: 200, errorCode: 'captcha.error', message: 'Please Enter The Correct Captcha Code' },
  sliderInvalid: { status: 200, errorCode: 'slider.invalid', message: 'Slider check failed' },
  // S14: a merchant with GeeTest refuses a registration without its result, the errorCode naming geetest (#1066).
  geetestRequired: { status: 200, errorCode: 'geetest.validate.required', message: 'Please complete the verification #1066' },
  userDisabled: { status: 200, errorCode: 'user.disabled', message: 'Sorry, the user does not exist or is disabled' },
  userNotFound: { status: 200, errorCode: 'user.not.found', message: 'Sorry, the user does not exist or is disabled' },
  verificationCodeError: { status: 200, errorCode: 'verification.code.error', message: 'Verification code error' },
  mobileExists: { status: 200, errorCode: 'mobile.exists', message: 'The mobile num is already registered' },
  mobileNotFound: { status: 200, errorCode: 'mobile.not.found', message: 'The mobile num is not valid' },
  smsTooFrequent: { status: 200, errorCode: 'sms.too.frequent', message: 'Please wait before requesting another code' },
  usernameExists: { status: 200, errorCode: 'username.exists', message: 'Sorry, the username already exists' },
  affiliateInvalid: { status: 200, errorCode: 'affiliate.code.invalid', message: 'Invalid invitation code' },
  passwordOldError: { status: 200, errorCode: 'password.old.error', message: 'Old password is incorrect' },
  passwordSame: { status: 200, errorCode: 'password.same', message: 'The new password and the old password cannot be the same' },
  // Business failures of the games area; like a wrong password they come back with HTTP 200.
  gameNotFound: { status: 200, errorCode: 'game.not.found', message: 'Game not found' },
  trial: { status: 200, errorCode: 'customer.trial', message: 'Trial accounts cannot do this' },
  roundOpen: { status: 200, errorCode: 'game.round.open', message: 'the previous game has not finished #734' },
  // Money: S26 withdraw reads `invalid.payment.pw` and `not.exists.payment.password`; the rest are the simulator's own.
  invalidPaymentPassword: { status: 200, errorCode: 'invalid.payment.pw', message: 'Incorrect withdrawal password' },
  noPaymentPassword: { status: 200, errorCode: 'not.exists.payment.password', message: 'Please set a withdrawal password first' },
  paymentPasswordExists: { status: 200, errorCode: 'payment.password.exists', message: 'A withdrawal password is already set' },
  duplicateRequest: { status: 200, errorCode: 'duplicate.request', message: 'This request was already submitted' },
  amountLow: { status: 200, errorCode: 'amount.too.low', message: 'The amount is below the minimum' },
  amountHigh: { status: 200, errorCode: 'amount.too.high', message: 'The amount is above the maximum' },
  balanceInsufficient: { status: 200, errorCode: 'balance.insufficient', message: 'Insufficient balance' },
  cardExists: { status: 200, errorCode: 'bank.card.exists', message: 'This bank card is already bound' },
  cardCountMax: { status: 200, errorCode: 'bank.card.max', message: 'You cannot bind more bank cards' },
  cardNotFound: { status: 200, errorCode: 'bank.card.not.found', message: 'Bank card not found' },
  payeeMismatch: { status: 200, errorCode: 'payee.name.mismatch', message: 'The payee name must be your own name' },
  payeeExists: { status: 200, errorCode: 'payee.name.exists', message: 'The payee name is already set' },
  depositClosed: { status: 200, errorCode: 'deposit.not.allowed', message: 'Deposits are not available for this account' },
  orderNotFound: { status: 200, errorCode: 'order.not.found', message: 'Order not found' },
  orderState: { status: 200, errorCode: 'order.state.invalid', message: 'The order cannot be changed any more' },
  rebateLow: { status: 200, errorCode: 'rebate.amount.low', message: 'The rebate is below the minimum claim' },
} as const satisfies Record<string, WpsError>

export function sendOk(res: Response, value: unknown): void {
  res.status(200).json({ success: true, value })
}

/** `extra` carries a failure's `value` (login: `{ captcha: true }`) or the `field` of a parameter error. */
export function sendFail(res: Response, error: WpsError, extra: { value?: unknown; field?: string } = {}): void {
  res.status(error.status).json({ success: false, errorCode: error.errorCode, message: error.message, ...extra })
}

/** `request_param_err` (400) naming the offending field in `message` and `field`. */
export function sendParamError(res: Response, field: string, message: string): void {
  res.status(400).json({ success: false, errorCode: errors.requestParamErr.errorCode, message, field })
}

export type LgwStatus = 400 | 401 | 404 | 405 | 500
const LGW_REASONS: Readonly<Record<LgwStatus, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
}

/** `/lgw` failures are Spring-style JSON (`{ status, error, message }`), never the `/wps` envelope. */
export function sendLgwError(res: Response, status: LgwStatus, message: string): void {
  res.status(status).json({ status, error: LGW_REASONS[status], message })
}

function isLgw(req: Request): boolean {
  const path = req.baseUrl + req.path
  return path === '/lgw' || path.startsWith('/lgw/')
}

/** The HTTP status a `/lgw` path answers for a platform error: a wrong method is 405, a `/wps` 200-failure is 400. */
function lgwStatusOf(error: WpsError): LgwStatus {
  if (error.errorCode === errors.methodNotSupport.errorCode) return 405
  if (error.status === 401 || error.status === 404 || error.status === 500) return error.status
  return error.status > 500 ? 500 : 400
}

/** A failure in the shape of the caller's path: Spring-style JSON on `/lgw`, the `/wps` envelope everywhere else. */
export function sendFailure(req: Request, res: Response, error: WpsError): void {
  if (isLgw(req)) sendLgwError(res, lgwStatusOf(error), error.message)
  else sendFail(res, error)
}
