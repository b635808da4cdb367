import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActionBody, ActionData } from '../../../schemas/api/actions.ts'
import type { ActionName } from '../../../schemas/api/actionNames.ts'
import { useOnAction } from '../../actions/actionContext.ts'
import { GatewayError } from '../../api/gatewayError.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'

export type Failure = { message: string; field: string | undefined; code: string }

/**
 * Calls a money action, runs what the gateway says next (toasts, refresh, the payment page), and keeps the refusal
 * with the field it names, for the form to show beside that field. While it runs, `busy` stops a second tap.
 * Answers null when the action was refused.
 */
export function useMoneyAction<N extends ActionName>(name: N) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const run = useCallback(
    async (body: ActionBody<N>): Promise<{ data: ActionData<N> | undefined } | null> => {
      setBusy(true)
      setFailure(null)
      try {
        const result = await runGatewayAction(name, body)
        for (const action of result.then ?? []) await onAction(action)
        return { data: result.data }
      } catch (error) {
        const known = error instanceof GatewayError ? error : null
        // A paused money store (5xx, so no message of its own) says that nothing was sent, which the generic error does not.
        const fallback = known?.code === 'GW_MONEY_UNAVAILABLE' ? t('money_unavailable') : t('client_error_generic')
        if (known?.code !== 'GW_AUTH_SESSION_ENDED') setFailure({ message: known?.userMessage ?? fallback, field: known?.field, code: known?.code ?? 'UNKNOWN' })
        return null
      } finally {
        setBusy(false)
      }
    },
    [name, onAction, t],
  )
  return { run, busy, failure, setFailure }
}
