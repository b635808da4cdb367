import { useCallback, useState } from 'react'
import type { Action } from '../../schemas/actions.ts'
import type { LoginBody } from '../../schemas/api.ts'
import { GatewayError } from './gatewayError.ts'
import { runGatewayAction } from './runGatewayAction.ts'
import { useRevalidateScreens } from './useScreen.ts'

export type LoginOutcome = { ok: true } | { ok: false; message: string | undefined }

/**
 * POST /api/actions/login. On success runs the answer's `then` actions through `onAction`, then refetches
 * every screen (the viewer changed). On failure returns the gateway's message when it has one to show.
 */
export function useLogin(onAction: (action: Action) => Promise<void>) {
  const revalidateScreens = useRevalidateScreens()
  const [pending, setPending] = useState(false)

  const submit = useCallback(
    async (body: LoginBody): Promise<LoginOutcome> => {
      setPending(true)
      try {
        const result = await runGatewayAction('login', body)
        for (const action of result.then ?? []) await onAction(action)
        revalidateScreens().catch(() => undefined)
        return { ok: true }
      } catch (error) {
        return { ok: false, message: error instanceof GatewayError ? error.userMessage : undefined }
      } finally {
        setPending(false)
      }
    },
    [onAction, revalidateScreens],
  )

  return { submit, pending }
}
