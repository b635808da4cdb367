import type { Action } from '../../schemas/actions.ts'
import { dayText } from '../binding/dates.ts'
import { drawQuotas, drawRates } from '../sources/agent.ts'
import { mayBeAgent } from './agentSummary.ts'
import type { BlockResolver } from './types.ts'

/** The platform's own limit is checked when a link is made; this is only what the page says before it asks. */
const DEFAULT_LINK_MAX = 10

/**
 * The agent's affiliate links: each opens the registration form with its code filled (the form reads
 * `affiliateCode` from the address), with its rebates and how many signed up; made and deleted here.
 */
export const affiliateLinks: BlockResolver<'affiliateLinks'> = {
  needs: (_props, viewer) => (mayBeAgent(viewer) ? ['agentLinks', 'agentQuota'] : []),
  bind: (_props, b) => {
    if (b.facts.role !== 'agent') return null
    const links = b.source('agentLinks')
    const quota = b.optional('agentQuota')
    return {
      links: links.map((link) => {
        const remove: Action = {
          type: 'confirm',
          text: b.t({ t: 'agent_link_delete_confirm' }).replace('{code}', link.code),
          okLabel: b.t({ t: 'delete' }),
          cancelLabel: b.t({ t: 'cancel' }),
          then: [{ type: 'call', name: 'deleteAffiliateLink', body: { id: link.id } }],
        }
        return {
          id: link.id,
          code: link.code,
          link: `/m/register?affiliateCode=${encodeURIComponent(link.code)}`,
          type: b.t({ t: link.memberType === 1 ? 'agent_link_agent' : 'agent_link_member' }),
          rebates: drawRates(link.rebates, b.t),
          registrations: link.registerCount ?? 0,
          created: link.createTime ? dayText(link.createTime) : '—',
          remove,
        }
      }),
      quotas: quota ? drawQuotas(quota, b.t) : [],
      max: quota?.affiliateUrlMax ?? DEFAULT_LINK_MAX,
    }
  },
  degraded: (_props, b) => ({ links: [], quotas: [], max: 0, unavailable: b.t({ t: 'agent_unavailable' }) }),
}
