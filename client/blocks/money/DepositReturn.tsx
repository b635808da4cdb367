import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { DepositStatusDataSchema } from '../../../schemas/api/money.ts'
import { useAction } from '../../forms/useAction.ts'

type Status = z.infer<typeof DepositStatusDataSchema>
const RECHECK_MS = 2500
const RECHECKS = 4

const TONE: Readonly<Record<Status['status'], string>> = { success: 'mnotice--ok', failed: 'mnotice--bad', pending: '', unpaid: '', checking: '' }
const TEXT: Readonly<Record<Status['status'], string>> = {
  success: 'deposit_status_success',
  failed: 'deposit_status_failed',
  pending: 'deposit_status_pending',
  unpaid: 'deposit_status_unpaid',
  checking: 'deposit_status_pending',
}

/** The deposit's status, asked at once (unless given) and again while it settles, RECHECKS times at most. */
function useDepositStatus(attempt: string, initial: Status | undefined) {
  const check = useAction('depositStatus')
  const [status, setStatus] = useState<Status | undefined>(initial)
  const tries = useRef(0)
  const ask = useCallback(async () => {
    const answer = await check.run({ attempt })
    if (answer?.data) setStatus(answer.data)
    return answer?.data
  }, [attempt, check])
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const loop = async () => {
      const now = await ask()
      tries.current += 1
      if (now && now.status !== 'success' && now.status !== 'failed' && tries.current < RECHECKS) timer = setTimeout(() => void loop(), RECHECK_MS)
    }
    if (!initial) void loop()
    return () => clearTimeout(timer)
    // Once per attempt: `ask` changes with every render of the action hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  return { status, ask, check }
}

/**
 * Back from the payment page (`?deposit=<attempt>`): asks the gateway how the deposit went, a few times while the
 * payment settles. The gateway's answer carries the first-deposit event when it is the member's first.
 */
export function DepositReturn({ attempt, initial }: { attempt: string; initial?: Status | undefined }) {
  const { t } = useTranslation()
  const { status, ask, check } = useDepositStatus(attempt, initial)
  if (check.failure) {
    return (
      <p className="mnotice mnotice--bad" role="alert">
        {check.failure.message}
      </p>
    )
  }
  if (!status) {
    return (
      <p className="mnotice" role="status">
        {t('in_please_wait')}
      </p>
    )
  }
  return (
    <div className={`mnotice ${TONE[status.status]}`} role="status" data-testid="deposit-status" data-status={status.status}>
      <p>{t(TEXT[status.status], { amount: status.amount ?? '' })}</p>
      {status.status !== 'success' && status.status !== 'failed' && (
        <button type="button" className="mlink" disabled={check.busy} onClick={() => void ask()}>
          {t('check_again')}
        </button>
      )}
    </div>
  )
}
