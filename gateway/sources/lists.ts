import type { z } from 'zod'
import { GameListQuerySchema, GamesPageSchema } from '../../schemas/api/games.ts'
import { ArticlePageSchema } from '../../schemas/blocks/articleList.ts'
import { ArticleListQuerySchema } from '../../schemas/api/content.ts'
import { EntryPageQuerySchema, EntryPageSchema } from '../../schemas/blocks/entryList.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { AgentTeamQuerySchema } from '../../schemas/api/agent.ts'
import { AgentTeamPageSchema } from '../../schemas/blocks/agentTeam.ts'
import { agentTeamPage } from './agent.ts'
import { announcementsPage } from './announcements.ts'
import { gameListPage } from './gameList.ts'
import { lotteryBets, recordPage } from './records.ts'
import { LotteryBetsSchema, RecordPageSchema } from '../../schemas/blocks/recordList.ts'
import { LotteryOrderQuerySchema, RecordQuerySchema } from '../../schemas/api/records.ts'
import { inboxPage } from './inbox.ts'
import { promotionsPage } from './promotions.ts'
import { rewardsPage } from './rewards.ts'
import type { ListDeps } from './types.ts'

/**
 * A list whose pages `GET /api/data/<name>` serves. Its platform call, query shape, paging, item parsing and
 * card building live in one declaration, which the block resolvers also use for the first page.
 */
export type ListSource<Q extends z.ZodType, P extends z.ZodType> = {
  summary: string
  query: Q
  page: P
  load: (query: z.output<Q>, ctx: RequestContext, deps: ListDeps) => Promise<z.output<P>>
}

function list<Q extends z.ZodType, P extends z.ZodType>(source: ListSource<Q, P>): ListSource<Q, P> {
  return source
}

/** Every list of `/api/data/:source`. */
export const listSources = {
  gameList: list({
    summary: 'A page of a game list: hot, a vendor, a category, favourites or recent games',
    query: GameListQuerySchema,
    page: GamesPageSchema,
    load: gameListPage,
  }),
  records: list({
    summary: 'A page of the member\'s records: bets by game category, the ledger, deposits, withdrawals or rebates, within a date range',
    query: RecordQuerySchema,
    page: RecordPageSchema,
    load: recordPage,
  }),
  lotteryOrder: list({
    summary: 'The bets of one of the member\'s lottery orders, and whether each may still be cancelled',
    query: LotteryOrderQuerySchema,
    page: LotteryBetsSchema,
    load: lotteryBets,
  }),
  announcements: list({
    summary: 'A page of the announcements; a member\'s carry their read marks',
    query: ArticleListQuerySchema,
    page: ArticlePageSchema,
    load: announcementsPage,
  }),
  inbox: list({
    summary: 'A page of the member\'s inbox (401 for visitors, 403 for trial users)',
    query: ArticleListQuerySchema,
    page: ArticlePageSchema,
    load: inboxPage,
  }),
  promotions: list({
    summary: "A tab of the promotions: all, or one category (c<id>); the member's own, or the common ones for a visitor",
    query: EntryPageQuerySchema,
    page: EntryPageSchema,
    load: promotionsPage,
  }),
  rewards: list({
    summary: "A tab of the member's reward centre: unclaimed or claimed rewards",
    query: EntryPageQuerySchema,
    page: EntryPageSchema,
    load: rewardsPage,
  }),
  agentTeam: list({
    summary: "A page of an agent's direct downlines or whole team, searchable by account, with this month's figures (401 for visitors, 403 for non-agents)",
    query: AgentTeamQuerySchema,
    page: AgentTeamPageSchema,
    load: agentTeamPage,
  }),
}
