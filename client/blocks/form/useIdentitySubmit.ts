import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { needsCaptcha } from '../../../schemas/errorCodes.ts'
import { useOnAction, useToast } from '../../actions/actionContext.ts'
import { runAuthoredAction } from '../../api/runGatewayAction.ts'
import { useRevalidateScreens } from '../../api/useScreen.ts'
import { failureOf, generalError } from '../../forms/failure.ts'
import { runThen, useFallbackText } from '../../forms/useAction.ts'
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts'
import { trackConversion } from '../../lib/conversion.ts'
import { bodyOf, checkForm, visibleFields } from './submitForm.ts'
import type { Challenges } from './useChallenges.ts'
import type { useFormState } from './useFormState.ts'
import type { useRememberChoice } from './useRememberChoice.ts'

type Form = {
  props: FormResolved
  mode: FormMode
  state: ReturnType<typeof useFormState>
  challenges: Challenges
  remembered: ReturnType<typeof useRememberChoice>
  agreed: boolean
}

/** After a refusal: a new slider, a new captcha (shown, or once the platform wants it), and the message beside its field or under the form. */
function useRefusal({ mode, state, challenges }: Form, setFormError: (message: string) => void) {
  const fallback = useFallbackText()
  return (error: unknown) => {
    if (visibleFields(mode, challenges.revealed).some((f) => f.kind === 'slider')) challenges.resetSlider()
    const failure = failureOf(error, fallback)
    // A captcha on show was spent by the attempt: a new image, and its box emptied (the other fields keep what was typed).
    const captchaShown = visibleFields(mode, challenges.revealed).some((f) => f.kind === 'captcha')
    if ((captchaShown || needsCaptcha(failure?.code ?? 'UNKNOWN')) && mode.fields.some((f) => f.kind === 'captcha')) {
      challenges.reveal()
      state.setValue('captcha', '')
    }
    // An ended session: the ActionHost says so and brings back the visitor view.
    if (!failure) return
    const own = failure.code === 'GW_AUTH_CAPTCHA_REQUIRED' ? [] : mode.fields.map((f) => f.name)
    const general = generalError(failure, own)
    if (general === undefined && failure.field) state.setError(failure.field, failure.message)
    else setFormError(failure.message)
    if (failure.field) state.focus(failure.field)
  }
}

/**
 * The identity form's submit: the fields' rules first (the first failing field focused), then the mode's action once,
 * with the 'please wait' toast; on success remember-me, the gateway's `then`, and the screens drawn again.
 */
export function useIdentitySubmit(form: Form) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  const toast = useToast()
  const revalidate = useRevalidateScreens()
  const { busy, once } = useSubmitOnce()
  const [formError, setFormError] = useState<string | null>(null)
  const refused = useRefusal(form, setFormError)
  const { props, mode, state, challenges, remembered, agreed } = form
  const send = async () => {
    const done = toast(t('in_please_wait'), mode.loadingMs)
    try {
      const result = await runAuthoredAction(
        mode.action,
        bodyOf(props, mode, state.values, { captchaRevealed: challenges.revealed, dialCode: state.dialCode, agreed }),
      )
      done()
      remembered.keep(mode, state.values, state.dialCode)
      await runThen(result.then, onAction)
      await revalidate().catch(() => undefined)
    } catch (failure) {
      done()
      refused(failure)
    }
  }
  const submit = async () => {
    if (busy || !agreed) return
    if (props.submitEvent) trackConversion(props.submitEvent)
    setFormError(null)
    const invalid = checkForm(mode, state.values, challenges.revealed, challenges.sliderVerified)
    if (!invalid) return once(send)
    state.setErrors({ [invalid.field]: invalid.message })
    state.focus(invalid.field)
  }
  return { submit, busy, formError, setFormError }
}
