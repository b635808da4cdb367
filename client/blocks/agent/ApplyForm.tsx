import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentGameType } from '../../../schemas/api/agent.ts'
import type { ContractKind } from '../../../schemas/upstream/contracts.ts'
import { SelectField } from '../../forms/InputField.tsx'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import { FormEnd } from './FormEnd.tsx'

type Props = { kind: ContractKind; choices: readonly { gameType: AgentGameType; label: string }[] }

/** Asks the upline for a contract of this kind on one game type; the gateway says what follows. */
export function ApplyForm({ kind, choices }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [gameType, setGameType] = useState<AgentGameType | undefined>(choices[0]?.gameType)
  const apply = useActionForm('applyContract')
  const submit = onSubmit(() => gameType && apply.submit(null, { kind, gameType }))
  return (
    <form className="mcard mform" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mcard__title">
        {t('agent_contract_apply_title')}
      </h3>
      <SelectField
        id={`${id}-game`}
        label={t('game_category')}
        value={gameType ?? ''}
        options={choices.map((c) => ({ value: c.gameType, label: c.label }))}
        onChange={(value) => setGameType(choices.find((c) => c.gameType === value)?.gameType)}
      />
      <FormEnd error={apply.failure?.message} submitLabel={t('agent_contract_apply')} busy={apply.busy} />
    </form>
  )
}
