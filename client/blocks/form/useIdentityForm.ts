import { useState } from 'react'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { useFirstInteraction } from '../../lib/useFirstInteraction.ts'
import { visibleFields } from './submitForm.ts'
import type { FieldEnv } from './types.ts'
import { useChallenges } from './useChallenges.ts'
import { useFieldBlur } from './useFieldBlur.ts'
import { useFormState } from './useFormState.ts'
import { useIdentitySubmit } from './useIdentitySubmit.ts'
import { useLanguageCheck } from './useLanguageCheck.ts'
import { useRememberChoice } from './useRememberChoice.ts'

/** Everything an identity form holds for one mode: values and errors, challenges, remember-me, agreement, submit. */
export function useIdentityForm(props: FormResolved, mode: FormMode, state: ReturnType<typeof useFormState>) {
  const challenges = useChallenges()
  const remembered = useRememberChoice(props, state.modeId)
  const [agreed, setAgreed] = useState(props.agreement?.initial ?? true)
  const sending = useIdentitySubmit({ props, mode, state, challenges, remembered, agreed })
  const onBlur = useFieldBlur(state)
  // A slider challenge is a picture the platform draws for one attempt: asked for when the player starts on the
  // page (a tap, a key, a scroll, a field), not for every look at it. The page's largest picture is then not one that
  // needs the app and a platform call before it can show.
  const started = useFirstInteraction(mode.fields.some((field) => field.kind === 'slider'))
  const env: FieldEnv = {
    ...challenges,
    values: state.values,
    fields: mode.fields,
    dialCode: state.dialCode,
    setDialCode: state.setDialCode,
    started,
    setError: state.setError,
    focus: state.focus,
  }
  const switchMode = (next: string) => {
    state.switchMode(next)
    sending.setFormError(null)
    if (challenges.revealed) challenges.newCaptcha()
  }
  const reset = () => {
    state.resetMode()
    setAgreed(props.agreement?.initial ?? true)
    challenges.resetSlider()
    sending.setFormError(null)
  }
  const remember = props.remember && { label: props.remember.label, checked: remembered.on, onChange: remembered.set }
  const agreement = props.agreement && { label: props.agreement.label, checked: agreed, onChange: setAgreed }
  return { shown: visibleFields(mode, challenges.revealed), env, onBlur, sending, switchMode, reset, remember, agreement, agreed }
}

/** The form's values and errors with the language check: the part that exists even when the form has no mode. */
export function useIdentityState(props: FormResolved) {
  const state = useFormState(props)
  useLanguageCheck(props, state.values, state.mode?.fields ?? [], state.setErrors)
  return state
}
