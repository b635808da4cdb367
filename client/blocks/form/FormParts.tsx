import { useTranslation } from 'react-i18next'
import type { Action } from '../../../schemas/actions.ts'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { Spinner } from '../../ui/Spinner.tsx'

/** The form's modes as tabs (user name or mobile number, password or SMS), when it has more than one. */
export function ModeTabs({ modes, active, onSwitch }: { modes: FormResolved['modes']; active: string; onSwitch: (id: string) => void }) {
  if (modes.length < 2) return null
  return (
    <div className="form__tabs" role="tablist">
      {modes.map((m) => (
        <button key={m.id} type="button" role="tab" aria-selected={m.id === active} className="form__tab" onClick={() => onSwitch(m.id)}>
          {m.label}
        </button>
      ))}
    </div>
  )
}

type Check = { label: string; checked: boolean; onChange: (on: boolean) => void }

/** A checkbox under the fields: remember me, the agreement. */
export function FormCheck({ check }: { check: Check | undefined }) {
  if (!check) return null
  return (
    <label className="form__check">
      <input type="checkbox" checked={check.checked} onChange={(e) => check.onChange(e.target.checked)} />
      <span>{check.label}</span>
    </label>
  )
}

type ButtonsProps = {
  mode: FormMode
  busy: boolean
  canSubmit: boolean
  resetLabel: string | undefined
  onReset: () => void
  onAction: (action: Action) => Promise<void>
}

/** Submit (a spinner while it runs), reset where the form has one, then the social sign-in buttons. */
export function FormButtons({ mode, busy, canSubmit, resetLabel, onReset, onAction }: ButtonsProps) {
  const { t } = useTranslation()
  return (
    <>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !canSubmit}>
        {busy ? <Spinner size="sm" label={t('in_please_wait')} /> : mode.submitLabel}
      </button>
      {resetLabel && (
        <button type="button" className="btn btn--ghost btn--block" onClick={onReset}>
          {resetLabel}
        </button>
      )}
      {mode.social.length > 0 && (
        <div className="form__social">
          {mode.social.map((s) => (
            <button
              key={s.provider}
              type="button"
              className={`btn btn--block form__social-btn form__social-btn--${s.provider}`}
              onClick={() => void onAction(s.action)}
            >
              {s.label}
            </button>
          ))}
        </div>
      )}
    </>
  )
}
