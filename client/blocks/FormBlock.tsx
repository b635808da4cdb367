import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormField } from '../../schemas/blocks/form.ts'
import { fieldError } from '../../schemas/formRules.ts'
import { needsCaptcha } from '../../schemas/errorCodes.ts'
import { useOnAction, useToast } from '../actions/actionContext.ts'
import { GatewayError } from '../api/gatewayError.ts'
import { runAuthoredAction, runGatewayAction } from '../api/runGatewayAction.ts'
import { useRevalidateScreens } from '../api/useScreen.ts'
import { trackConversion } from '../lib/conversion.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { FIELD_KINDS } from './form/fieldKinds.ts'
import { FormExtras } from './form/FormExtras.tsx'
import { useFirstInteraction } from '../lib/useFirstInteraction.ts'
import { useHydrating } from '../lib/useHydrating.ts'
import { forget, remember, rememberedValues } from './form/remember.ts'
import { bodyOf, checkForm, rememberable, visibleFields } from './form/submitForm.ts'
import { useFormState } from './form/useFormState.ts'
import type { FieldEnv } from './form/types.ts'
import type { BlockProps } from './types.ts'
import './form/FormFrame.css'
import './FormBlock.css'

const REVALIDATE_DEBOUNCE_MS = 200

/** Every identity form: the gateway sends the modes, fields, rules and widgets; this draws and submits them. */
export default function FormBlock({ id: blockId, props }: BlockProps<'form'>) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  const toast = useToast()
  const revalidate = useRevalidateScreens()
  const state = useFormState(props)
  const { mode, values, errors, setError, setErrors, focus } = state
  const [revealed, setRevealed] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)
  const [sliderKey, setSliderKey] = useState(0)
  const [sliderVerified, setSliderVerified] = useState(false)
  // Seeds 000 §4: a failed attempt puts the slider back with a new challenge.
  const resetSlider = () => {
    setSliderKey((k) => k + 1)
    setSliderVerified(false)
  }
  // Until hydrated the box is drawn as the server drew it (no storage there); then as this device remembers.
  const hydrating = useHydrating()
  const [rememberChoice, setRememberOn] = useState<boolean | null>(null)
  const rememberOn = rememberChoice ?? (!hydrating && props.remember !== undefined && rememberedValues(state.modeId) !== null)
  const [agreed, setAgreed] = useState(props.agreement?.initial ?? true)
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const baseId = useId()

  // Seeds 000 §4: a language change revalidates the fields on show, debounced. New texts arrive as new props.
  const latest = useRef({ values, fields: mode?.fields ?? [] })
  useEffect(() => {
    latest.current = { values, fields: mode?.fields ?? [] }
  })
  useEffect(() => {
    const timer = setTimeout(() => {
      const { values: now, fields } = latest.current
      setErrors((all) => {
        if (Object.keys(all).length === 0) return all
        const next: Record<string, string> = {}
        for (const field of fields) if (all[field.name]) next[field.name] = fieldError(field, now) ?? all[field.name] ?? ''
        return next
      })
    }, REVALIDATE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [props, setErrors])

  // A slider challenge is a picture the platform draws for one attempt: asked for when the player starts on the
  // page (a tap, a key, a scroll, a field), not for every look at it. The page's largest picture is then not one that
  // needs the app and a platform call before it can show.
  const started = useFirstInteraction(mode?.fields.some((field) => field.kind === 'slider') === true)

  if (!mode) return <FormExtras props={props} onAction={onAction} busy={busy} />

  const shown = visibleFields(mode, revealed)
  const env: FieldEnv = { values, fields: mode.fields, dialCode: state.dialCode, setDialCode: state.setDialCode, captchaKey, sliderKey, sliderVerified, started, setSliderVerified, setError, focus }

  const onBlur = (field: FormField) => {
    const value = values[field.name] ?? ''
    if (value === '') return
    const message = fieldError(field, values)
    setError(field.name, message ?? undefined)
    if (message || !field.checkAvailability) return
    runGatewayAction('checkUsername', { username: value }).then(
      (result) => {
        if (result.data?.available === false) setError(field.name, result.data.message ?? t('rule_username'))
      },
      () => undefined,
    )
  }

  const failed = (failure: unknown) => {
    if (shown.some((f) => f.kind === 'slider')) resetSlider()
    const error = failure instanceof GatewayError ? failure : null
    const captchaNow = revealed || (error !== null && needsCaptcha(error.code))
    if (captchaNow && mode.fields.some((f) => f.kind === 'captcha')) {
      setRevealed(true)
      setCaptchaKey((k) => k + 1)
      state.setValue('captcha', '')
    }
    const message = error?.userMessage ?? t('client_error_generic')
    // The ActionHost tells an ended session and brings back the visitor view.
    if (error?.code === 'GW_AUTH_SESSION_ENDED') return
    const field = error?.field && error.code !== 'GW_AUTH_CAPTCHA_REQUIRED' && mode.fields.some((f) => f.name === error.field) ? error.field : null
    if (field) {
      setError(field, message)
      focus(field)
    } else {
      setFormError(message)
      if (error?.field) focus(error.field)
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !agreed) return
    if (props.submitEvent) trackConversion(props.submitEvent)
    setFormError(null)
    const invalid = checkForm(mode, values, revealed, sliderVerified)
    if (invalid) {
      setErrors({ [invalid.field]: invalid.message })
      focus(invalid.field)
      return
    }
    setBusy(true)
    const done = toast(t('in_please_wait'), mode.loadingMs)
    try {
      const result = await runAuthoredAction(mode.action, bodyOf(props, mode, values, { captchaRevealed: revealed, dialCode: state.dialCode, agreed }))
      done()
      if (props.remember) {
        if (rememberOn) remember(mode.id, rememberable(mode, values, state.dialCode))
        else forget()
      }
      for (const action of result.then ?? []) await onAction(action)
      await revalidate().catch(() => undefined)
    } catch (failure) {
      done()
      failed(failure)
    } finally {
      setBusy(false)
    }
  }

  const switchMode = (next: string) => {
    state.switchMode(next)
    setFormError(null)
    if (revealed) setCaptchaKey((k) => k + 1)
  }

  return (
    <section className={`block block--login block--form form--${props.variant}`} aria-labelledby={`${baseId}-title`}>
      <form className="login" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${baseId}-title`} className="login__title">
          {props.title}
        </h2>
        {props.notice && <p className="form__notice">{props.notice}</p>}
        {props.modes.length > 1 && (
          <div className="form__tabs" role="tablist">
            {props.modes.map((m) => (
              <button key={m.id} type="button" role="tab" aria-selected={m.id === mode.id} className="form__tab" onClick={() => switchMode(m.id)}>
                {m.label}
              </button>
            ))}
          </div>
        )}
        {shown.map((field) => {
          const Field = FIELD_KINDS[field.kind]
          return (
            <Field
              key={`${mode.id}-${field.name}`}
              field={field}
              id={`${baseId}-${blockId}-${mode.id}-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(value) => state.setValue(field.name, value)}
              onBlur={() => onBlur(field)}
              inputRef={(element) => state.elements.current.set(field.name, element)}
              env={env}
            />
          )
        })}
        {props.remember && (
          <label className="form__check">
            <input type="checkbox" checked={rememberOn} onChange={(e) => setRememberOn(e.target.checked)} />
            <span>{props.remember.label}</span>
          </label>
        )}
        {props.agreement && (
          <label className="form__check">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>{props.agreement.label}</span>
          </label>
        )}
        {formError !== null && (
          <p className="login__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || !agreed}>
          {busy ? <Spinner size="sm" label={t('in_please_wait')} /> : mode.submitLabel}
        </button>
        {props.resetLabel && (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              state.resetMode()
              setAgreed(props.agreement?.initial ?? true)
              resetSlider()
              setFormError(null)
            }}
          >
            {props.resetLabel}
          </button>
        )}
        {mode.social.length > 0 && (
          <div className="form__social">
            {mode.social.map((s) => (
              <button key={s.provider} type="button" className={`btn btn--block form__social-btn form__social-btn--${s.provider}`} onClick={() => void onAction(s.action)}>
                {s.label}
              </button>
            ))}
          </div>
        )}
        <FormExtras props={props} onAction={onAction} busy={busy} embedded />
      </form>
    </section>
  )
}
