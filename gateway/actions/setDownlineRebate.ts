import { drawRates, requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { agentError, TOAST_MS, withinQuota } from './shared/agentCalls.ts'
import { wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

/** Sets a direct downline's rebates (`PUT /wps/agent/updateDownlineRebates`), within the agent's quota. */
export const setDownlineRebate: ActionHandler<'setDownlineRebate'> = {
  run: async ({ customerId, rebates }, ctx) => {
    const { t } = ctx
    const { token } = await requireAgent(ctx)
    const wire = await withinQuota(ctx, token, rebates, t)
    await ctx.upstream.call(endpoints.updateDownlineRebates, { body: { customerId: wireId(customerId), rebates: wire }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, data: { rebates: drawRates(wire, t) }, then: [{ type: 'toast', text: t({ t: 'agent_rebate_saved' }), ms: TOAST_MS }] }
  },
}
