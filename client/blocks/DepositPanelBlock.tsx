import { useId, useState } from 'react'
import type { z } from 'zod'
import type { DepositStatusDataSchema } from '../../schemas/api/money.ts'
import { FormError } from '../forms/FieldFrame.tsx'
import { useAction } from '../forms/useAction.ts'
import { useBrowserValue } from '../lib/useBrowserValue.ts'
import { BalanceCard } from './money/BalanceCard.tsx'
import { DepositForm, type Manual } from './money/DepositForm.tsx'
import { DepositReturn } from './money/DepositReturn.tsx'
import { ManualDetails } from './money/ManualDetails.tsx'
import { useAttempt } from './money/useAttempt.ts'
import type { BlockProps } from './types.ts'
import './money/money.css'

type Status = z.infer<typeof DepositStatusDataSchema>

/** The attempt the payment page sent the player back with (`?deposit=`), read once the page is in the browser. */
function useReturnedAttempt(): string | null {
  return useBrowserValue(() => new URLSearchParams(window.location.search).get('deposit'), null)
}

/** A manual transfer's details until the player says it is made; then its status, and a new attempt. */
function useManualTransfer(attempt: string | undefined, renew: () => void) {
  const [manual, setManual] = useState<Manual | null>(null)
  const [confirmed, setConfirmed] = useState<Status | undefined>()
  const confirm = useAction('depositConfirm')
  const made = async () => {
    if (!attempt) return
    const answer = await confirm.run({ attempt })
    if (!answer?.data) return
    setConfirmed(answer.data)
    setManual(null)
    renew()
  }
  return { manual, setManual, confirmed, confirm, made }
}

/** Deposit: a vendor, one of its channels, the amount within its limits, a promotion; then pay or transfer. */
export default function DepositPanelBlock({ props }: BlockProps<'depositPanel'>) {
  const id = useId()
  const { attempt, renew } = useAttempt('deposit')
  // The address the payment page sent the player back to, else the order the gateway says was just made.
  const returned = useReturnedAttempt() ?? attempt?.returning
  const transfer = useManualTransfer(attempt?.key, renew)
  return (
    <section className="block mdeposit" aria-labelledby={`${id}-title`}>
      <BalanceCard titleId={`${id}-title`} balance={props.balance} testId="deposit-balance" />
      {returned && (
        <div className="mcard">
          <DepositReturn key={returned} attempt={returned} />
        </div>
      )}
      {transfer.confirmed && (
        <div className="mcard">
          <DepositReturn attempt={attempt?.key ?? ''} initial={transfer.confirmed} />
        </div>
      )}
      {transfer.manual ? (
        <>
          <ManualDetails details={transfer.manual} busy={transfer.confirm.busy} onConfirm={() => void transfer.made()} />
          <FormError message={transfer.confirm.failure?.message} />
        </>
      ) : (
        <DepositForm props={props} attempt={attempt?.key} onManual={transfer.setManual} />
      )}
    </section>
  )
}
