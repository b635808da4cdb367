import { useCallback, useEffect, useState } from 'react'
import type { z } from 'zod'
import type { DepositStatusDataSchema } from '../../../schemas/api/money.ts'
import { useAction } from '../../forms/useAction.ts'

export type DepositState = z.infer<typeof DepositStatusDataSchema>

/** Waits between checks, growing: a payment settles within seconds or not soon; then the player asks (Check again). */
const RECHECK_AFTER_MS = [2_000, 4_000, 8_000, 15_000]

const settled = (status: DepositState | undefined) => status?.status === 'success' || status?.status === 'failed'
const hidden = () => document.visibilityState === 'hidden'

/** The checks' loop: one at a time, none while the page is hidden (asked again when it shows), an end. */
function usePoll(ask: () => Promise<DepositState | undefined>, start: boolean) {
  const [polling, setPolling] = useState(start)
  useEffect(() => {
    if (!polling) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let round = 0
    let waiting = false
    const next = async () => {
      if (hidden()) return void (waiting = true)
      waiting = false
      const now = await ask()
      const wait = RECHECK_AFTER_MS[round++]
      if (!now || settled(now) || wait === undefined) return setPolling(false)
      timer = setTimeout(() => void next(), wait)
    }
    const onShow = () => {
      if (waiting && !hidden()) void next()
    }
    document.addEventListener('visibilitychange', onShow)
    void next()
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onShow)
    }
    // One loop per start: `ask` changes with every render of the action hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polling])
  return { polling, restart: () => setPolling(true) }
}

/**
 * A deposit's status, asked of the gateway at once (unless given) and again while it settles, a few times with
 * growing waits and never while the page is hidden; after that, `recheck` asks again (the player's "Check again").
 */
export function useDepositStatus(attempt: string, initial: DepositState | undefined) {
  const check = useAction('depositStatus')
  const [status, setStatus] = useState<DepositState | undefined>(initial)
  const ask = useCallback(async () => {
    const answer = await check.run({ attempt })
    if (answer?.data) setStatus(answer.data)
    return answer?.data
  }, [attempt, check])
  const poll = usePoll(ask, !initial)
  return { status, check, polling: poll.polling, recheck: poll.restart }
}
