import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '../../forms/FieldFrame.tsx'

type Props = {
  /** The form's error that belongs to no field, shown above the buttons. */
  error: ReactNode
  submitLabel: string
  busy?: boolean
  /** In a dialog: Cancel (or Back) beside the submit button; on a page: the submit button alone, full width. */
  cancel?: { label?: string; onClick: () => void }
}

/** The end of an agent form: its general error line, then its buttons. */
export function FormEnd({ error, submitLabel, busy = false, cancel }: Props) {
  const { t } = useTranslation()
  const submit = (
    <button type="submit" className={cancel ? 'btn btn--primary' : 'btn btn--primary btn--block'} disabled={busy}>
      {submitLabel}
    </button>
  )
  return (
    <>
      <FormError message={error} />
      {cancel ? (
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={cancel.onClick}>
            {cancel.label ?? t('client_cancel')}
          </button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </>
  )
}
