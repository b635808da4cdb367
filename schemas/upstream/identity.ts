import { z } from 'zod'

export { acceptedPatternRegExp, acceptedPatternSource } from './acceptedPattern.ts'

/** A base64 PNG without a `data:` prefix (slider images). */
const Base64PngSchema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64 PNG')

/**
 * `/wps/captcha`, normalised to bare base64: S1 reads a bare base64 PNG, a `data:image/…;base64,` URL, or an
 * object carrying it as `img`, `image`, `base64` or `captcha`. The answer also sets the `captchaId` cookie.
 */
export const CaptchaImageSchema = z
  .union([
    z.string(),
    z.object({ img: z.string() }).transform((v) => v.img),
    z.object({ image: z.string() }).transform((v) => v.image),
    z.object({ base64: z.string() }).transform((v) => v.base64),
    z.object({ captcha: z.string() }).transform((v) => v.captcha),
  ])
  .transform((image) => image.replace(/^data:image\/[a-z+.-]+;base64,/i, '').trim())
  .pipe(Base64PngSchema)

export const SliderChallengeSchema = z.object({
  id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Top of the hole and of the piece; the hole's `x` is the secret. */
  y: z.number().int().nonnegative(),
  pieceSize: z.number().int().positive(),
  background: Base64PngSchema,
  piece: Base64PngSchema,
})

export const SliderVerifyPayloadSchema = z.object({ id: z.string(), x: z.number() })
export const SliderTicketSchema = z.object({ ticket: z.string().min(1) })

export const SmsRegisterPayloadSchema = z.object({ mobileNum: z.string(), countryDialingCode: z.string().optional() })
export const SmsNoLoginPayloadSchema = z.object({
  mobileNo: z.string(),
  countryDialingCode: z.string().optional(),
  purpose: z.enum(['login', 'reset']),
})
/** `/wps/verification/sms/register`. */
export const SmsRegisterResultSchema = z.object({ expiredMinutes: z.number().positive().optional() }).nullish()
/** `/wps/verification/sms/noLogin`: when the code stops being valid, epoch ms. Both answers are the seeds' only. */
export const SmsNoLoginResultSchema = z.object({ expirationTime: z.number().int().optional() }).nullish()

/**
 * `/wps/check/username`: S14 reads only the envelope's `success` (false = taken); a free name comes with no
 * `value` or a null one, so the value is not read.
 */
export const UsernameFreeSchema = z.unknown().optional()
/**
 * `/wps/agent/affiliate` (AFFMAN3): no source shows the answer; the envelope's `success` decides, and a `value`
 * of `false` or `{ success: false }` is read as a code that does not exist.
 */
export const AffiliateCheckSchema = z
  .unknown()
  .optional()
  .transform((value) => {
    const refused = value === false || (typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false)
    return { exists: !refused }
  })

const CustomerTypeSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

/**
 * `/wps/session/login/freeplay` (S11 sends it, never shows the answer): a login-like answer; `trail` is the
 * platform's spelling of "trial" in the seeds. Only the token is relied upon.
 */
export const FreePlayResultSchema = z.object({
  token: z.string().min(1),
  userName: z.string().nullish(),
  customerType: CustomerTypeSchema.nullish(),
  trail: z.number().int().nullish(),
  firstTimeLogin: z.boolean().nullish(),
})

/** `WEB` is what the platform's own desktop client sends. */
const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP', 'WEB'] as const

/** Plaintext of the encrypted registration body (both register endpoints). Unknown keys are ignored. */
export const RegisterPayloadSchema = z.object({
  countryDialingCode: z.string().optional(),
  registerUrl: z.string().optional(),
  registerMethod: z.enum(REGISTER_METHODS).optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  affiliateCode: z.string().optional(),
  paymentPassword: z.string().optional(),
  recommenderId: z.string().optional(),
  nickname: z.string().optional(),
  payeeName: z.string().optional(),
  email: z.string().optional(),
  mobileNum: z.string().optional(),
  idNumber: z.string().optional(),
  qqNum: z.string().optional(),
  facebook: z.string().optional(),
  wechat: z.string().optional(),
  line: z.string().optional(),
  whatsapp: z.string().optional(),
  zalo: z.string().optional(),
  captcha: z.string().optional(),
  type: z.union([z.literal(0), z.literal('0')]).optional(),
  domain: z.string().optional(),
  verificationCode: z.string().optional(),
  sliderTicket: z.string().optional(),
  /** A GeeTest v4 result, on a merchant with GeeTest (S14). */
  geetestValidateV4: z.record(z.string(), z.unknown()).optional(),
  login: z.boolean().optional(),
  /** The browser's persisted device id, as public clients send it (S1, S15). */
  loginDeviceId: z.string().optional(),
  referralCode: z.string().optional(),
})
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>

/**
 * A registration answer: `customerId` (S14) and, when the payload said `login: true`, a `token` (S15). Other
 * fields are read when present; nothing else is needed to call the registration a success.
 */
export const RegisterResultSchema = z.object({
  customerId: z.union([z.string(), z.number()]),
  token: z.string().min(1).nullish(),
  userName: z.string().nullish(),
  customerType: CustomerTypeSchema.nullish(),
  firstTimeLogin: z.boolean().nullish(),
})
export type RegisterResult = z.infer<typeof RegisterResultSchema>

/** Plaintext of `/wps/member/password` (encrypted, with the token). */
export const PasswordChangePayloadSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
})

/** Plaintext of `/wps/member/password/verification` (encrypted, no token): reset with an SMS code. */
export const PasswordResetSmsPayloadSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string().optional(),
  verificationCode: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
})

/** `/wps/member/password/email` (plain JSON): the platform mails a reset link. */
export const PasswordResetEmailPayloadSchema = z.object({ username: z.string(), email: z.string() })

/** Password change and both resets: no source shows the answer; the envelope's `success` decides. */
export const PasswordResultSchema = z.unknown().optional()

/** `value` of a failed login: `captcha: true` once the account must send a captcha. */
export const LoginFailureValueSchema = z.object({ captcha: z.boolean() })
