import type { Action } from '../../schemas/actions.ts'
import type { FormActionName } from '../../schemas/api/actionNames.ts'
import type { FormMode, FormPreset, FormResolved } from '../../schemas/blocks/form.ts'
import type { RegisterSettings } from '../../schemas/upstream/index.ts'
import type { Translate } from '../context/texts.ts'
import { challengeOf, drawsSlider } from './challenge.ts'
import type { Tk } from './fields.ts'
import { captchaField, keyTranslator, loginUsernameField, mobileField, passwordField, sliderField, smsCodeField } from './fields.ts'
import { newPasswordFields, registerFields } from './registerFields.ts'

export type FormInput = {
  preset: FormPreset
  title?: string | undefined
  links?: FormResolved['links']
  dialCodes: readonly string[]
  variant?: 'page' | 'popup'
  flags: Readonly<Record<string, boolean>>
  /** The platform's registration rules (registration and new passwords). */
  settings?: RegisterSettings | undefined
  session: { userName: string; holdsPassword: boolean } | null
  t: Translate
  /** Start URL of the configured third-party sign-in service (`{provider}` is replaced); none: no buttons. */
  socialLoginUrl?: string | undefined
}

const LOADING_MS = 10_000
const FREE_PLAY_LOADING_MS = 9_999_000

const SOCIAL_PROVIDERS = [
  ['facebook', 'FACEBOOKLOGIN3'],
  ['google', 'GOOGLELOGIN3'],
] as const

/** The providers a login offers: their flag on, and a sign-in service configured for this deployment (seeds 000 §4). */
export function socialProviders(flags: Readonly<Record<string, boolean>>, url: string | undefined): ('facebook' | 'google')[] {
  if (!url) return []
  return SOCIAL_PROVIDERS.filter(([, flag]) => flags[flag] === true).map(([provider]) => provider)
}

function socialButtons(input: FormInput, tk: Tk): FormMode['social'] {
  const url = input.socialLoginUrl
  if (!url) return []
  return (
    socialProviders(input.flags, url)
      // The service signs the player in and sends them back here: it runs in this tab, as a sign-in redirect does.
      .map((provider) => ({
        provider,
        label: tk(`login_with_${provider}`),
        action: { type: 'openExternal', url: url.replaceAll('{provider}', provider), target: 'self' } as Action,
      }))
  )
}

function mode(id: string, label: string, action: FormActionName, submitLabel: string, fields: FormMode['fields'], extra: Partial<FormMode> = {}): FormMode {
  return { id, label, action, submitLabel, loadingMs: LOADING_MS, fields, social: [], ...extra }
}

function loginModes(input: FormInput, tk: Tk): FormMode[] {
  const challenge = challengeOf(input.flags, 'login')
  const modes = [
    mode(
      'username',
      tk('login_by_password'),
      'login',
      tk('login'),
      [
        loginUsernameField(tk),
        passwordField(tk, 'password', tk('password'), 'current-password'),
        captchaField(tk, 'login', input.flags.CAPTCHA3 === true),
        ...(drawsSlider(challenge) ? [sliderField(tk)] : []),
      ],
      {
        social: socialButtons(input, tk),
      },
    ),
  ]
  if (input.flags.MOBILEVERCODELOGIN3) {
    modes.push(mode('sms', tk('login_by_sms'), 'login', tk('login'), [mobileField(tk, input.dialCodes), smsCodeField(tk, 'login')]))
  }
  return modes
}

function registerModes(input: FormInput, tk: Tk): { modes: FormMode[]; active: string } {
  const settings = input.settings ?? {}
  const usernameOn = input.flags.USERNAMEREG3 === true
  const mobileOn = input.flags.MOBILENUMREG3 === true
  const modes: FormMode[] = []
  if (usernameOn || !mobileOn) {
    modes.push(
      mode('username', tk('register_by_username'), 'register', tk('register'), registerFields('username', settings, input.flags, tk, input.dialCodes), {
        social: socialButtons(input, tk),
      }),
    )
  }
  if (mobileOn) {
    modes.push(mode('mobile', tk('register_by_mobile'), 'register', tk('register'), registerFields('mobile', settings, input.flags, tk, input.dialCodes)))
  }
  // Seeds 000 §4: mobile by default only when mobile registration is on and username registration is off.
  return { modes, active: mobileOn && !usernameOn ? 'mobile' : 'username' }
}

