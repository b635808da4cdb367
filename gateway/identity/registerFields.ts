import type { FormField } from '../../schemas/blocks/form.ts'
import type { FieldRule } from '../../schemas/formRules.ts'
import { acceptedPatternRegExp, acceptedPatternSource, type RegisterField, type RegisterRule, type RegisterSettings } from '../../schemas/upstream/index.ts'
import { challengeOf, drawsSlider } from './challenge.ts'
import type { Tk } from './fields.ts'
import { captchaField, mobileField, passwordField, sliderField, smsCodeField } from './fields.ts'

type Look = { kind: FormField['kind']; autocomplete: string; inputMode?: FormField['inputMode']; label: string; message?: string }

/** How each registration field looks; the rule itself comes from the platform's settings. */
const LOOKS: Record<Exclude<RegisterField, 'captcha' | 'verificationCode' | 'mobileNum'>, Look> = {
  username: { kind: 'text', autocomplete: 'username', label: 'username', message: 'rule_username' },
  password: { kind: 'password', autocomplete: 'new-password', label: 'password', message: 'rule_password' },
  confirmPassword: { kind: 'password', autocomplete: 'new-password', label: 'confirm_password', message: 'in_confirmation_correct' },
  email: { kind: 'email', autocomplete: 'email', inputMode: 'email', label: 'email', message: 'rule_email' },
  nickname: { kind: 'text', autocomplete: 'nickname', label: 'nickname', message: 'rule_name' },
  payeeName: { kind: 'text', autocomplete: 'name', label: 'payee_name', message: 'rule_name' },
  affiliateCode: { kind: 'text', autocomplete: 'off', label: 'affiliate_code', message: 'invitation_code_error' },
  paymentPassword: { kind: 'password', autocomplete: 'off', inputMode: 'numeric', label: 'payment_password' },
  recommenderId: { kind: 'text', autocomplete: 'off', label: 'recommender_id', message: 'referrer_link_error' },
  idNumber: { kind: 'text', autocomplete: 'off', label: 'id_number' },
  qqNum: { kind: 'text', autocomplete: 'off', inputMode: 'numeric', label: 'qq_number' },
  facebook: { kind: 'text', autocomplete: 'off', label: 'facebook' },
  wechat: { kind: 'text', autocomplete: 'off', label: 'wechat' },
  line: { kind: 'text', autocomplete: 'off', label: 'line' },
  whatsapp: { kind: 'text', autocomplete: 'off', inputMode: 'tel', label: 'whatsapp' },
  zalo: { kind: 'text', autocomplete: 'off', label: 'zalo' },
}

/** Order of the username registration form; captcha and slider come last. */
const USERNAME_ORDER = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
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
] as const satisfies readonly RegisterField[]

/** The platform's rule as the shared rule shape; "*" accepts anything, 0 bounds are no bounds. */
function ruleFromSetting(rule: RegisterRule, message: string): FieldRule {
  return {
    required: rule.required,
    ...(rule.acceptedPattern && rule.acceptedPattern !== '*' ? { pattern: rule.acceptedPattern } : {}),
    ...(rule.minLength > 0 ? { minLength: rule.minLength } : {}),
    ...(rule.maxLength > 0 ? { maxLength: rule.maxLength } : {}),
    message,
  }
}

function messageOf(tk: Tk, key: string | undefined, rule: RegisterRule): string {
  if (key) return tk(key)
  return rule.message || tk('rule_generic')
}

function settingField(name: keyof typeof LOOKS, rule: RegisterRule, tk: Tk): FormField {
  const look = LOOKS[name]
  const field: FormField = {
    name,
    kind: look.kind,
    label: tk(look.label),
    placeholder: tk(look.label),
    autocomplete: look.autocomplete,
    ...(look.inputMode ? { inputMode: look.inputMode } : {}),
    rule: ruleFromSetting(rule, messageOf(tk, look.message, rule)),
  }
  if (name === 'email') field.rule = { ...field.rule, email: true, maxLength: Math.min(field.rule.maxLength ?? 254, 254) }
  if (name === 'username') field.checkAvailability = true
  if (name === 'affiliateCode') field.fromQuery = ['affiliateCode', 'code']
  if (name === 'confirmPassword') {
    field.rule = { ...field.rule, required: true, requiredMessage: tk('in_incorrect_password') }
    field.matches = { field: 'password', message: tk('in_confirmation_correct') }
  }
  return field
}

function mobileFromSetting(rule: RegisterRule, tk: Tk, dialCodes: readonly string[], required: boolean): FormField {
  const base = mobileField(tk, dialCodes)
  // One leading 0 is allowed on top of the platform's pattern: it is stripped before sending.
  const pattern = acceptedPatternRegExp(rule.acceptedPattern) ? acceptedPatternSource(rule.acceptedPattern, '0?') : base.rule.pattern
  return { ...base, rule: { ...base.rule, required: required || rule.required, pattern } }
}

/** Fields of one registration method, from the platform's rules: disabled fields are left out. */
export function registerFields(
  method: 'username' | 'mobile',
  settings: RegisterSettings,
  flags: Readonly<Record<string, boolean>>,
  tk: Tk,
  dialCodes: readonly string[],
): FormField[] {
  const on = (name: RegisterField) => settings[name]?.enabled === true
  const fields: FormField[] = []
  const smsOn = flags.REGMOBVERF3 === true && on('verificationCode')
  if (method === 'mobile') {
    const mobileRule = settings.mobileNum ?? { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 0, message: '' }
    fields.push(mobileFromSetting(mobileRule, tk, dialCodes, true), smsCodeField(tk, 'register'))
    for (const name of ['password', 'confirmPassword', 'affiliateCode'] as const) {
      const rule = settings[name]
      if (rule?.enabled) fields.push(settingField(name, rule, tk))
    }
  } else {
    for (const name of USERNAME_ORDER) {
      const rule = settings[name]
      if (!rule?.enabled) continue
      if (name === 'verificationCode') {
        if (smsOn && on('mobileNum')) fields.push(smsCodeField(tk, 'register'))
      } else if (name === 'mobileNum') {
        fields.push(mobileFromSetting(rule, tk, dialCodes, false))
      } else {
        fields.push(settingField(name, rule, tk))
      }
    }
  }
  const challenge = challengeOf(flags, 'register', settings)
  if (flags.CAPTCHA3 === true || on('captcha')) fields.push(captchaField(tk, 'register'))
  if (drawsSlider(challenge)) fields.push(sliderField(tk))
  return fields
}

/** The password rule new passwords follow (registration settings), or a loose one when they are unknown. */
function newPasswordRule(settings: RegisterSettings | undefined, tk: Tk): FieldRule {
  const rule = settings?.password
  if (!rule?.enabled) return { required: true, minLength: 6, maxLength: 128, message: tk('rule_password'), requiredMessage: tk('enter_password') }
  return { ...ruleFromSetting(rule, tk('rule_password')), required: true, requiredMessage: tk('enter_password') }
}

export function newPasswordFields(settings: RegisterSettings | undefined, tk: Tk, names: { password: string; confirm: string }): FormField[] {
  return [
    passwordField(tk, names.password, tk('new_password'), 'new-password', newPasswordRule(settings, tk)),
    {
      ...passwordField(tk, names.confirm, tk('confirm_password'), 'new-password', {
        required: true,
        message: tk('password_not_matched'),
        requiredMessage: tk('enter_password'),
      }),
      matches: { field: names.password, message: tk('password_not_matched') },
    },
  ]
}
