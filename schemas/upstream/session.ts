import { z } from 'zod'

/** Plaintext of the encrypted login body (before DES); `type` is "username" or "1" on the wire. */
export const LoginPayloadSchema = z.object({
  username: z.string(),
  password: z.string(),
  captcha: z.string().optional(),
  type: z.string().optional(),
  loginDeviceId: z.string().optional(),
  isOfficialAppLogin: z.boolean().optional(),
})
export type LoginPayload = z.infer<typeof LoginPayloadSchema>

export const LoginResultSchema = z.object({
  token: z.string().min(1),
  id: z.union([z.string(), z.number()]).optional(),
  userName: z.string(),
  customerType: z.number().int().optional(),
  firstTimeLogin: z.boolean().optional(),
})
export type LoginResult = z.infer<typeof LoginResultSchema>
