import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../forms/InputField.tsx'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import { AgentDialog } from './AgentDialog.tsx'
import { FormEnd } from './FormEnd.tsx'

type Props = { downlines: ReadonlyMap<string, string>; onClose: () => void; onMoved: () => void }
type Move = ReturnType<typeof useActionForm<'transferDownlines'>>

/** The step that names who moves where; Back returns to the account. */
function ConfirmStep({
  downlines,
  target,
  move,
  onBack,
  onConfirm,
  onClose,
}: Omit<Props, 'onMoved'> & { target: string; move: Move; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation()
  return (
    <AgentDialog title={t('agent_transfer_title')} onClose={onClose}>
      <p className="dialog__text" data-testid="transfer-confirm">
        {t('agent_transfer_confirm', { count: downlines.size, target })}
      </p>
      <p className="mcard__note agent-transfer__who">{[...downlines.values()].join(', ')}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          {t('agent_back')}
        </button>
        <button type="button" className="btn btn--primary" disabled={move.busy} onClick={onConfirm}>
          {t('agent_transfer_do')}
        </button>
      </div>
    </AgentDialog>
  )
}

/** Moves the chosen direct downlines under another agent: first the agent's account, then a step naming who moves where. */
export function TransferDialog({ downlines, onClose, onMoved }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [target, setTarget] = useState('')
  const [step, setStep] = useState<'target' | 'confirm'>('target')
  const move = useActionForm('transferDownlines')
  const next = onSubmit(() => {
    const account = target.trim()
    if (!account) return move.refuse({ field: 'targetAccount', message: t('agent_transfer_target_missing') })
    move.clear()
    setTarget(account)
    setStep('confirm')
  })
  const confirm = async () => {
    const moved = await move.submit(null, { customerIds: [...downlines.keys()], targetAccount: target })
    if (moved) return onMoved()
    // A refused target is corrected where it was typed (undefined: the first tap's move is still going).
    if (moved === null) setStep('target')
  }
  if (step === 'confirm') {
    return <ConfirmStep downlines={downlines} target={target} move={move} onBack={() => setStep('target')} onConfirm={() => void confirm()} onClose={onClose} />
  }
  const account = { required: true, autoComplete: 'off', autoCapitalize: 'none', maxLength: 32 } as const
  return (
    <AgentDialog title={t('agent_transfer_title')} onClose={onClose}>
      <form className="mform" onSubmit={next} noValidate>
        <p className="mcard__note">{t('agent_transfer_intro', { count: downlines.size })}</p>
        <InputField
          id={`${id}-target`}
          label={t('agent_transfer_target')}
          {...account}
          value={target}
          error={move.errorOf('targetAccount')}
          onChange={(e) => setTarget(e.target.value)}
        />
        <FormEnd error={move.generalError(['targetAccount'])} submitLabel={t('agent_next')} cancel={{ onClick: onClose }} />
      </form>
    </AgentDialog>
  )
}
