import { z } from 'zod'
import { noteDropped } from './lenient.ts'

/** Names of the fields a registration rule can exist for (`/wps/system/setting/register`). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'email',
  'nickname',
  'payeeName',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'verificationCode',
  'captcha',
] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]

/** Fields a registration form asks for even when the platform's rule does not say `required`. */
const REQUIRED_BY_DEFAULT: ReadonlySet<string> = new Set(['username', 'password', 'confirmPassword'])

/**
 * One field's rule as the platform sends it: `acceptedPattern` (a regex source, `"*"` accepts anything),
 * `minLength`, `maxLength`, `patternId` (S7, S11). No source shows `enabled`: a listed rule is on, a field not
 * listed is off. `required` and `message` appear in no source either; they are read when present.
 */
const RegisterRuleWireSchema = z.object({
  enabled: z.union([z.boolean(), z.enum(['1', '0']).transform((v) => v === '1')]).optional(),
  required: z.boolean().optional(),
  acceptedPattern: z
    .string()
    .nullish()
    .transform((p) => p || '*'),
  minLength: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((n) => n ?? 0),
  maxLength: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((n) => n ?? 0),
  patternId: z
    .union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
    .nullish()
    .transform((n) => n ?? 0),
  message: z
    .string()
    .nullish()
    .transform((m) => m ?? ''),
})

/** A field's rule, normalised: `enabled` and `required` always say what the form does. */
export type RegisterRule = Omit<z.output<typeof RegisterRuleWireSchema>, 'enabled' | 'required'> & { enabled: boolean; required: boolean }

/**
 * `/wps/system/setting/register` (and `info.register` of the status answer): field name → rule, each rule parsed
 * on its own so one odd rule leaves only its field out (counted under `rules`).
 */
export const RegisterSettingsSchema = z.record(z.string(), z.unknown()).transform((raw): Record<string, RegisterRule> => {
  const settings: Record<string, RegisterRule> = {}
  for (const [field, value] of Object.entries(raw)) {
    const rule = RegisterRuleWireSchema.safeParse(value)
    if (!rule.success) {
      noteDropped('rules', rule.error)
      continue
    }
    const { enabled, required, ...rest } = rule.data
    settings[field] = { ...rest, enabled: enabled ?? true, required: required ?? REQUIRED_BY_DEFAULT.has(field) }
  }
  return settings
})
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>
