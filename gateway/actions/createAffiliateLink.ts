import { requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { agentError, TOAST_MS, withinQuota } from './shared/agentCalls.ts'
import type { ActionHandler } from './types.ts'

/** Makes an affiliate link granting a rebate within the quota for each game type; the links list is drawn again. */
export const createAffiliateLink: ActionHandler<'createAffiliateLink'> = {
  run: async ({ memberType, rebates }, ctx) => {
    const { t } = ctx
    const { token } = await requireAgent(ctx)
    // Every game type of the quota is asked for: a new link grants nothing by default.
    const wire = await withinQuota(ctx, token, rebates, t, true)
    const made = await ctx.upstream
      .call(endpoints.createAffiliateUrl, { body: { memberType: memberType === 'agent' ? 1 : 0, rebates: wire }, token })
      .catch((e: unknown) => {
        throw agentError(e, t)
      })
    return { ok: true, data: { code: made.code }, then: [{ type: 'toast', text: t({ t: 'agent_link_created' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
