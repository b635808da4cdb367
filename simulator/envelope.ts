import type { Response } from 'express'

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
} as const satisfies Record<string, WpsError>

export function sendOk(res: Response, value: unknown): void {
  res.status(200).json({ success: true, value })
}

export function sendFail(res: Response, error: WpsError): void {
  res.status(error.status).json({ success: false, errorCode: error.errorCode, message: error.message })
}
