import type { TFunction } from 'i18next'
import { useCallback, useState, type FormEvent } from 'react'
import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionBody } from '../../schemas/api/actions.ts'
import { clientFailure, errorFor, generalError, type Failure } from './failure.ts'
import { useAction } from './useAction.ts'

type Problem = { field: string; message: string }

/** A shared rule's problem (its message a text key, `schemas/*Rules.ts`) in the page's language. */
export function translated(problem: Problem | null, t: TFunction): Problem | null {
  return problem && { field: problem.field, message: t(problem.message) }
}

/** A form's submit handler: the page stays where it is, the work runs (its promise is the form's own business). */
export function onSubmit(work: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault()
    void work()
  }
}

/**
 * A form that sends one action: `submit(problem, body)` shows the form's own problem beside its field and sends
 * nothing, or sends the body once (`useAction`); `refuse` shows a problem found on the way (a picked file), `clear`
 * takes every error down. `errorOf(field)` is the error beside a field, from the form's check
 * or the gateway's refusal; `generalError(fields)` the one that names none of them.
 */
export function useActionForm<N extends ActionName>(name: N, options: { fallback?: string } = {}) {
  const action = useAction(name, options)
  const [problem, setProblem] = useState<Failure | null>(null)
  const { busy, run, setFailure } = action
  const submit = useCallback(
    async (found: Problem | null, body: ActionBody<N>) => {
      if (busy) return undefined
      setProblem(found && clientFailure(found))
      if (found) return null
      return run(body)
    },
    [busy, run],
  )
  const failure = problem ?? action.failure
  const refuse = useCallback((found: Problem | null) => setProblem(found && clientFailure(found)), [])
  const clear = useCallback(() => {
    setProblem(null)
    setFailure(null)
  }, [setFailure])
  return {
    busy,
    failure,
    submit,
    refuse,
    clear,
    errorOf: (field: string) => errorFor(failure, field),
    generalError: (fields: readonly string[]) => generalError(failure, fields),
  }
}
