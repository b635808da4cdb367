import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { firstInvalidField } from '../../../schemas/formRules.ts'
import { registerMethod } from '../../lib/registerMethod.ts'

/** The fields on show: the login captcha stays hidden until the platform asks for it. */
export function visibleFields(mode: FormMode, captchaRevealed: boolean) {
  return mode.fields.filter((f) => !f.revealOn || captchaRevealed)
}

type Check = { field: string; message: string } | null

/** The same rules the gateway checks again: the first failing field, in order, or the unsolved slider. */
export function checkForm(mode: FormMode, values: Readonly<Record<string, string>>, captchaRevealed: boolean, sliderVerified: boolean): Check {
  const shown = visibleFields(mode, captchaRevealed)
  const invalid = firstInvalidField(
    shown.filter((f) => f.kind !== 'slider' && f.kind !== 'readonly'),
    values,
  )
  if (invalid) return invalid
  const slider = shown.find((f) => f.kind === 'slider')
  return slider && !sliderVerified ? { field: slider.name, message: slider.rule.message } : null
}

/** `{ mode, ...values }` as the mode's action expects it. */
export function bodyOf(
  props: FormResolved,
  mode: FormMode,
  values: Readonly<Record<string, string>>,
  ctx: { captchaRevealed: boolean; dialCode: string; agreed: boolean },
) {
  const body: Record<string, unknown> = { mode: mode.id }
  for (const field of visibleFields(mode, ctx.captchaRevealed)) {
    if (field.kind === 'slider' || field.kind === 'readonly') continue
    body[field.name] = values[field.name] ?? ''
  }
  if (mode.fields.some((f) => f.dialCodes)) body.countryDialingCode = ctx.dialCode
  if (props.agreement) body.agreement = ctx.agreed
  if (props.preset === 'register') body.registerMethod = registerMethod()
  return body
}

/** What remember-me keeps: names and numbers, never a password or a code. */
export function rememberable(mode: FormMode, values: Readonly<Record<string, string>>, dialCode: string): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const field of mode.fields) if ((field.kind === 'text' || field.kind === 'tel') && values[field.name]) kept[field.name] = values[field.name] ?? ''
  if (mode.fields.some((f) => f.dialCodes)) kept.countryDialingCode = dialCode
  return kept
}
