import type { FormField } from '../../../schemas/blocks/form.ts'

/** What every field component gets; the form owns the values, errors and widget state. */
export type FieldEnv = {
  values: Readonly<Record<string, string>>
  /** The fields of the current mode (an SMS button checks its number with that field's rule). */
  fields: readonly FormField[]
  dialCode: string
  setDialCode: (code: string) => void
  /** Bumped to fetch a new captcha image (after a failed attempt or a mode switch). */
  captchaKey: number
  /** Bumped to put the slider back to the start with a new challenge. */
  sliderKey: number
  sliderVerified: boolean
  /** The player has started on the page: the slider asks for its challenge only then. */
  started: boolean
  setSliderVerified: (verified: boolean) => void
  setError: (name: string, message: string | undefined) => void
  focus: (name: string) => void
}

export type FieldProps = {
  field: FormField
  id: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  inputRef: (element: HTMLElement | null) => void
  env: FieldEnv
}
