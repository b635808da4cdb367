import { AGENT_GAME_TYPES, type AgentGameType, type AgentTeamQuery } from '../../schemas/api/agent.ts'
import { AGENT_TEAM_PAGE_SIZE, type AgentTeamPage, type DownlineItem } from '../../schemas/blocks/agentTeam.ts'
import { DEFAULT_AGENT_TYPES } from '../../schemas/conditions.ts'
import type { MoneyFormat } from '../../schemas/money.ts'
import type { Downline, DownlinePage, GameRate, RebateQuota } from '../../schemas/upstream/index.ts'
import { gameTypeLabel } from '../binding/contractTerms.ts'
import { dayText } from '../binding/dates.ts'
import { money, walletFormat } from '../binding/money.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import type { Translate } from '../context/texts.ts'
import { GwErrors } from '../errors.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, ListDeps } from './types.ts'

/** Platform rates are fractions; percentages are shown and typed with at most three decimals. */
const PERCENT_DECIMALS = 3

export type Range = { startDate: string; endDate: string }

/**
 * Today and this month so far, as dates of the platform's calendar. No source says in which zone the agent calls
 * count their days; the simulator counts them in UTC, and so does the gateway when it asks.
 */
export function agentRanges(now: number): { today: Range; month: Range } {
  const today = dayText(now, 'UTC')
  return { today: { startDate: today, endDate: today }, month: { startDate: `${today.slice(0, 8)}01`, endDate: today } }
}

/** A fraction as a percentage's text: 0.015 → "1.5". */
export function percentOf(rate: number): string {
  return String(Number((rate * 100).toFixed(PERCENT_DECIMALS)))
}

/** A typed percentage as the platform's fraction, without float noise: "1.5" → 0.015. */
export function rateOf(percent: string): number {
  return Number((Number(percent) / 100).toFixed(PERCENT_DECIMALS + 2))
}

function isGameType(value: string): value is AgentGameType {
  return (AGENT_GAME_TYPES as readonly string[]).includes(value)
}

/** Rates in the site's game type order; game types the site does not know are left out. */
export function drawRates(rates: readonly GameRate[] | null | undefined, t: Translate) {
  const byType = new Map((rates ?? []).map((r) => [r.gameType, r.rate]))
  return AGENT_GAME_TYPES.filter((g) => byType.has(g)).map((gameType) => {
    const percent = percentOf(byType.get(gameType) ?? 0)
    return { gameType, label: gameTypeLabel(gameType, t), value: `${percent}%`, percent }
  })
}

export function drawQuotas(quota: RebateQuota, t: Translate) {
  return quota.rebates.flatMap((q) =>
    isGameType(q.gameType) ? [{ gameType: q.gameType, label: gameTypeLabel(q.gameType, t), min: percentOf(q.min ?? 0), max: percentOf(q.max) }] : [],
  )
}

/** Agent types of the platform (seeds 001 §6): the wire's customer type says whether a downline is an agent itself. */
function downlineItem(d: Downline, agentTypes: readonly number[], format: MoneyFormat, t: Translate): DownlineItem {
  const agent = agentTypes.includes(d.customerType)
  const level = d.level ?? 1
  const figures = [
    ...(d.betAmount != null ? [{ label: t({ t: 'agent_bets' }), value: money(d.betAmount, format) }] : []),
    ...(d.depositAmount != null ? [{ label: t({ t: 'agent_deposits' }), value: money(d.depositAmount, format) }] : []),
    ...(d.withdrawAmount != null ? [{ label: t({ t: 'agent_withdrawals' }), value: money(d.withdrawAmount, format) }] : []),
  ]
  return {
    id: d.customerId,
    account: d.account,
    type: t({ t: agent ? 'agent_type_agent' : 'agent_type_member' }),
    agent,
    direct: level === 1,
    level,
    registered: d.registerDate ? dayText(d.registerDate) : '—',
    balance: d.balance != null ? money(d.balance, format) : '—',
    figures,
    rebates: drawRates(d.rebates, t),
  }
}

export function drawTeamPage(
  page: DownlinePage,
  query: { page: number; pageSize: number },
  agentTypes: readonly number[],
  format: MoneyFormat,
  t: Translate,
): AgentTeamPage {
  return {
    items: page.list.map((d) => downlineItem(d, agentTypes, format, t)),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(page.totalCount / query.pageSize)),
    total: page.totalCount,
  }
}

/** A page of direct downlines or of the whole team, this month's figures with each. */
function fetchTeamPage(up: UpstreamReader, query: Pick<AgentTeamQuery, 'scope' | 'account' | 'page' | 'pageSize'>, input: FetchInput, now: number) {
  const { month } = agentRanges(now)
  const params = { ...month, pageNo: query.page, pageSize: query.pageSize, account: query.account || undefined }
  return up.fetch(query.scope === 'all' ? 'subordinates' : 'downlines', { token: input.token, signal: input.signal, params })
}

/** The first page the team screen shows. */
export function fetchFirstTeamPage(up: UpstreamReader, input: FetchInput) {
  return fetchTeamPage(up, { scope: 'direct', page: 1, pageSize: AGENT_TEAM_PAGE_SIZE }, input, Date.now())
}

/** Refuses anyone but an agent: visitors must log in (401), members and trial users may not (403). */
export async function requireAgent(ctx: RequestContext): Promise<{ token: string; agentTypes: readonly number[] }> {
  const session = ctx.requireSession()
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(ctx.t({ t: 'session_ended' }))
  if (viewer.facts.role !== 'agent') throw new GwErrors.forbidden(ctx.t({ t: 'agent_only' }))
  return { token: session.t, agentTypes: ctx.agentTypes ?? DEFAULT_AGENT_TYPES }
}

/** `GET /api/data/agentTeam`: a page of the agent's downlines, drawn for the page. */
export async function agentTeamPage(query: AgentTeamQuery, ctx: RequestContext, deps: ListDeps): Promise<AgentTeamPage> {
  const { token, agentTypes } = await requireAgent(ctx)
  const input = { token, language: ctx.language, signal: ctx.signal }
  try {
    const [page, wallet] = await Promise.all([
      fetchTeamPage(deps.upstream, query, input, Date.now()),
      deps.upstream.fetch('walletBalance', { ...input, params: {} }).then(
        (w) => w.value,
        () => undefined,
      ),
    ])
    return drawTeamPage(page.value, query, agentTypes, walletFormat(wallet), ctx.t)
  } catch (error) {
    throw memberCallError(error, ctx.t, ctx.t({ t: 'agent_failed' }))
  }
}
