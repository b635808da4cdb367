import { GatewayError, type FailureCode } from '../api/gatewayError.ts'

/** Why a form was refused: by its own rule (`CLIENT`) or by the gateway, with the field it names when it names one. */
export type Failure = { message: string; field: string | undefined; code: FailureCode | 'CLIENT' }

/** A refusal the form found itself, before anything was sent. */
export function clientFailure(problem: { field: string; message: string }): Failure {
  return { field: problem.field, message: problem.message, code: 'CLIENT' }
}

/**
 * A failed call as the form shows it: the gateway's message (a refusal's) and the field it names, or `fallback`
 * for what has no message of its own. Null when the session ended: the ActionHost says so and shows the visitor view.
 */
export function failureOf(error: unknown, fallback: (code: FailureCode) => string): Failure | null {
  const known = error instanceof GatewayError ? error : null
  if (known?.code === 'GW_AUTH_SESSION_ENDED') return null
  const code = known?.code ?? 'UNKNOWN'
  return { message: known?.userMessage ?? fallback(code), field: known?.field, code }
}

/** The message of one field, from a failure that names it. */
export function errorFor(failure: Failure | null, field: string): string | undefined {
  return failure?.field === field ? failure.message : undefined
}

/** A failure that names none of the form's own fields, shown under the form. */
export function generalError(failure: Failure | null, fields: readonly string[]): string | undefined {
  return failure && !fields.includes(failure.field ?? '') ? failure.message : undefined
}
