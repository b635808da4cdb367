import type { FastifyRequest } from 'fastify'
import { AGENT_GAME_TYPES, type AgentGameType } from '../../schemas/api/agent.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { Translate } from '../context/texts.ts'
import { GwErrors, withField } from '../errors.ts'
import { drawQuotas, drawRates, rateOf, requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { wireId } from './realAccount.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 2000

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

function agentError(error: unknown, t: Translate): Error {
  const known = error instanceof UpstreamError && error.errorCode ? REFUSALS[error.errorCode] : undefined
  if (known) return withField(new GwErrors[known.error](t({ t: known.text }), { cause: error }), known.field)
  return memberCallError(error, t, t({ t: 'agent_failed' }))
}

type Rates = Partial<Record<AgentGameType, string>>

/**
 * Each typed rate within the agent's quota for its game type, checked before the platform is asked (it checks
 * again); the first one out of range names its field. Game types the quota does not list cannot be set.
 */
async function withinQuota(request: FastifyRequest, token: string, rates: Rates, t: Translate) {
  const { value } = await request.server.upstream.fetch('rebateQuota', { token, signal: request.ctx.signal }).catch((e: unknown) => {
    throw agentError(e, t)
  })
  const quotas = drawQuotas(value, t)
  const wire: { gameType: AgentGameType; rate: number }[] = []
  for (const gameType of AGENT_GAME_TYPES) {
    const typed = rates[gameType]
    if (typed === undefined) continue
    const quota = quotas.find((q) => q.gameType === gameType)
    const field = `rebate_${gameType}`
    if (!quota) throw withField(new GwErrors.rebateOverQuota(t({ t: 'agent_rebate_not_allowed' })), field)
    const percent = Number(typed)
    if (percent > Number(quota.max) || percent < Number(quota.min)) {
      throw withField(new GwErrors.rebateOverQuota(t({ t: 'agent_rebate_between' }).replace('{min}', quota.min).replace('{max}', quota.max)), field)
    }
    wire.push({ gameType, rate: rateOf(typed) })
  }
  if (wire.length === 0) throw withField(new GwErrors.formInvalid(t({ t: 'agent_rebate_required' })), `rebate_${AGENT_GAME_TYPES[0]}`)
  return wire
}

/** Sets a direct downline's rebates (`PUT /wps/agent/updateDownlineRebates`), within the agent's quota. */
export const setDownlineRebate: ActionHandler<'setDownlineRebate'> = {
  run: async ({ customerId, rebates }, request) => {
    const { t } = request.ctx
    const { token } = await requireAgent(request.ctx)
    const wire = await withinQuota(request, token, rebates, t)
    await request.server.upstream.call(endpoints.updateDownlineRebates, { body: { customerId: wireId(customerId), rebates: wire }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, data: { rebates: drawRates(wire, t) }, then: [{ type: 'toast', text: t({ t: 'agent_rebate_saved' }), ms: TOAST_MS }] }
  },
}

/** Moves direct downlines under another agent of the team; one goes by itself, several in one call (all or none). */
export const transferDownlines: ActionHandler<'transferDownlines'> = {
  run: async ({ customerIds, targetAccount }, request) => {
    const { t } = request.ctx
    const { token } = await requireAgent(request.ctx)
    const ids = [...new Set(customerIds)]
    const up = request.server.upstream
    const sent =
      ids.length === 1
        ? up.call(endpoints.transferDownline, { body: { customerId: wireId(ids[0] as string), targetAccount }, token })
        : up.call(endpoints.transferDownlines, { body: { customerIds: ids.map(wireId), targetAccount }, token })
    await sent.catch((e: unknown) => {
      throw agentError(e, t)
    })
    const text = t({ t: 'agent_transfer_done' }).replace('{count}', String(ids.length)).replace('{account}', targetAccount)
    return { ok: true, data: { moved: ids.length }, then: [{ type: 'toast', text, ms: TOAST_MS }] }
  },
}

/** Makes an affiliate link granting rebates within the quota; the links list is drawn again. */
export const createAffiliateLink: ActionHandler<'createAffiliateLink'> = {
  run: async ({ memberType, rebates }, request) => {
    const { t } = request.ctx
    const { token } = await requireAgent(request.ctx)
    const wire = await withinQuota(request, token, rebates, t)
    const made = await request.server.upstream.call(endpoints.createAffiliateUrl, { body: { memberType: memberType === 'agent' ? 1 : 0, rebates: wire }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, data: { code: made.code }, then: [{ type: 'toast', text: t({ t: 'agent_link_created' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}

/** Deletes one of the agent's affiliate links (the page asked first). */
export const deleteAffiliateLink: ActionHandler<'deleteAffiliateLink'> = {
  run: async ({ id }, request) => {
    const { t } = request.ctx
    const { token } = await requireAgent(request.ctx)
    await request.server.upstream.call(endpoints.deleteAffiliateUrl, { params: { id }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'agent_link_deleted' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}

/** Applies to the upline for a contract of one kind and game type. */
export const applyContract: ActionHandler<'applyContract'> = {
  run: async ({ kind, gameType }, request) => {
    const { t } = request.ctx
    const { token } = await requireAgent(request.ctx)
    await request.server.upstream.call(endpoints.applyContract, { body: { type: kind, gameType }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'agent_apply_sent' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
