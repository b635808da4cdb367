import type { ComponentType } from 'react'
import type { FieldKind } from '../../../schemas/blocks/form.ts'
import { CaptchaField } from './CaptchaField.tsx'
import { SliderField } from './SliderField.tsx'
import { SmsField } from './SmsField.tsx'
import { TextField } from './TextField.tsx'
import type { FieldProps } from './types.ts'

/** One component per field kind the gateway may send; a kind without one does not compile. */
export const FIELD_KINDS: { [K in FieldKind]: ComponentType<FieldProps> } = {
  text: TextField,
  password: TextField,
  tel: TextField,
  email: TextField,
  code: TextField,
  readonly: TextField,
  captcha: CaptchaField,
  sms: SmsField,
  slider: SliderField,
}
