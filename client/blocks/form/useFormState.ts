import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { useHydrating } from '../../lib/useHydrating.ts'
import { rememberedMode, rememberedValues } from './remember.ts'

type Values = Record<string, Record<string, string>>

function fromQuery(names: readonly string[] | undefined, browser: boolean): string | undefined {
  if (!names || !browser) return undefined
  const query = new URLSearchParams(window.location.search)
  for (const name of names) {
    const value = query.get(name)
    if (value) return value
  }
  return undefined
}

/** `browser`: what only the browser knows (the address's query, the remembered login) may fill the fields. */
function modeValues(mode: FormMode, remembered: boolean, browser = true): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of mode.fields) {
    const initial = field.value ?? fromQuery(field.fromQuery, browser)
    if (initial !== undefined) values[field.name] = initial
  }
  return { ...values, ...(remembered && browser ? rememberedValues(mode.id) : null) }
}

/** What was typed into a server-drawn form before the page came alive (React would otherwise reset it). */
function typedBeforeHydration(elements: ReadonlyMap<string, HTMLElement | null>): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const [name, element] of elements) {
    const typable = element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio')
    if (typable && element.value !== '') typed[name] = element.value
  }
  return typed
}

/** Values per mode (each mode keeps what was typed in it), errors, and the field elements for focus. */
export function useFormState(props: FormResolved) {
  const canRemember = props.remember !== undefined
  const hydrating = useHydrating()
  const initialMode = (browser: boolean) => {
    const last = canRemember && browser ? rememberedMode() : null
    return last && props.modes.some((m) => m.id === last) ? last : props.activeMode
  }
  const initialDialCode = (mode: string, browser: boolean) =>
    (browser ? rememberedValues(mode)?.countryDialingCode : undefined) ?? props.modes.flatMap((m) => m.fields).find((f) => f.dialCodes)?.dialCodes?.[0] ?? ''
  const [modeId, setModeId] = useState(() => initialMode(!hydrating))
  const [values, setValues] = useState<Values>(() => Object.fromEntries(props.modes.map((m) => [m.id, modeValues(m, canRemember, !hydrating)])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [dialCode, setDialCode] = useState(() => initialDialCode(modeId, !hydrating))
  const elements = useRef(new Map<string, HTMLElement | null>())
  const hydrated = useRef(hydrating)
  // Once hydrated: the browser's own values, except where the player already typed (that stays, in its mode).
  useLayoutEffect(() => {
    if (!hydrated.current) return
    hydrated.current = false
    const typed = typedBeforeHydration(elements.current)
    const mode = Object.keys(typed).length > 0 ? modeId : initialMode(true)
    setModeId(mode)
    setDialCode(initialDialCode(mode, true))
    setValues(Object.fromEntries(props.modes.map((m) => [m.id, { ...modeValues(m, canRemember), ...(m.id === modeId ? typed : null) }])))
    // Only once, after hydration: later prop changes are the form's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
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
