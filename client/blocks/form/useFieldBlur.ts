import { useTranslation } from 'react-i18next'
import type { FormField } from '../../../schemas/blocks/form.ts'
import { fieldError } from '../../../schemas/formRules.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'

type Env = { values: Readonly<Record<string, string>>; setError: (name: string, message: string | undefined) => void }

/** Leaving a filled field checks it with its rule; a user name the platform already has is said at once. */
export function useFieldBlur({ values, setError }: Env) {
  const { t } = useTranslation()
  return (field: FormField) => {
    const value = values[field.name] ?? ''
    if (value === '') return
    const message = fieldError(field, values)
    setError(field.name, message ?? undefined)
    if (message || !field.checkAvailability) return
    runGatewayAction('checkUsername', { username: value }).then(
      (result) => {
        if (result.data?.available === false) setError(field.name, result.data.message ?? t('rule_username'))
      },
      () => undefined,
    )
  }
}
