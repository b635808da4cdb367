import { useCallback, useEffect, useState } from 'react'
import { runGatewayAction } from '../../api/runGatewayAction.ts'

/**
 * `until`: while a request of unknown outcome is checked, until when (the next one waits for it). `returning`: a
 * deposit's, the attempt of the payment page's order the member was just sent to.
 */
export type AttemptState = { key: string; checking: boolean; until?: string | undefined; returning?: string | undefined } | null

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
        const data = result.data
        setAttempt(data ? { key: data.attempt, checking: data.checking, until: data.until, returning: data.returning } : null)
      },
      () => setFailed(true),
    )
  }, [kind])
  useEffect(() => renew(), [renew])
  // A page the browser kept while the player was on the payment page comes back as it was left: ask again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) renew()
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [renew])
  return { attempt, failed, renew }
}
