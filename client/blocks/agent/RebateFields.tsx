import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { RATE_PROBLEM_TEXT, rateProblem } from '../../../schemas/agentRules.ts'
import type { AgentGameType } from '../../../schemas/api/agent.ts'
import type { Quota } from '../../../schemas/blocks/shared/agentRates.ts'
import { InputField } from '../../forms/InputField.tsx'

export type RebateValues = Partial<Record<AgentGameType, string>>

/** The gateway names a refused rate `rebate_<game type>`; the form uses the same names for its own checks. */
export const rebateField = (gameType: AgentGameType) => `rebate_${gameType}`

/**
 * The first rate that breaks the rule the gateway checks again (`schemas/agentRules.ts`), as a field error. With
 * `required` (a new link) every rate must be typed; otherwise empty rates are left out of the body and the platform
 * keeps what it has.
 */
export function checkRebates(values: RebateValues, quotas: readonly Quota[], t: TFunction, required = false): { field: string; message: string } | null {
  for (const quota of quotas) {
    const problem = rateProblem(values[quota.gameType], quota, required)
    if (problem) return { field: rebateField(quota.gameType), message: t(RATE_PROBLEM_TEXT[problem], { min: quota.min, max: quota.max }) }
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
  /** Every rate must be typed (a new link). */
  required?: boolean
}

/** One percent field per game type of the agent's quota, with its allowed range and its error. */
export function RebateFields({ idPrefix, quotas, values, errorOf, onChange, required = false }: Props) {
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
          required={required}
          value={values[quota.gameType] ?? ''}
          placeholder={`${quota.min} – ${quota.max}`}
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
