import type { ContractKind } from '../../schemas/upstream/index.ts'
import { currentStatus, statusCodeOf } from '../binding/contractTerms.ts'
import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import type { PlatformClient } from '../upstream/client.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

const DONE_TOAST_MS = 2000

/** Sends an answer the way S26 does: dividend by game type, daily salary by id (both GET), hourly by contract id (POST). */
function answer(upstream: PlatformClient, kind: ContractKind, key: string, status: string, token: string): Promise<unknown> {
  if (kind === 'dividend') return upstream.call(endpoints.processDividend, { params: { type: key, status }, token })
  if (kind === 'dailySalary') return upstream.call(endpoints.processDailySalary, { params: { id: key, status }, token })
  return upstream.call(endpoints.processHourSalary, { body: { contractId: wireId(key), status }, token })
}

/**
 * An agent accepts or refuses a pending contract request (seeds 001 §3, §4). Only where the contract check applies;
 * the request must still be pending, and the platform's status code comes from its current status (S26).
 */
export const contract: ActionHandler<'contract'> = {
  run: async ({ kind, key, decision }, ctx) => {
    const { t, signal } = ctx
    const session = ctx.requireSession()
    const viewer = await ctx.viewer()
    if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
    if (!viewer.facts.contractCheck) throw new GwErrors.forbidden(t({ t: 'contract_not_agent' }))
    const failed = (error: unknown) => {
      throw memberCallError(error, t, t({ t: 'contract_failed' }))
    }
    const { upstream } = ctx
    const { value } = await upstream.fetch('consolidated', { token: session.t, signal }).catch(failed)
    const current = currentStatus(kind, value, key)
    const status = current === undefined ? undefined : statusCodeOf(kind, current, decision)
    if (!status) throw new GwErrors.contractNotPending(t({ t: 'contract_not_pending' }))
    await answer(upstream, kind, key, status, session.t).catch(failed)
    return {
      ok: true,
      then: [{ type: 'toast', text: t({ t: decision === 'accept' ? 'contract_accepted' : 'contract_refused' }), ms: DONE_TOAST_MS }, { type: 'refresh' }],
    }
  },
}
