import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorFor, formError, MoneyField } from '../money/MoneyField.tsx'
import { useMoneyAction, type Failure } from '../money/useMoneyAction.ts'
import { AgentDialog } from './AgentDialog.tsx'
import { FormEnd } from './FormEnd.tsx'

type Props = { downlines: ReadonlyMap<string, string>; onClose: () => void; onMoved: () => void }

/** Moves the chosen direct downlines under another agent: first the agent's account, then a step naming who moves where. */
export function TransferDialog({ downlines, onClose, onMoved }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [target, setTarget] = useState('')
  const [step, setStep] = useState<'target' | 'confirm'>('target')
  const [problem, setProblem] = useState<Failure | null>(null)
  const move = useMoneyAction('transferDownlines')
  const next = (event: FormEvent) => {
    event.preventDefault()
    const account = target.trim()
    if (!account) return setProblem({ field: 'targetAccount', message: t('agent_transfer_target_missing'), code: 'CLIENT' })
    setProblem(null)
    move.setFailure(null)
    setTarget(account)
    setStep('confirm')
  }
  const confirm = async () => {
    if (move.busy) return
    const result = await move.run({ customerIds: [...downlines.keys()], targetAccount: target })
    if (result) return onMoved()
    // A refused target is corrected where it was typed.
    setStep('target')
  }
  const failure = problem ?? move.failure
  if (step === 'confirm') {
    return (
      <AgentDialog title={t('agent_transfer_title')} onClose={onClose}>
        <p className="dialog__text" data-testid="transfer-confirm">
          {t('agent_transfer_confirm', { count: downlines.size, target })}
        </p>
        <p className="mcard__note agent-transfer__who">{[...downlines.values()].join(', ')}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setStep('target')}>
            {t('agent_back')}
          </button>
          <button type="button" className="btn btn--primary" disabled={move.busy} onClick={() => void confirm()}>
            {t('agent_transfer_do')}
          </button>
        </div>
      </AgentDialog>
    )
  }
  const general = formError(failure, ['targetAccount'])
  return (
    <AgentDialog title={t('agent_transfer_title')} onClose={onClose}>
      <form className="mform" onSubmit={next} noValidate>
        <p className="mcard__note">{t('agent_transfer_intro', { count: downlines.size })}</p>
        <MoneyField id={`${id}-target`} label={t('agent_transfer_target')} autoComplete="off" autoCapitalize="none" maxLength={32} value={target} error={errorFor(failure, 'targetAccount')} onChange={(e) => setTarget(e.target.value)} />
        <FormEnd error={general} submitLabel={t('agent_next')} cancel={{ onClick: onClose }} />
      </form>
    </AgentDialog>
  )
}
