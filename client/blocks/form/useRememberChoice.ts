import { useState } from 'react'
import type { FormMode, FormResolved } from '../../../schemas/blocks/form.ts'
import { useHydrating } from '../../lib/useHydrating.ts'
import { forget, remember, rememberedValues } from './remember.ts'
import { rememberable } from './submitForm.ts'

/**
 * The remember-me box: until hydrated it is drawn as the server drew it (no storage there), then as this device
 * remembers. `keep` stores or forgets the login after a successful one.
 */
export function useRememberChoice(props: FormResolved, modeId: string) {
  const hydrating = useHydrating()
  const [choice, setChoice] = useState<boolean | null>(null)
  const on = choice ?? (!hydrating && props.remember !== undefined && rememberedValues(modeId) !== null)
  const keep = (mode: FormMode, values: Readonly<Record<string, string>>, dialCode: string) => {
    if (!props.remember) return
    if (on) remember(mode.id, rememberable(mode, values, dialCode))
    else forget()
  }
  return { on, set: setChoice, keep }
}
