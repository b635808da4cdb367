import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Action } from '../../schemas/actions.ts'
import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionBody, ActionData } from '../../schemas/api/actions.ts'
import { useOnAction, type OnAction } from '../actions/actionContext.ts'
import type { FailureCode } from '../api/gatewayError.ts'
import { runGatewayAction } from '../api/runGatewayAction.ts'
import { failureOf, type Failure } from './failure.ts'
import { useSubmitOnce } from './useSubmitOnce.ts'

/** Refusals with no message of their own (5xx) that still have something to say. */
const NO_MESSAGE_TEXT: Partial<Record<FailureCode, string>> = {
  // A paused money store says that nothing was sent, which the generic error does not.
  GW_MONEY_UNAVAILABLE: 'money_unavailable',
}

/** Runs what the gateway said comes next (toasts, a refresh, the next page), in order. */
export async function runThen(then: readonly Action[] | undefined, onAction: OnAction): Promise<void> {
  for (const action of then ?? []) await onAction(action)
}

/** The generic text for a failure with no message of its own, as the action kit words it. */
export function useFallbackText(fallback?: string): (code: FailureCode) => string {
  const { t } = useTranslation()
  return useCallback(
    (code: FailureCode) => {
      const key = NO_MESSAGE_TEXT[code]
      return key ? t(key) : (fallback ?? t('client_error_generic'))
    },
    [fallback, t],
  )
}

/**
 * One action of the contract, typed by its name: the body is `ActionBody<name>`, the answer is parsed with the
 * action's result schema (`runGatewayAction`), and its `then` actions run before `run` resolves. Submits once at a
 * time (`busy`), and keeps the refusal with the field it names for the form to show beside that field. `run`
 * answers `{ data }`, null when the action was refused, or undefined when it did not run (one is still running).
 */
export function useAction<N extends ActionName>(name: N, options: { fallback?: string } = {}) {
  const onAction = useOnAction()
  const { busy, once } = useSubmitOnce()
  const [failure, setFailure] = useState<Failure | null>(null)
  const fallback = useFallbackText(options.fallback)
  const run = useCallback(
    (body: ActionBody<N>): Promise<{ data: ActionData<N> | undefined } | null | undefined> =>
      once(async () => {
        setFailure(null)
        try {
          const result = await runGatewayAction(name, body)
          await runThen(result.then, onAction)
          return { data: result.data }
        } catch (error) {
          setFailure(failureOf(error, fallback))
          return null
        }
      }),
    [name, once, onAction, fallback],
  )
  return { run, busy, failure, setFailure }
}
