import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldFrame, fieldAria } from './FieldFrame.tsx'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'children'>
type Props = { id: string; label: string; error?: string | undefined; hint?: ReactNode; required?: boolean; children?: ReactNode } & InputProps

/** A text input in its frame; `children` sit beside the input (a unit, an "all" button). */
export function InputField({ id, label, error, hint, required, children, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="field__row">
        <input id={id} className="field__input" {...fieldAria(id, { error, hint, required })} {...input} />
        {children}
      </div>
    </FieldFrame>
  )
}

type Option = { value: string; label: string }
type SelectProps = {
  id: string
  label: string
  error?: string | undefined
  required?: boolean
  value: string
  options: readonly Option[]
  onChange: (value: string) => void
}

/** A choice from a list in its frame; an option with the value '' is the "please choose" line. */
export function SelectField({ id, label, error, required, value, options, onChange }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className="field__select" value={value} {...fieldAria(id, { error, required })} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
