import { z } from 'zod'

/** The platform's random-key alphabet (login key `r`, customer-service path keys): 61 symbols, `…WXTZ` without `Y`, lower case without `j`. */
export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz'

/**
 * Plaintext of the encrypted login body (before DES); `type` is "username", "1" or "sms" on the wire. In SMS mode
 * `username` is the mobile number and `password` the SMS code; in username mode `sliderTicket` (SLIDER3), `captcha` (CAPTCHA3) or `geetestValidateV4` (GEETEST3), as the merchant has them.
 */
export const LoginPayloadSchema = z.object({
  username: z.string(),
  password: z.string(),
  captcha: z.string().optional(),
  type: z.string().optional(),
  loginDeviceId: z.string().optional(),
  isOfficialAppLogin: z.boolean().optional(),
  sliderTicket: z.string().optional(),
  /** A GeeTest v4 result, on a merchant with GeeTest (S14 sends it on registration). */
  geetestValidateV4: z.record(z.string(), z.unknown()).optional(),
  /** SMS mode; `"60"` when absent. */
  countryDialingCode: z.string().optional(),
  remember: z.boolean().optional(),
  /** Third-party login (seeds 000 §4, `type: "firebase"`): the ID token its sign-in yields. */
  firebaseIdToken: z.string().optional(),
})

/** A login answer: S13 reads only `token` and `id`; S1 and S18 also show `userName`, `customerType`, `firstTimeLogin`. */
export const LoginResultSchema = z.object({
  token: z.string().min(1),
  id: z.union([z.string(), z.number()]).nullish(),
  userName: z.string().nullish(),
  customerType: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).nullish(),
  firstTimeLogin: z.boolean().nullish(),
})
