import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { formError } from '../money/MoneyField.tsx'
import { useMoneyAction, type Failure } from '../money/useMoneyAction.ts'
import { FormEnd } from './FormEnd.tsx'
import { checkRebates, rebateBody, rebateField, RebateFields, type RebateValues } from './RebateFields.tsx'

const MEMBER_TYPES = ['member', 'agent'] as const
type MemberType = (typeof MEMBER_TYPES)[number]

const lowest = (quotas: readonly Quota[]): RebateValues => Object.fromEntries(quotas.map((q) => [q.gameType, q.min]))

/** A new affiliate link: who signs up through it and the rebates it grants; the gateway then has the screen drawn again. */
export function LinkForm({ quotas }: { quotas: readonly Quota[] }) {
  const { t } = useTranslation()
  const id = useId()
  const [memberType, setMemberType] = useState<MemberType>('member')
  // Starts at the least the agent may grant: a higher rate is a choice, never an accident.
  const [values, setValues] = useState<RebateValues>(() => lowest(quotas))
  const [problem, setProblem] = useState<Failure | null>(null)
  const create = useMoneyAction('createAffiliateLink')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (create.busy) return
    const found = checkRebates(values, quotas, t)
    setProblem(found)
    if (found) return
    if (await create.run({ memberType, rebates: rebateBody(values) })) setValues(lowest(quotas))
  }
  const failure = problem ?? create.failure
  const general = formError(failure, quotas.map((q) => rebateField(q.gameType)))
  return (
    <form className="mcard mform" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">
        {t('agent_link_create')}
      </h2>
      <fieldset className="mchoices agent-link-type">
        <legend className="mfield__label">{t('agent_link_for')}</legend>
        {MEMBER_TYPES.map((type) => (
          <label key={type} className="mchoice">
            <input type="radio" name={`${id}-type`} value={type} checked={memberType === type} onChange={() => setMemberType(type)} />
            <span className="mchoice__main">
              <span className="mchoice__title">{t(`agent_link_${type}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <RebateFields idPrefix={id} quotas={quotas} values={values} failure={failure} onChange={setValues} />
      <FormEnd error={general} submitLabel={t('agent_link_create')} busy={create.busy} />
    </form>
  )
}
