import { z } from 'zod'
import { ActionSchema, AuthoredActionSchema } from '../actions.ts'
import { FORM_ACTIONS } from '../api/actionNames.ts'
import { DEFAULT_DIAL_CODE } from '../constants.ts'
import type { FieldRelation, FieldRule } from '../formRules.ts'
import { TextSchema } from '../text.ts'

/** Which identity form the gateway builds; fields, modes and widgets come from flags and platform settings. */
const FORM_PRESETS = ['login', 'register', 'forgotPassword', 'changePassword', 'freePlay'] as const
export type FormPreset = (typeof FORM_PRESETS)[number]

const LinkSchema = z.object({ label: TextSchema, action: AuthoredActionSchema }).strict()

export const FormPropsSchema = z
  .object({
    preset: z.enum(FORM_PRESETS).describe('login, register, forgotPassword, changePassword or freePlay'),
    title: TextSchema.optional().describe('Heading of the form (default: the preset’s own title)'),
    links: z.array(LinkSchema).default([]).describe('Links under the form, e.g. to /m/forget and /m/register'),
    dialCodes: z
      .array(z.string().regex(/^[0-9]{1,4}$/))
      .min(1)
      .default([DEFAULT_DIAL_CODE])
      .describe('Country dialling codes offered beside mobile numbers, first = default'),
    variant: z.enum(['page', 'popup']).default('page').describe('page: full screen; popup: compact, inside a popup'),
  })
  .strict()

const FieldRuleSchema = z.object({
  required: z.boolean(),
  pattern: z.string().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  numeric: z.boolean().optional(),
  email: z.boolean().optional(),
  message: z.string(),
  requiredMessage: z.string().optional(),
})

const RelationSchema = z.object({ field: z.string(), message: z.string() })

// formRules.ts is Zod-free (the client's initial bundle checks fields with it), so its FieldRule is written by
// hand: these two lines make any drift between it and the schema a compile error.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const fieldRuleMatchesSchema: Same<FieldRule, z.infer<typeof FieldRuleSchema>> & Same<FieldRelation, z.infer<typeof RelationSchema>> = true
void fieldRuleMatchesSchema

/** Kinds of field the client knows how to draw (its field-kind registry). */
const FIELD_KINDS = ['text', 'password', 'tel', 'email', 'code', 'captcha', 'sms', 'slider', 'readonly'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

export const SMS_PURPOSES = ['login', 'register', 'reset'] as const

const FormFieldSchema = z.object({
  name: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  placeholder: z.string().optional(),
  autocomplete: z.string(),
  inputMode: z.enum(['text', 'numeric', 'tel', 'email']).optional(),
  rule: FieldRuleSchema,
  matches: RelationSchema.optional(),
  differsFrom: RelationSchema.optional(),
  /** Hidden until a failed login says a captcha is needed. */
  revealOn: z.literal('captchaRequired').optional(),
  value: z.string().optional(),
  /** Query parameters of the page URL that prefill the field (an affiliate link). */
  fromQuery: z.array(z.string()).optional(),
  /** sms: the code is sent to the number typed in `mobileField`, for this purpose. */
  sms: z.object({ purpose: z.enum(SMS_PURPOSES), mobileField: z.string() }).optional(),
  /** tel: dialling codes offered, sent as `countryDialingCode`. */
  dialCodes: z.array(z.string()).optional(),
  /** text: ask the gateway whether the name is free when the field loses focus. */
  checkAvailability: z.boolean().optional(),
})
export type FormField = z.infer<typeof FormFieldSchema>

const FormModeSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Gateway action the values are posted to (`POST /api/actions/<action>` with `{ mode, ...values }`). */
  action: z.enum(FORM_ACTIONS),
  submitLabel: z.string(),
  /** How long the loading toast may stay while the action runs. */
  loadingMs: z.number().int().positive(),
  fields: z.array(FormFieldSchema),
  /** Third-party sign-in buttons offered in this mode. */
  social: z.array(z.object({ provider: z.enum(['facebook', 'google']), label: z.string(), action: ActionSchema })).default([]),
})
export type FormMode = z.infer<typeof FormModeSchema>

export const FormResolvedSchema = z.object({
  preset: z.enum(FORM_PRESETS),
  variant: z.enum(['page', 'popup']),
  title: z.string(),
  /** Empty when the feature is off; `notice` then says why. */
  modes: z.array(FormModeSchema),
  activeMode: z.string(),
  links: z.array(z.object({ label: z.string(), action: ActionSchema })),
  /** Extra buttons (free play); `loadingMs` shows the 'please wait' toast while the action runs. */
  buttons: z.array(z.object({ id: z.string(), label: z.string(), action: ActionSchema, loadingMs: z.number().int().positive().optional() })),
  /** Remembers the user name, mode and dialling code on this device (never the password). */
  remember: z.object({ label: z.string() }).optional(),
  agreement: z.object({ label: z.string(), initial: z.boolean() }).optional(),
  resetLabel: z.string().optional(),
  /** Conversion event sent to the app bridge when the form is submitted. */
  submitEvent: z.string().optional(),
  notice: z.string().optional(),
})
export type FormResolved = z.infer<typeof FormResolvedSchema>
