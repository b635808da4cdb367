import type { FormField } from '../../../schemas/blocks/form.ts'
import { FIELD_KINDS } from './fieldKinds.ts'
import type { FieldEnv } from './types.ts'
import type { useFormState } from './useFormState.ts'

type Props = {
  idPrefix: string
  modeId: string
  shown: readonly FormField[]
  state: ReturnType<typeof useFormState>
  env: FieldEnv
  onBlur: (field: FormField) => void
}

/** The mode's fields on show, each drawn by the component of its kind; each mode keeps its own values. */
export function FormFields({ idPrefix, modeId, shown, state, env, onBlur }: Props) {
  return shown.map((field) => {
    const Field = FIELD_KINDS[field.kind]
    return (
      <Field
        key={`${modeId}-${field.name}`}
        field={field}
        id={`${idPrefix}-${modeId}-${field.name}`}
        value={state.values[field.name] ?? ''}
        error={state.errors[field.name]}
        onChange={(value) => state.setValue(field.name, value)}
        onBlur={() => onBlur(field)}
        inputRef={(element) => state.elements.current.set(field.name, element)}
        env={env}
      />
    )
  })
}
