// The rule for rebate rates an agent types (a downline's, a new affiliate link's), the same on the page and on the
// gateway: the page says what is wrong beside the field before anything is sent, the gateway refuses the same.

/** What is wrong with one rate: left empty where it is asked for, not a percentage, or outside the agent's quota. */
export type RateProblem = 'missing' | 'format' | 'range'

/** The text key that says each problem, beside the field and in the gateway's refusal alike ({{min}}, {{max}}). */
export const RATE_PROBLEM_TEXT: Readonly<Record<RateProblem, string>> = {
  missing: 'agent_rebate_enter',
  format: 'agent_rebate_invalid',
  range: 'agent_rebate_between',
}

/** The quota of one game type, as percentages ("0", "1.5"). */
type Limits = { min: string; max: string }

const PERCENT = /^\d{1,2}(\.\d{1,3})?$/

/**
 * The problem with a typed rate, or null. An empty rate is a problem only when `required` (a new link grants every
 * game type of the quota; a downline's rates left empty keep what the platform has).
 */
export function rateProblem(typed: string | undefined, limits: Limits, required: boolean): RateProblem | null {
  const value = typed?.trim() ?? ''
  if (value === '') return required ? 'missing' : null
  if (!PERCENT.test(value)) return 'format'
  const percent = Number(value)
  return percent < Number(limits.min) || percent > Number(limits.max) ? 'range' : null
}
