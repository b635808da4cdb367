import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldProps } from './types.ts'

const TYPES = { text: 'text', password: 'password', tel: 'tel', email: 'email', code: 'text', readonly: 'text' } as const

export function FieldFrame({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** A numeric code input (SMS code, captcha), wired to the form like every field. */
export function CodeInput({ field, id, value, error, onChange, onBlur, inputRef }: Omit<FieldProps, 'env'>) {
  return (
    <input
      id={id}
      ref={inputRef}
      className="field__input"
      name={field.name}
      value={value}
      placeholder={field.placeholder}
      autoComplete={field.autocomplete}
      inputMode="numeric"
      maxLength={field.rule.maxLength}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  )
}

/** Plain inputs: text, password (with show/hide), telephone (with the dialling code), e-mail, code, read-only. */
export function TextField({ field, id, value, error, onChange, onBlur, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const kind = field.kind in TYPES ? (field.kind as keyof typeof TYPES) : 'text'
  const type = kind === 'password' && shown ? 'text' : TYPES[kind]
  const dialCodes = field.dialCodes ?? []
  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className="field__row">
        {dialCodes.length > 1 && (
          <select className="field__dial" aria-label={t('dial_code')} value={env.dialCode} onChange={(e) => env.setDialCode(e.target.value)}>
            {dialCodes.map((code) => (
              <option key={code} value={code}>{`+${code}`}</option>
            ))}
          </select>
        )}
        {dialCodes.length === 1 && <span className="field__prefix">{`+${dialCodes[0] ?? ''}`}</span>}
        <input
          id={id}
          ref={inputRef}
          className={kind === 'password' ? 'field__input field__input--secret' : 'field__input'}
          name={field.name}
          type={type}
          value={kind === 'readonly' ? (field.value ?? value) : value}
          readOnly={kind === 'readonly'}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          inputMode={field.inputMode}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={field.rule.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {kind === 'password' && (
          <button type="button" className="field__toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('hide_password') : t('show_password')}
          </button>
        )}
      </div>
    </FieldFrame>
  )
}
