import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import { FormEnd } from './FormEnd.tsx'
import { checkRebates, rebateBody, rebateField, RebateFields, type RebateValues } from './RebateFields.tsx'

const MEMBER_TYPES = ['member', 'agent'] as const
type MemberType = (typeof MEMBER_TYPES)[number]

/** Who signs up through the link: a member or an agent. */
function MemberTypeChoice({ name, value, onChange }: { name: string; value: MemberType; onChange: (type: MemberType) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="mchoices agent-link-type">
      <legend className="mfield__label">{t('agent_link_for')}</legend>
      {MEMBER_TYPES.map((type) => (
        <label key={type} className="mchoice">
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          <span className="mchoice__main">
            <span className="mchoice__title">{t(`agent_link_${type}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** A new affiliate link: who signs up through it and the rebates it grants; the gateway then has the screen drawn again. */
export function LinkForm({ quotas }: { quotas: readonly Quota[] }) {
  const { t } = useTranslation()
  const id = useId()
  const [memberType, setMemberType] = useState<MemberType>('member')
  // Every rate is asked for, none filled in: a link granting 0 % (or any rate) is the agent's choice, never a default.
  const [values, setValues] = useState<RebateValues>({})
  const create = useActionForm('createAffiliateLink')
  const submit = onSubmit(async () => {
    if (await create.submit(checkRebates(values, quotas, t, true), { memberType, rebates: rebateBody(values) })) setValues({})
  })
  return (
    <form className="mcard mform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">
        {t('agent_link_create')}
      </h2>
      <MemberTypeChoice name={`${id}-type`} value={memberType} onChange={setMemberType} />
      <RebateFields idPrefix={id} quotas={quotas} values={values} errorOf={create.errorOf} onChange={setValues} required />
      <FormEnd error={create.generalError(quotas.map((q) => rebateField(q.gameType)))} submitLabel={t('agent_link_create')} busy={create.busy} />
    </form>
  )
}
