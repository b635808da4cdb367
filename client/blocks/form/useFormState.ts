import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react'
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

/** The mode to start in: the one this device last logged in with, where the form remembers. */
function initialMode(props: FormResolved, browser: boolean): string {
  const last = props.remember !== undefined && browser ? rememberedMode() : null
  return last && props.modes.some((m) => m.id === last) ? last : props.activeMode
}

/** The dialling code to start with: the remembered one, else the first the platform offers. */
function initialDialCode(props: FormResolved, mode: string, browser: boolean): string {
  return (
    (browser ? rememberedValues(mode)?.countryDialingCode : undefined) ?? props.modes.flatMap((m) => m.fields).find((f) => f.dialCodes)?.dialCodes?.[0] ?? ''
  )
}

function allValues(props: FormResolved, browser: boolean): Values {
  return Object.fromEntries(props.modes.map((m) => [m.id, modeValues(m, props.remember !== undefined, browser)]))
}

/** The errors by field name: one set, one taken down. */
function useErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((all) => {
      if (message === undefined) {
        if (!(name in all)) return all
        const { [name]: _gone, ...rest } = all
        return rest
      }
      return { ...all, [name]: message }
    })
  }, [])
  return { errors, setErrors, setError }
}

/** Once hydrated: the browser's own values, except where the player already typed (that stays, in its mode). */
function useAfterHydration(hydrating: boolean, props: FormResolved, modeId: string, elements: RefObject<Map<string, HTMLElement | null>>, set: Setters) {
  const hydrated = useRef(hydrating)
  useLayoutEffect(() => {
    if (!hydrated.current) return
    hydrated.current = false
    const typed = typedBeforeHydration(elements.current)
    const mode = Object.keys(typed).length > 0 ? modeId : initialMode(props, true)
    set.setModeId(mode)
    set.setDialCode(initialDialCode(props, mode, true))
    set.setValues(Object.fromEntries(Object.entries(allValues(props, true)).map(([id, all]) => [id, id === modeId ? { ...all, ...typed } : all])))
    // Only once, after hydration: later prop changes are the form's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** Values per mode (each mode keeps what was typed in it), errors, and the field elements for focus. */
export function useFormState(props: FormResolved) {
  const hydrating = useHydrating()
  const [modeId, setModeId] = useState(() => initialMode(props, !hydrating))
  const [values, setValues] = useState<Values>(() => allValues(props, !hydrating))
  const { errors, setErrors, setError } = useErrors()
  const [dialCode, setDialCode] = useState(() => initialDialCode(props, modeId, !hydrating))
  const elements = useRef(new Map<string, HTMLElement | null>())
  useAfterHydration(hydrating, props, modeId, elements, { setModeId, setValues, setErrors, setDialCode })
  const mode = props.modes.find((m) => m.id === modeId) ?? props.modes[0]
  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((all) => ({ ...all, [modeId]: { ...all[modeId], [name]: value } }))
      setError(name, undefined)
    },
    [modeId, setError],
  )
  const focus = useCallback((name: string) => {
    // After the render that may have just revealed the field.
    requestAnimationFrame(() => elements.current.get(name)?.focus())
  }, [])
  const modes = useModeSwitch(props, modeId, { setModeId, setValues, setErrors, setDialCode })
  return {
    mode,
    modeId,
    values: (mode ? values[mode.id] : undefined) ?? {},
    setValue,
    errors,
    setErrors,
    setError,
    focus,
    elements,
    ...modes,
    dialCode,
    setDialCode,
  }
}

type Setters = {
  setModeId: (id: string) => void
  setValues: Dispatch<SetStateAction<Values>>
  setErrors: (errors: Record<string, string>) => void
  setDialCode: (code: string) => void
}

/** Seeds 000 §4: switching mode reloads that mode's remembered values; reset puts the mode's fields back. */
function useModeSwitch(props: FormResolved, modeId: string, { setModeId, setValues, setErrors, setDialCode }: Setters) {
  const switchMode = (next: string) => {
    setModeId(next)
    setErrors({})
    const remembered = props.remember !== undefined ? rememberedValues(next) : null
    if (!remembered) return
    setValues((all) => ({ ...all, [next]: { ...all[next], ...remembered } }))
    if (remembered.countryDialingCode) setDialCode(remembered.countryDialingCode)
  }
  const resetMode = () => {
    const current = props.modes.find((m) => m.id === modeId)
    if (current) setValues((all) => ({ ...all, [modeId]: modeValues(current, false) }))
    setErrors({})
  }
  return { switchMode, resetMode }
}
