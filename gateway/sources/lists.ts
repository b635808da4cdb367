import type { ListName } from '../../schemas/api/listNames.ts'
import type { ListInput, ListPageOf } from '../../schemas/api/lists.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { agentTeamPage } from './agent.ts'
import { announcementsPage } from './announcements.ts'
import { gameListPage } from './gameList.ts'
import { inboxPage } from './inbox.ts'
import { promotionsPage } from './promotions.ts'
import { lotteryBets, recordPage } from './records.ts'
import { rewardsPage } from './rewards.ts'
import type { ListDeps } from './types.ts'

/**
 * How the gateway draws one page of a list of the contract (`schemas/api/lists.ts`): its platform call, paging, item
 * parsing and card building, in one declaration that the block resolvers also use for the first page.
 */
export type ListLoad<N extends ListName> = (query: ListInput<N>, ctx: RequestContext, deps: ListDeps) => Promise<ListPageOf<N>>

/** Every list of `/api/data/:source`; a list of the contract without its loader, or a loader without a list, does not compile. */
export const listSources: { [N in ListName]: ListLoad<N> } = {
  gameList: gameListPage,
  records: recordPage,
  lotteryOrder: lotteryBets,
  announcements: announcementsPage,
  inbox: inboxPage,
  promotions: promotionsPage,
  rewards: rewardsPage,
  agentTeam: agentTeamPage,
}
