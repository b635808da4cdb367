import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DownlineItem } from '../../../schemas/blocks/agentTeam.ts'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import { AgentDialog } from './AgentDialog.tsx'
import { FormEnd } from './FormEnd.tsx'
import { checkRebates, rebateBody, rebateField, RebateFields, type RebateValues } from './RebateFields.tsx'

type Props = { item: DownlineItem; quotas: readonly Quota[]; onClose: () => void; onSaved: (rebates: DownlineItem['rebates']) => void }

/** Sets a direct downline's rebates within the agent's quota; a rate the gateway refuses shows under its field. */
export function RebateDialog({ item, quotas, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<RebateValues>(() => Object.fromEntries(item.rebates.map((r) => [r.gameType, r.percent])))
  const save = useActionForm('setDownlineRebate')
  const submit = onSubmit(async () => {
    const result = await save.submit(checkRebates(values, quotas, t), { customerId: item.id, rebates: rebateBody(values) })
    if (!result) return
    if (result.data) onSaved(result.data.rebates)
    onClose()
  })
  return (
    <AgentDialog title={t('agent_rebate_title', { account: item.account })} onClose={onClose}>
      <form className="mform" onSubmit={submit} noValidate>
        <RebateFields idPrefix={id} quotas={quotas} values={values} errorOf={save.errorOf} onChange={setValues} />
        <FormEnd error={save.generalError(quotas.map((q) => rebateField(q.gameType)))} submitLabel={t('save')} busy={save.busy} cancel={{ onClick: onClose }} />
      </form>
    </AgentDialog>
  )
}
