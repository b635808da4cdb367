import type { EntryPage } from '../../schemas/blocks/entryList.ts'
import type { RewardTicket } from '../../schemas/upstream/index.ts'
import { rewardCard, type RewardTab } from '../binding/rewardCards.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps } from './types.ts'

const STATUS: Readonly<Record<RewardTab, 'AVAILABLE' | 'CLAIMED'>> = { unclaimed: 'AVAILABLE', claimed: 'CLAIMED' }

/** A member's reward tickets of one tab (S28 asks for `status=AVAILABLE`; `CLAIMED` is the claimed ones). */
export async function fetchRewards(up: UpstreamReader, tab: RewardTab, { token, signal }: FetchInput): Promise<{ value: RewardTicket[]; version: number }> {
  return up.fetch('rewardTickets', { params: { status: STATUS[tab] }, token, signal })
}

/** `GET /api/data/rewards?tab=unclaimed|claimed`: the reward centre's tab, drawn for the viewer; needs a session. */
export async function rewardsPage(query: { tab: string }, ctx: RequestContext, deps: ListDeps): Promise<EntryPage> {
  const { t } = ctx
  ctx.requireSession()
  if (query.tab !== 'unclaimed' && query.tab !== 'claimed') throw new GwErrors.badRequest(`Unknown tab ${query.tab}`)
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  const tab: RewardTab = query.tab
  try {
    const { value } = await fetchRewards(deps.upstream, tab, { language: ctx.language, token: viewer.session.t, signal: ctx.signal })
    const rewrite = (a: Parameters<typeof rewriteAction>[0]) => rewriteAction(a, { facts: viewer.facts, customerService: viewer.customerService, t })
    return { tab, items: value.map((ticket) => rewardCard(ticket, tab, { t, rewrite })) }
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'reward_failed' }))
  }
}
