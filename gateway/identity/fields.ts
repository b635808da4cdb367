import type { FormField } from '../../schemas/blocks/form.ts'
import type { Translate } from '../context/texts.ts'

export type Tk = (key: string) => string

export function keyTranslator(t: Translate): Tk {
  return (key) => t({ t: key })
}

/** Loose login rules: the platform decides whether the credentials are right. */
export function loginUsernameField(tk: Tk): FormField {
  return {
    name: 'username',
    kind: 'text',
    label: tk('username'),
    placeholder: tk('ph_username'),
    autocomplete: 'username',
    // A registration that could not log the new member in sends the player here with the chosen name.
    fromQuery: ['username'],
    rule: { required: true, maxLength: 64, message: tk('rule_username'), requiredMessage: tk('enter_username') },
  }
}

export function passwordField(tk: Tk, name: string, label: string, autocomplete: 'current-password' | 'new-password', rule?: FormField['rule']): FormField {
  return {
    name,
    kind: 'password',
    label,
    placeholder: label,
    autocomplete,
    rule: rule ?? { required: true, maxLength: 128, message: tk('rule_password'), requiredMessage: tk('enter_password') },
  }
}

/** Mobile numbers: at most 20 characters, digits only, one leading 0 allowed (it is stripped before sending). */
export function mobileField(tk: Tk, dialCodes: readonly string[], name = 'mobileNum'): FormField {
  return {
    name,
    kind: 'tel',
    label: tk('mobile_number'),
    placeholder: tk('ph_mobile'),
    autocomplete: 'tel-national',
    inputMode: 'tel',
    dialCodes: [...dialCodes],
    rule: { required: true, maxLength: 20, pattern: '^0?[0-9]{7,15}$', message: tk('rule_mobileNum'), requiredMessage: tk('rule_mobileNum') },
  }
}

/** SMS codes: numeric, at most 10 characters, with a send button bound to `mobileField`. */
export function smsCodeField(tk: Tk, purpose: 'login' | 'register' | 'reset', mobileField = 'mobileNum'): FormField {
  return {
    name: 'verificationCode',
    kind: 'sms',
    label: tk('verification_code'),
    placeholder: tk('ph_sms_code'),
    autocomplete: 'one-time-code',
    inputMode: 'numeric',
    sms: { purpose, mobileField },
    rule: { required: true, numeric: true, maxLength: 10, message: tk('verification_code_error'), requiredMessage: tk('enter_sms_code') },
  }
}

/**
 * The image captcha: 6 digits on login; at most 6 on registration. On login it stays hidden until a failed
 * login asks for it (seeds 000 §4), unless the platform asks for it on every login (`always`: CAPTCHA3 on).
 */
export function captchaField(tk: Tk, where: 'login' | 'register', always = false): FormField {
  const login = where === 'login'
  return {
    name: 'captcha',
    kind: 'captcha',
    label: tk('captcha'),
    placeholder: tk(login ? 'please_write_code' : 'in_vwrite_code'),
    autocomplete: 'off',
    inputMode: 'numeric',
    ...(login && !always ? { revealOn: 'captchaRequired' as const } : {}),
    rule: login
      ? { required: true, numeric: true, minLength: 6, maxLength: 6, message: tk('please_write_code'), requiredMessage: tk('please_write_code') }
      : { required: true, numeric: true, maxLength: 6, message: tk('in_vwrite_code'), requiredMessage: tk('in_vwrite_code') },
  }
}

export function sliderField(tk: Tk): FormField {
  return {
    name: 'slider',
    kind: 'slider',
    label: tk('slider_label'),
    autocomplete: 'off',
    rule: { required: true, message: tk('slider_required') },
  }
}
