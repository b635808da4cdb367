import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { PercentText, type AgentGameType } from '../../../schemas/api/agent.ts'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { InputField } from '../../forms/InputField.tsx'

export type RebateValues = Partial<Record<AgentGameType, string>>

/** The gateway names a refused rate `rebate_<game type>`; the form uses the same names for its own checks. */
export const rebateField = (gameType: AgentGameType) => `rebate_${gameType}`

/**
 * The first rate that is not a percentage at all, as a field error (the body schema would refuse it without naming
 * the field). Whether a rate is within the quota is the gateway's rule: its refusal names the field.
 * Empty rates are left out of the body: the platform keeps what it has.
 */
export function checkRebates(values: RebateValues, quotas: readonly Quota[], t: TFunction): { field: string; message: string } | null {
  for (const quota of quotas) {
    const value = values[quota.gameType]?.trim() ?? ''
    if (value !== '' && !PercentText.safeParse(value).success) return { field: rebateField(quota.gameType), message: t('agent_rebate_invalid') }
  }
  return null
}

/** The rates to send: the filled ones, trimmed. */
export function rebateBody(values: RebateValues): RebateValues {
  return Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v && v.trim() !== '' ? [[k, v.trim()]] : []))) as RebateValues
}

type Props = {
  idPrefix: string
  quotas: readonly Quota[]
  values: RebateValues
  errorOf: (field: string) => string | undefined
  onChange: (values: RebateValues) => void
}

/** One percent field per game type of the agent's quota, with its allowed range and its error. */
export function RebateFields({ idPrefix, quotas, values, errorOf, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <>
      {quotas.map((quota) => (
        <InputField
          key={quota.gameType}
          id={`${idPrefix}-${quota.gameType}`}
          label={t('agent_rebate_for', { game: quota.label })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          value={values[quota.gameType] ?? ''}
          hint={t('agent_rebate_allowed', { min: quota.min, max: quota.max })}
          error={errorOf(rebateField(quota.gameType))}
          onChange={(e) => onChange({ ...values, [quota.gameType]: e.target.value })}
        >
          <span className="agent-percent" aria-hidden="true">
            {'%'}
          </span>
        </InputField>
      ))}
    </>
  )
}
