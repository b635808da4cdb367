import { requireAgent } from '../sources/agent.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { agentError, TOAST_MS } from './shared/agentCalls.ts'
import { wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

/** Moves direct downlines under another agent of the team; one goes by itself, several in one call (all or none). */
export const transferDownlines: ActionHandler<'transferDownlines'> = {
  run: async ({ customerIds, targetAccount }, ctx) => {
    const { t } = ctx
    const { token } = await requireAgent(ctx)
    const ids = [...new Set(customerIds)]
    const up = ctx.upstream
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
