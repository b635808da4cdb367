// What the agent actions share: the platform's refusals as the page shows them, and the rebate quota check.
import { RATE_PROBLEM_TEXT, rateProblem, type RateProblem } from '../../../schemas/agentRules.ts'
import { AGENT_GAME_TYPES, type AgentGameType } from '../../../schemas/api/agent.ts'
import { memberCallError } from '../../context/memberSession.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import type { Translate } from '../../context/texts.ts'
import { GwErrors, withField } from '../../errors.ts'
import { drawQuotas, rateOf } from '../../sources/agent.ts'
import { UpstreamError } from '../../upstream/errors.ts'

/** How long an agent action's toast shows. */
export const TOAST_MS = 2000

/** The platform's refusals of agent calls, as the page shows them (field: the form field to mark). */
const REFUSALS: Readonly<Record<string, { error: keyof typeof GwErrors; text: string; field?: string }>> = {
  'rebate.over.quota': { error: 'rebateOverQuota', text: 'agent_rebate_over_quota' },
  'downline.not.found': { error: 'downlineNotFound', text: 'agent_downline_not_found' },
  'transfer.target.invalid': { error: 'transferTargetInvalid', text: 'agent_transfer_target_invalid', field: 'targetAccount' },
  'affiliate.url.limit': { error: 'linkLimit', text: 'agent_link_limit' },
  'affiliate.url.not.found': { error: 'linkNotFound', text: 'agent_link_not_found' },
  'contract.apply.pending': { error: 'contractApplyRefused', text: 'agent_apply_pending' },
  'contract.already.active': { error: 'contractApplyRefused', text: 'agent_apply_active' },
  'agent.not.allowed': { error: 'forbidden', text: 'agent_only' },
}

export function agentError(error: unknown, t: Translate): Error {
  const known = error instanceof UpstreamError && error.errorCode ? REFUSALS[error.errorCode] : undefined
  if (known) return withField(new GwErrors[known.error](t({ t: known.text }), { cause: error }), known.field)
  return memberCallError(error, t, t({ t: 'agent_failed' }))
}

type Rates = Partial<Record<AgentGameType, string>>
type Quota = ReturnType<typeof drawQuotas>[number]

/** A rate that breaks the rule of `schemas/agentRules.ts`, refused with the same words the page uses. */
function refusal(problem: RateProblem, quota: Quota, t: Translate): Error {
  const field = `rebate_${quota.gameType}`
  const message = t({ t: RATE_PROBLEM_TEXT[problem] }).replace('{{min}}', quota.min).replace('{{max}}', quota.max)
  return withField(problem === 'range' ? new GwErrors.rebateOverQuota(message) : new GwErrors.formInvalid(message), field)
}

/**
 * Each typed rate within the agent's quota for its game type, checked before the platform is asked (it checks
 * again); the first one out of range names its field. Game types the quota does not list cannot be set. With
 * `every` (a new link), each game type of the quota must have its rate.
 */
export async function withinQuota(ctx: RequestContext, token: string, rates: Rates, t: Translate, every = false) {
  const { value } = await ctx.upstream.fetch('rebateQuota', { token, signal: ctx.signal }).catch((e: unknown) => {
    throw agentError(e, t)
  })
  const quotas = drawQuotas(value, t)
  const wire: { gameType: AgentGameType; rate: number }[] = []
  for (const gameType of AGENT_GAME_TYPES) {
    const typed = rates[gameType]
    const quota = quotas.find((q) => q.gameType === gameType)
    if (typed !== undefined && !quota) throw withField(new GwErrors.rebateOverQuota(t({ t: 'agent_rebate_not_allowed' })), `rebate_${gameType}`)
    if (!quota) continue
    const problem = rateProblem(typed, quota, every)
    if (problem) throw refusal(problem, quota, t)
    if (typed !== undefined) wire.push({ gameType, rate: rateOf(typed) })
  }
  if (wire.length === 0) throw withField(new GwErrors.formInvalid(t({ t: 'agent_rebate_required' })), `rebate_${AGENT_GAME_TYPES[0]}`)
  return wire
}
