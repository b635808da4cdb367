import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** A labelled input with its hint and its error, announced to screen readers. */
export function MoneyField({ id, label, error, hint, children, ...input }: Props) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`mfield${error ? ' mfield--invalid' : ''}`}>
      <label className="mfield__label" htmlFor={id}>
        {label}
      </label>
      <div className="mfield__row">
        <input id={id} className="mfield__input" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mfield__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mfield__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The error of one field, from a refusal that names it. */
export function errorFor(failure: { field: string | undefined; message: string } | null, field: string): string | undefined {
  return failure?.field === field ? failure.message : undefined
}

/** A refusal that names no field of this form, shown under it. */
export function formError(failure: { field: string | undefined; message: string } | null, fields: readonly string[]): string | undefined {
  return failure && !fields.includes(failure.field ?? '') ? failure.message : undefined
}