function forgotModes(input: FormInput, tk: Tk): FormMode[] {
  return [
    mode('sms', tk('reset_by_sms'), 'resetPassword', tk('reset_password'), [
      mobileField(tk, input.dialCodes),
      smsCodeField(tk, 'reset'),
      ...newPasswordFields(input.settings, tk, { password: 'newPassword', confirm: 'confirmNewPassword' }),
    ]),
    mode('email', tk('reset_by_email'), 'resetPassword', tk('send_reset_email'), [
      loginUsernameField(tk),
      {
        name: 'email',
        kind: 'email',
        label: tk('email'),
        placeholder: tk('email'),
        autocomplete: 'email',
        inputMode: 'email',
        rule: { required: true, email: true, maxLength: 254, message: tk('rule_email') },
      },
    ]),
  ]
}

function changePasswordModes(input: FormInput, tk: Tk): FormMode[] {
  const fields: FormMode['fields'] = []
  if (input.session) {
    fields.push({
      name: 'username',
      kind: 'readonly',
      label: tk('username'),
      autocomplete: 'username',
      value: input.session.userName,
      rule: { required: false, message: '' },
    })
  }
  // Seeds 000 §2: the old password is asked only when none is held from login.
  const asksOld = !input.session?.holdsPassword
  if (asksOld) fields.push(passwordField(tk, 'oldPassword', tk('old_password'), 'current-password'))
  const [fresh, confirm] = newPasswordFields(input.settings, tk, { password: 'newPassword', confirm: 'confirmNewPassword' })
  if (fresh && asksOld) fresh.differsFrom = { field: 'oldPassword', message: tk('password_same') }
  fields.push(...[fresh, confirm].filter((f) => f !== undefined))
  return [mode('change', tk('change_password'), 'changePassword', tk('confirm'), fields)]
}

const TITLES: Record<FormPreset, string> = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot_password_title',
  changePassword: 'change_password',
  freePlay: 'free_trial',
}

/** Builds an identity form for one viewer: modes, fields, rules and widgets from flags and platform settings. */
export function buildForm(input: FormInput): FormResolved {
  const tk = keyTranslator(input.t)
  const base = {
    preset: input.preset,
    variant: input.variant ?? 'page',
    title: input.title ?? tk(TITLES[input.preset]),
    links: input.links ?? [],
    buttons: [] as FormResolved['buttons'],
  }
  switch (input.preset) {
    case 'login': {
      const buttons = input.flags.FREEPLAY3
        ? [{ id: 'freePlay', label: tk('free_play'), action: { type: 'call', name: 'freePlay' } as Action, loadingMs: FREE_PLAY_LOADING_MS }]
        : []
      return { ...base, modes: loginModes(input, tk), activeMode: 'username', buttons, remember: { label: tk('remember_password') } }
    }
    case 'register': {
      const { modes, active } = registerModes(input, tk)
      return {
        ...base,
        modes,
        activeMode: active,
        agreement: { label: tk('agreement'), initial: true },
        resetLabel: tk('reset'),
        submitEvent: 'registerSubmit',
      }
    }
    case 'forgotPassword':
      return { ...base, modes: forgotModes(input, tk), activeMode: 'sms' }
    case 'changePassword':
      return { ...base, modes: changePasswordModes(input, tk), activeMode: 'change' }
    case 'freePlay': {
      if (!input.flags.FREEPLAY3) return { ...base, modes: [], activeMode: '', notice: tk('feature_unavailable') }
      const start = { ...mode('freePlay', tk('free_trial'), 'freePlay', tk('start_free_play'), []), loadingMs: FREE_PLAY_LOADING_MS }
      return { ...base, modes: [start], activeMode: 'freePlay', notice: tk('free_play_intro') }
    }
  }
}

/** The mode a body names, or null when this viewer's form has no such mode. */
export function modeOf(form: FormResolved, id: string | undefined): FormMode | null {
  return form.modes.find((m) => m.id === (id ?? form.activeMode)) ?? null
}
