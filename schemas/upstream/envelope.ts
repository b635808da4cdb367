import { z } from 'zod'

/** The `/wps` success envelope: `{ success: true, value }`. */
export function wpsSuccessSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value })
}

/**
 * The `/wps` business-failure envelope (HTTP 200, 400, 401 or 500). `#NNN` codes sit at the end of `message`;
 * `field` names the offending input of a `request_param_err` on registration and password calls. S14 judges
 * the user-name check by `success` alone, so an answer without `errorCode` is still a failure.
 */
export const WpsFailureSchema = z.object({
  success: z.literal(false),
  errorCode: z
    .string()
    .nullish()
    .transform((code) => code ?? ''),
  message: z
    .string()
    .nullish()
    .transform((message) => message ?? ''),
  value: z.unknown().optional(),
  field: z.string().optional(),
})

/** A description that is a code (`login.not.session`, `request_param_err`), not a sentence. */
const CODE_LIKE = /^[A-Za-z]\w*([._]\w+)+$/

/**
 * The legacy generation's failure (S17): `{ status: false, description }`, its description often a code
 * (`login.not.session`, protocol notes §2.4). Read as the same business failure as the current envelope: the
 * description is its message, and its error code when it reads as one.
 */
export const LegacyFailureSchema = z
  .object({ status: z.literal(false), description: z.string().nullish(), errorCode: z.string().nullish() })
  .transform(({ description, errorCode }) => {
    const text = description?.trim() ?? ''
    return { errorCode: errorCode || (CODE_LIKE.test(text) ? text : ''), message: text, value: undefined as unknown, field: undefined as string | undefined }
  })

/** Error codes that mean the platform session is gone (protocol notes §2.4). */
export const SESSION_EXPIRED_CODES = ['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'] as const
