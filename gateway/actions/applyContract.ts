import { requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { agentError, TOAST_MS } from './shared/agentCalls.ts'
import type { ActionHandler } from './types.ts'

/** Applies to the upline for a contract of one kind and game type. */
export const applyContract: ActionHandler<'applyContract'> = {
  run: async ({ kind, gameType }, ctx) => {
    const { t } = ctx
    const { token } = await requireAgent(ctx)
    await ctx.upstream.call(endpoints.applyContract, { body: { type: kind, gameType }, token }).catch((e: unknown) => {
      throw agentError(e, t)
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'agent_apply_sent' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
