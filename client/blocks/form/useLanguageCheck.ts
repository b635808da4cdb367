import { useEffect, useRef } from 'react'
import type { FormField } from '../../../schemas/blocks/form.ts'
import { fieldError } from '../../../schemas/formRules.ts'

const REVALIDATE_DEBOUNCE_MS = 200

type Errors = Record<string, string>

/** Seeds 000 §4: a language change checks the fields on show again, debounced. New texts arrive as new props. */
export function useLanguageCheck(
  props: unknown,
  values: Readonly<Record<string, string>>,
  fields: readonly FormField[],
  setErrors: (update: (all: Errors) => Errors) => void,
) {
  const latest = useRef({ values, fields })
  useEffect(() => {
    latest.current = { values, fields }
  })
  useEffect(() => {
    const timer = setTimeout(() => {
      const { values: now, fields: shown } = latest.current
      setErrors((all) => {
        if (Object.keys(all).length === 0) return all
        const next: Errors = {}
        for (const field of shown) if (all[field.name]) next[field.name] = fieldError(field, now) ?? all[field.name] ?? ''
        return next
      })
    }, REVALIDATE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [props, setErrors])
}
