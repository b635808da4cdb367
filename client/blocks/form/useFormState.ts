import { useCallback, useRef, useState } from 'react'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { rememberedMode, rememberedValues } from './remember.ts'

type Values = Record<string, Record<string, string>>

function fromQuery(names: readonly string[] | undefined): string | undefined {
  if (!names) return undefined
  const query = new URLSearchParams(window.location.search)
  for (const name of names) {
    const value = query.get(name)
    if (value) return value
  }
  return undefined
}

function modeValues(mode: FormMode, remembered: boolean): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of mode.fields) {
    const initial = field.value ?? fromQuery(field.fromQuery)
    if (initial !== undefined) values[field.name] = initial
  }
  return { ...values, ...(remembered ? rememberedValues(mode.id) : null) }
}

/** Values per mode (each mode keeps what was typed in it), errors, and the field elements for focus. */
export function useFormState(props: FormResolved) {
  const canRemember = props.remember !== undefined
  const [modeId, setModeId] = useState(() => {
    const last = canRemember ? rememberedMode() : null
    return last && props.modes.some((m) => m.id === last) ? last : props.activeMode
  })
  const [values, setValues] = useState<Values>(() => Object.fromEntries(props.modes.map((m) => [m.id, modeValues(m, canRemember)])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [dialCode, setDialCode] = useState(() => rememberedValues(modeId)?.countryDialingCode ?? props.modes.flatMap((m) => m.fields).find((f) => f.dialCodes)?.dialCodes?.[0] ?? '')
  const elements = useRef(new Map<string, HTMLElement | null>())
  const mode = props.modes.find((m) => m.id === modeId) ?? props.modes[0]

  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((all) => ({ ...all, [modeId]: { ...all[modeId], [name]: value } }))
      setErrors((all) => {
        if (!(name in all)) return all
        const { [name]: _gone, ...rest } = all
        return rest
      })
    },
    [modeId],
  )
  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((all) => {
      if (message === undefined) {
        const { [name]: _gone, ...rest } = all
        return rest
      }
      return { ...all, [name]: message }
    })
  }, [])
  const focus = useCallback((name: string) => {
    // After the render that may have just revealed the field.
    requestAnimationFrame(() => elements.current.get(name)?.focus())
  }, [])

  /** Seeds 000 §4: switching mode reloads that mode's remembered values. */
  const switchMode = useCallback(
    (next: string) => {
      setModeId(next)
      setErrors({})
      const remembered = canRemember ? rememberedValues(next) : null
      if (remembered) {
        setValues((all) => ({ ...all, [next]: { ...all[next], ...remembered } }))
        if (remembered.countryDialingCode) setDialCode(remembered.countryDialingCode)
      }
    },
    [canRemember],
  )
  const resetMode = useCallback(() => {
    const current = props.modes.find((m) => m.id === modeId)
    if (current) setValues((all) => ({ ...all, [modeId]: modeValues(current, false) }))
    setErrors({})
  }, [props.modes, modeId])

  return { mode, modeId, values: (mode ? values[mode.id] : undefined) ?? {}, setValue, errors, setErrors, setError, focus, elements, switchMode, resetMode, dialCode, setDialCode }
}
