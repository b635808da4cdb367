import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame, fieldAria } from '../../forms/FieldFrame.tsx'
import type { FieldProps } from './types.ts'

const TYPES = { text: 'text', password: 'password', tel: 'tel', email: 'email', code: 'text', readonly: 'text' } as const

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
      {...fieldAria(id, { error, required: field.rule.required })}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  )
}

/** The telephone's dialling code: a choice when the platform offers several, a fixed prefix when one. */
function DialCode({ codes, env }: { codes: readonly string[]; env: FieldProps['env'] }) {
  const { t } = useTranslation()
  if (codes.length === 1) return <span className="field__prefix">{`+${codes[0] ?? ''}`}</span>
  if (codes.length === 0) return null
  return (
    <select className="field__dial" aria-label={t('dial_code')} value={env.dialCode} onChange={(e) => env.setDialCode(e.target.value)}>
      {codes.map((code) => (
        <option key={code} value={code}>{`+${code}`}</option>
      ))}
    </select>
  )
}

/** Plain inputs: text, password (with show/hide), telephone (with the dialling code), e-mail, code, read-only. */
export function TextField({ field, id, value, error, onChange, onBlur, inputRef, env }: FieldProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const kind = field.kind in TYPES ? (field.kind as keyof typeof TYPES) : 'text'
  const readOnly = kind === 'readonly'
  return (
    <FieldFrame id={id} label={field.label} error={error}>
      <div className="field__row">
        <DialCode codes={field.dialCodes ?? []} env={env} />
        <input
          id={id}
          ref={inputRef}
          className={kind === 'password' ? 'field__input field__input--secret' : 'field__input'}
          name={field.name}
          type={kind === 'password' && shown ? 'text' : TYPES[kind]}
          value={readOnly ? (field.value ?? value) : value}
          readOnly={readOnly}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          inputMode={field.inputMode}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={field.rule.maxLength}
          {...fieldAria(id, { error, required: field.rule.required && !readOnly })}
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
