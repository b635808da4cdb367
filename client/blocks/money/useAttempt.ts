import { useCallback, useEffect, useState } from 'react'
import { runGatewayAction } from '../../api/runGatewayAction.ts'

/** `until`: while a request of unknown outcome is checked, until when (the next one waits for it). */
export type AttemptState = { key: string; checking: boolean; until?: string | undefined } | null

/**
 * The key this form submits with, asked of the gateway when the form shows: the same in every tab until the
 * attempt is done, so a double tap, a retry or a second tab sends one withdrawal. `renew` asks for the next one.
 */
export function useAttempt(kind: 'withdraw' | 'deposit') {
  const [attempt, setAttempt] = useState<AttemptState>(null)
  const [failed, setFailed] = useState(false)
  const renew = useCallback(() => {
    runGatewayAction('moneyAttempt', { kind }).then(
      (result) => {
        setFailed(false)
        setAttempt(result.data ? { key: result.data.attempt, checking: result.data.checking, until: result.data.until } : null)
      },
      () => setFailed(true),
    )
  }, [kind])
  useEffect(() => renew(), [renew])
  return { attempt, failed, renew }
}
