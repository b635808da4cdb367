import type { ReactNode } from 'react'
import './forms.css'

type Described = { error?: string | undefined; hint?: ReactNode; required?: boolean | undefined }

/** What a field's control carries so that its error and hint are read out with it, and whether it must be filled. */
export function fieldAria(id: string, { error, hint, required }: Described) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined, 'aria-required': required ? true : undefined } as const
}

type Props = { id: string; label: ReactNode; hint?: ReactNode; error?: string | undefined; children: ReactNode }

/**
 * Every form field of the site: its label (for the control `id`), the control, a hint, and its error announced as
 * an alert. The control takes `fieldAria(id, …)` to point at the hint and the error.
 */
export function FieldFrame({ id, label, hint, error, children }: Props) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The form's error that belongs to none of its fields, above its buttons; `boxed` on the identity cards. */
export function FormError({ message, id, boxed = false }: { message: ReactNode; id?: string; boxed?: boolean }) {
  if (!message) return null
  return (
    <p id={id} className={boxed ? 'form-error form-error--boxed' : 'form-error'} role="alert">
      {message}
    </p>
  )
}
