import { z } from 'zod'

export { acceptedPatternRegExp, acceptedPatternSource, ANY_PATTERN } from './acceptedPattern.ts'

/** Names of the fields a registration rule can exist for (`/wps/system/setting/register`). */
export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'mobileNum', 'email', 'nickname', 'payeeName', 'affiliateCode',
  'paymentPassword', 'recommenderId', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
  'verificationCode', 'captcha',
] as const
export const RegisterFieldSchema = z.enum(REGISTER_FIELDS)
export type RegisterField = z.infer<typeof RegisterFieldSchema>

/** One field's rule; `acceptedPattern` is a regex source, `"*"` accepts anything. */
export const RegisterRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().default(false),
  acceptedPattern: z.string().default('*'),
  minLength: z.number().int().nonnegative().default(0),
  maxLength: z.number().int().nonnegative().default(0),
  patternId: z.number().int().default(0),
  message: z.string().default(''),
})
export type RegisterRule = z.infer<typeof RegisterRuleSchema>

/** Field name → rule. The `captcha` rule only needs `enabled`. */
export const RegisterSettingsSchema = z.record(z.string(), RegisterRuleSchema)
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>

/** `/wps/captcha`: a base64 PNG without a `data:` prefix; the answer also sets the `captchaId` cookie. */
export const CaptchaImageSchema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64 PNG')

export const SliderChallengeSchema = z.object({
  id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Top of the hole and of the piece; the hole's `x` is the secret. */
  y: z.number().int().nonnegative(),
  pieceSize: z.number().int().positive(),
  background: CaptchaImageSchema,
  piece: CaptchaImageSchema,
})
export type SliderChallenge = z.infer<typeof SliderChallengeSchema>

export const SliderVerifyPayloadSchema = z.object({ id: z.string(), x: z.number() })
export const SliderTicketSchema = z.object({ ticket: z.string().min(1) })

export const SmsRegisterPayloadSchema = z.object({ mobileNum: z.string(), countryDialingCode: z.string().optional() })
export const SmsNoLoginPayloadSchema = z.object({
  mobileNo: z.string(),
  countryDialingCode: z.string().optional(),
  purpose: z.enum(['login', 'reset']),
})
/** `/wps/verification/sms/register`. */
export const SmsRegisterResultSchema = z.object({ expiredMinutes: z.number().positive() })
/** `/wps/verification/sms/noLogin`: when the code stops being valid, epoch ms. */
export const SmsNoLoginResultSchema = z.object({ expirationTime: z.number().int() })

/** `/wps/check/username`: `true` when the name is free (a taken name is a `username.exists` failure). */
export const UsernameFreeSchema = z.literal(true)
/** `AFFMAN_checkAffiliateCode`. */
export const AffiliateCheckSchema = z.object({ success: z.boolean() })

/** `/wps/session/login/freeplay`; `trail` is the platform's spelling of "trial". */
export const FreePlayResultSchema = z.object({
  token: z.string().min(1),
  userName: z.string(),
  customerType: z.number().int(),
  trail: z.number().int(),
  firstTimeLogin: z.boolean().optional(),
})
export type FreePlayResult = z.infer<typeof FreePlayResultSchema>

/** `WEB` is what the platform's own desktop client sends. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP', 'WEB'] as const

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
  login: z.boolean().optional(),
})
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>

/** Answer of a registration sent with `login: true`: the new member is logged in. */
export const RegisterResultSchema = z.object({
  customerId: z.union([z.string(), z.number()]),
  token: z.string().min(1),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean().optional(),
})
export type RegisterResult = z.infer<typeof RegisterResultSchema>
/** Answer of a registration sent without `login: true`: no token, the member is not logged in. */
export const RegisterOnlyResultSchema = RegisterResultSchema.omit({ token: true }).strict()

/** Plaintext of `/wps/member/password` (encrypted, with the token). */
export const PasswordChangePayloadSchema = z.object({
  oldPassword: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
})
export type PasswordChangePayload = z.infer<typeof PasswordChangePayloadSchema>

/** Plaintext of `/wps/member/password/verification` (encrypted, no token): reset with an SMS code. */
export const PasswordResetSmsPayloadSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string().optional(),
  verificationCode: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
})
export type PasswordResetSmsPayload = z.infer<typeof PasswordResetSmsPayloadSchema>

/** `/wps/member/password/email` (plain JSON): the platform mails a reset link. */
export const PasswordResetEmailPayloadSchema = z.object({ username: z.string(), email: z.string() })

/** Password change and both resets answer `value: true`. */
export const PasswordResultSchema = z.literal(true)

/** `value` of a failed login: `captcha: true` once the account must send a captcha. */
export const LoginFailureValueSchema = z.object({ captcha: z.boolean() })
