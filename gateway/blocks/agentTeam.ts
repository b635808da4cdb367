import { AGENT_TEAM_PAGE_SIZE } from '../../schemas/blocks/agentTeam.ts'
import { walletFormat } from '../binding/money.ts'
import { drawQuotas, drawTeamPage } from '../sources/agent.ts'
import { mayBeAgent } from './agentSummary.ts'
import type { BlockResolver } from './types.ts'

/**
 * The agent's team: direct downlines first (the first page comes with the screen), the whole team on its tab,
 * pages and account search through `GET /api/data/agentTeam`; the quotas bound the rebate form.
 */
export const agentTeam: BlockResolver<'agentTeam'> = {
  needs: (_props, viewer) => (mayBeAgent(viewer) ? ['agentDownlines', 'agentQuota', 'wallet'] : []),
  bind: (_props, b) => {
    if (b.facts.role !== 'agent') return null
    const first = b.optional('agentDownlines')
    const quota = b.optional('agentQuota')
    return {
      pageSize: AGENT_TEAM_PAGE_SIZE,
      scopes: [
        { id: 'direct', label: b.t({ t: 'agent_direct_downlines' }) },
        { id: 'all', label: b.t({ t: 'agent_whole_team' }) },
      ],
      first: first ? drawTeamPage(first, { page: 1, pageSize: AGENT_TEAM_PAGE_SIZE }, b.agentTypes, walletFormat(b.optional('wallet')), b.t) : null,
      quotas: quota ? drawQuotas(quota, b.t) : [],
    }
  },
}
