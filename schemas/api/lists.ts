import type { z } from 'zod'
import { AgentTeamPageSchema } from '../blocks/agentTeam.ts'
import { ArticlePageSchema } from '../blocks/articleList.ts'
import { EntryPageQuerySchema, EntryPageSchema } from '../blocks/entryList.ts'
import { LotteryBetsSchema, RecordPageSchema } from '../blocks/recordList.ts'
import { AgentTeamQuerySchema } from './agent.ts'
import { ArticleListQuerySchema } from './content.ts'
import { GameListQuerySchema, GamesPageSchema } from './games.ts'
import type { ListName, PAGED_LISTS } from './listNames.ts'
import { LotteryOrderQuerySchema, RecordQuerySchema } from './records.ts'

/** Every list's items carry an id: later pages are appended without the ones already shown. */
type PageShape = { items: readonly { id: string }[] }

/**
 * The list contract: for each name, what `GET /api/data/<name>` accepts (strict) and the page it answers with.
 * The gateway's list sources and the client's paged lists are typed from this one table.
 */
export const LISTS = {
  gameList: {
    summary: 'A page of a game list: hot, a vendor, a category, favourites or recent games',
    query: GameListQuerySchema,
    page: GamesPageSchema,
  },
  records: {
    summary: "A page of the member's records: bets by game category, the ledger, deposits, withdrawals or rebates, within a date range",
    query: RecordQuerySchema,
    page: RecordPageSchema,
  },
  lotteryOrder: {
    summary: "The bets of one of the member's lottery orders, and whether each may still be cancelled",
    query: LotteryOrderQuerySchema,
    page: LotteryBetsSchema,
  },
  announcements: {
    summary: "A page of the announcements; a member's carry their read marks",
    query: ArticleListQuerySchema,
    page: ArticlePageSchema,
  },
  inbox: {
    summary: "A page of the member's inbox (401 for visitors, 403 for trial users)",
    query: ArticleListQuerySchema,
    page: ArticlePageSchema,
  },
  promotions: {
    summary: "A tab of the promotions: all, or one category (c<id>); the member's own, or the common ones for a visitor",
    query: EntryPageQuerySchema,
    page: EntryPageSchema,
  },
  rewards: {
    summary: "A tab of the member's reward centre: unclaimed or claimed rewards",
    query: EntryPageQuerySchema,
    page: EntryPageSchema,
  },
  agentTeam: {
    summary: "A page of an agent's direct downlines or whole team, searchable by account, with this month's figures (401 for visitors, 403 for non-agents)",
    query: AgentTeamQuerySchema,
    page: AgentTeamPageSchema,
  },
} as const satisfies { [N in ListName]: { summary: string; query: z.ZodType; page: z.ZodType<PageShape> } }

/** A coerced number reads anything; the page sends numbers. */
type Sent<T> = { [K in keyof T]: unknown extends T[K] ? number : T[K] }

/** What the page sends for a list, but the page number, which the paged list adds itself. */
export type ListQuery<N extends ListName> = Omit<Sent<z.input<(typeof LISTS)[N]['query']>>, 'page'>
/** The query as the gateway reads it, defaults filled in. */
export type ListInput<N extends ListName> = z.output<(typeof LISTS)[N]['query']>
/** One page of a list, as `GET /api/data/<name>` answers it. */
export type ListPageOf<N extends ListName> = z.infer<(typeof LISTS)[N]['page']>
export type ListItem<N extends ListName> = ListPageOf<N>['items'][number]

// PAGED_LISTS is Zod-free (the client's initial bundle reads it): a list whose query takes a page and is not in it,
// or the other way round, is a compile error here.
type PagedByQuery = { [N in ListName]: 'page' extends keyof z.input<(typeof LISTS)[N]['query']> ? N : never }[ListName]
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const pagedListsMatchQueries: Same<PagedByQuery, (typeof PAGED_LISTS)[number]> = true
void pagedListsMatchQueries
