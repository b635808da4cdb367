import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentGameType } from '../../../schemas/api/agent.ts'
import type { ContractKind } from '../../../schemas/upstream/contracts.ts'
import { useMoneyAction } from '../money/useMoneyAction.ts'
import { FormEnd } from './FormEnd.tsx'

type Props = { kind: ContractKind; choices: readonly { gameType: AgentGameType; label: string }[] }

/** Asks the upline for a contract of this kind on one game type; the gateway says what follows. */
export function ApplyForm({ kind, choices }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [gameType, setGameType] = useState<AgentGameType | undefined>(choices[0]?.gameType)
  const apply = useMoneyAction('applyContract')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (apply.busy || !gameType) return
    await apply.run({ kind, gameType })
  }
  return (
    <form className="mcard mform" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mcard__title">
        {t('agent_contract_apply_title')}
      </h3>
      <div className="mfield">
        <label className="mfield__label" htmlFor={`${id}-game`}>
          {t('game_category')}
        </label>
        <select id={`${id}-game`} className="mselect" value={gameType} onChange={(e) => setGameType(choices.find((c) => c.gameType === e.target.value)?.gameType)}>
          {choices.map((c) => (
            <option key={c.gameType} value={c.gameType}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <FormEnd error={apply.failure?.message} submitLabel={t('agent_contract_apply')} busy={apply.busy} />
    </form>
  )
}
