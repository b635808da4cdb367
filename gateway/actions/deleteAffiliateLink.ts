import { requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { agentError, TOAST_MS } from './shared/agentCalls.ts'
import type { ActionHandler } from './types.ts'

/** Deletes one of the agent's affiliate links (the page asked first). */
export const deleteAffiliateLink: ActionHandler<'deleteAffiliateLink'> = {
  run: async ({ id }, ctx) => {
    const { t } = ctx
    const { token } = await requireAgent(ctx)
    await ctx.upstream.call(endpoints.deleteAffiliateUrl, { params: { id }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'agent_link_deleted' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
