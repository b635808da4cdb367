import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { PercentText, type AgentGameType } from '../../../schemas/agentApi.ts'
import type { Quota } from '../../../schemas/blocks/agent.ts'
import { MoneyField, errorFor } from '../money/MoneyField.tsx'
import type { Failure } from '../money/useMoneyAction.ts'

export type RebateValues = Partial<Record<AgentGameType, string>>

/** The gateway names a refused rate `rebate_<game type>`; the form uses the same names for its own checks. */
export const rebateField = (gameType: AgentGameType) => `rebate_${gameType}`

/**
 * The first rate outside its quota or not a percentage, as a field error (the gateway checks again; this only
 * spares a round trip). Empty rates are left out of the body: the platform keeps what it has.
 */
export function checkRebates(values: RebateValues, quotas: readonly Quota[], t: TFunction): Failure | null {
  for (const quota of quotas) {
    const value = values[quota.gameType]?.trim() ?? ''
    if (value === '') continue
    const field = rebateField(quota.gameType)
    if (!PercentText.safeParse(value).success) return { field, message: t('agent_rebate_invalid'), code: 'CLIENT' }
    if (Number(value) < Number(quota.min) || Number(value) > Number(quota.max)) return { field, message: t('agent_rebate_out_of_range', { min: quota.min, max: quota.max }), code: 'CLIENT' }
  }
  return null
}

/** The rates to send: the filled ones, trimmed. */
export function rebateBody(values: RebateValues): RebateValues {
  return Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v && v.trim() !== '' ? [[k, v.trim()]] : []))) as RebateValues
}

type Props = { idPrefix: string; quotas: readonly Quota[]; values: RebateValues; failure: Failure | null; onChange: (values: RebateValues) => void }

/** One percent field per game type of the agent's quota, with its allowed range and its error. */
export function RebateFields({ idPrefix, quotas, values, failure, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <>
      {quotas.map((quota) => (
        <MoneyField
          key={quota.gameType}
          id={`${idPrefix}-${quota.gameType}`}
          label={t('agent_rebate_for', { game: quota.label })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          value={values[quota.gameType] ?? ''}
          hint={t('agent_rebate_allowed', { min: quota.min, max: quota.max })}
          error={errorFor(failure, rebateField(quota.gameType))}
          onChange={(e) => onChange({ ...values, [quota.gameType]: e.target.value })}
        >
          <span className="agent-percent" aria-hidden="true">
            {'%'}
          </span>
        </MoneyField>
      ))}
    </>
  )
}
