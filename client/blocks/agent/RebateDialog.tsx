import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DownlineItem } from '../../../schemas/blocks/agentTeam.ts'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { formError } from '../money/MoneyField.tsx'
import { useMoneyAction, type Failure } from '../money/useMoneyAction.ts'
import { AgentDialog } from './AgentDialog.tsx'
import { FormEnd } from './FormEnd.tsx'
import { checkRebates, rebateBody, rebateField, RebateFields, type RebateValues } from './RebateFields.tsx'

type Props = { item: DownlineItem; quotas: readonly Quota[]; onClose: () => void; onSaved: (rebates: DownlineItem['rebates']) => void }

/** Sets a direct downline's rebates within the agent's quota; a rate the gateway refuses shows under its field. */
export function RebateDialog({ item, quotas, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<RebateValues>(() => Object.fromEntries(item.rebates.map((r) => [r.gameType, r.percent])))
  const [problem, setProblem] = useState<Failure | null>(null)
  const save = useMoneyAction('setDownlineRebate')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.busy) return
    const found = checkRebates(values, quotas, t)
    setProblem(found)
    if (found) return
    const result = await save.run({ customerId: item.id, rebates: rebateBody(values) })
    if (!result) return
    if (result.data) onSaved(result.data.rebates)
    onClose()
  }
  const failure = problem ?? save.failure
  const general = formError(failure, quotas.map((q) => rebateField(q.gameType)))
  return (
    <AgentDialog title={t('agent_rebate_title', { account: item.account })} onClose={onClose}>
      <form className="mform" onSubmit={(e) => void submit(e)} noValidate>
        <RebateFields idPrefix={id} quotas={quotas} values={values} failure={failure} onChange={setValues} />
        <FormEnd error={general} submitLabel={t('save')} busy={save.busy} cancel={{ onClick: onClose }} />
      </form>
    </AgentDialog>
  )
}
