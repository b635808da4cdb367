import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldError } from '../../../schemas/formRules.ts'
import { useToast } from '../../actions/actionContext.ts'
import { GatewayError } from '../../api/gatewayError.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'
import { FieldFrame } from '../../forms/FieldFrame.tsx'
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts'
import { CodeInput } from './TextField.tsx'
import type { FieldProps } from './types.ts'

const TICK_MS = 500
const SENDING_MS = 10_000
const SENT_MS = 1500
const ERROR_MS = 3000

/** Seconds left until `deadline`, rounded up so the button never shows 0 while still counting. */
function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
}

/** Counting down to a deadline, ticking every 500 ms, until it passes. */
function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (deadline === null) return undefined
    const tick = () => {
      const remaining = secondsLeft(deadline)
      setLeft(remaining)
      if (remaining === 0) setDeadline(null)
    }
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [deadline])
  return { counting: deadline !== null && left > 0, waiting: deadline !== null, left, until: setDeadline }
}

/** Asks for a code for the number the form holds, after checking it with its own rule; the answer says when to ask again. */
function useSendCode({ field, env }: Pick<FieldProps, 'field' | 'env'>, until: (deadline: number) => void) {
  const { t } = useTranslation()
  const toast = useToast()
  const { busy, once } = useSubmitOnce()
  const ask = async (sms: NonNullable<FieldProps['field']['sms']>) => {
    const startedAt = Date.now()
    const done = toast(t('sms_sending'), SENDING_MS)
    try {
      const result = await runGatewayAction('sendSms', { purpose: sms.purpose, mobileNum: env.values[sms.mobileField] ?? '', countryDialingCode: env.dialCode })
      const seconds = result.data?.seconds
      done()
      toast(t('sms_sent'), SENT_MS)
      // Counting from when the request left takes its own delay off the code's lifetime.
      if (typeof seconds === 'number' && seconds > 0) until(startedAt + seconds * 1000)
      env.focus(field.name)
    } catch (failure) {
      done()
      const message = failure instanceof GatewayError ? failure.userMessage : undefined
      if (failure instanceof GatewayError && failure.field === sms.mobileField && message) env.setError(sms.mobileField, message)
      else toast(message ?? t('client_error_generic'), ERROR_MS)
    }
  }
  const send = () => {
    const sms = field.sms
    if (!sms) return
    const mobileField = env.fields.find((f) => f.name === sms.mobileField)
    const invalid = mobileField ? fieldError(mobileField, env.values) : null
    if (!invalid) return void once(() => ask(sms))
    env.setError(sms.mobileField, invalid)
    env.focus(sms.mobileField)
  }
  return { send, sending: busy }
}

/**
 * The SMS code with its send button: idle → counting down (disabled, ticking every 500 ms) → idle. The
 * number is checked with its own rule before a code is asked for.
 */
export function SmsField({ field, id, value, error, onChange, onBlur, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const countdown = useCountdown()
  const { send, sending } = useSendCode({ field, env }, countdown.until)
  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className="field__row">
        <CodeInput field={field} id={id} value={value} error={error} onChange={onChange} onBlur={onBlur} inputRef={inputRef} />
        <button
          type="button"
          className="btn btn--ghost btn--sm field__action"
          disabled={sending || countdown.counting}
          onClick={() => !countdown.waiting && send()}
        >
          {countdown.counting ? t('sms_wait', { s: countdown.left }) : t('sms_send')}
        </button>
      </div>
    </FieldFrame>
  )
}
