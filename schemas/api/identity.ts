import { z } from 'zod'
import { SMS_PURPOSES } from '../blocks/form.ts'
import { REGISTER_FIELDS } from '../upstream/registerRules.ts'

const text = (max = 255) => z.string().max(max)
const dialCode = z.string().regex(/^[0-9]{1,4}$/, 'digits only')

/** `POST /api/actions/login`: by user name and password (default) or by mobile number and SMS code. */
export const LoginBodySchema = z
  .object({
    mode: z.enum(['username', 'sms', 'firebase']).default('username'),
    username: text(64).optional(),
    password: text(128).optional(),
    captcha: text(16).optional(),
    mobileNum: text(20).optional(),
    verificationCode: text(10).optional(),
    countryDialingCode: dialCode.optional(),
    firebaseIdToken: z.string().min(16).max(4096).optional().describe('mode firebase: the ID token the third-party sign-in service returned with'),
  })
  .strict()
export type LoginBody = z.input<typeof LoginBodySchema>

// The values a registration sends are the fields the platform keeps a rule for (its register settings).
export const REGISTER_VALUE_FIELDS = REGISTER_FIELDS

/** `POST /api/actions/register`: the fields of the viewer's registration form, by method. */
export const RegisterBodySchema = z
  .object({
    mode: z.enum(['username', 'mobile']).default('username'),
    registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5').describe('How the page runs: native app, browser, installed web app, iOS web clip'),
    agreement: z.boolean().describe('The player accepted the terms'),
    countryDialingCode: dialCode.optional(),
    ...Object.fromEntries(REGISTER_VALUE_FIELDS.map((name) => [name, text().optional()])),
  })
  .strict()

/** `POST /api/actions/sendSms`: a code for a mobile number (registration, SMS login or password reset). */
export const SendSmsBodySchema = z.object({ purpose: z.enum(SMS_PURPOSES), mobileNum: text(20), countryDialingCode: dialCode.optional() }).strict()

export const ChangePasswordBodySchema = z
  .object({
    mode: z.string().max(20).optional(),
    username: text(64).optional(),
    oldPassword: text(128).optional(),
    newPassword: text(128),
    confirmNewPassword: text(128),
  })
  .strict()

/** `POST /api/actions/resetPassword`: a new password with an SMS code, or a reset link by e-mail. */
export const ResetPasswordBodySchema = z
  .object({
    mode: z.enum(['sms', 'email']),
    mobileNum: text(20).optional(),
    countryDialingCode: dialCode.optional(),
    verificationCode: text(10).optional(),
    newPassword: text(128).optional(),
    confirmNewPassword: text(128).optional(),
    username: text(64).optional(),
    email: text().optional(),
  })
  .strict()

export const CheckUsernameBodySchema = z.object({ username: text(64) }).strict()
export const VerifySliderBodySchema = z.object({ id: text(128), x: z.number().min(0).max(2000) }).strict()
export const FreePlayBodySchema = z.object({ mode: z.string().max(20).optional() }).strict()

/** `GET /api/data/captcha`: the image as a data: URL. */
export const CaptchaAnswerSchema = z.object({ image: z.string().startsWith('data:image/png;base64,').describe('data: URL of the PNG') })
export type CaptchaAnswer = z.infer<typeof CaptchaAnswerSchema>

/** `GET /api/data/slider`: a challenge; the piece's x stays a secret (the platform's, or the gateway's own slider's). */
export const SliderAnswerSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  y: z.number().int(),
  pieceSize: z.number().int(),
  background: z.string().startsWith('data:image/png;base64,'),
  piece: z.string().startsWith('data:image/png;base64,'),
})
export type SliderAnswer = z.infer<typeof SliderAnswerSchema>

/** What the browser may know of its session (never the token). */
export const SessionInfoSchema = z.object({
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
})
export type SessionInfo = z.infer<typeof SessionInfoSchema>
