import type { UpstreamReader } from '../upstream/client.ts'
import { AGENT_SOURCES, agentSources } from './agentSources.ts'
import { ARTICLE_PAGE_SIZE, fetchMemberAnnouncements } from './announcements.ts'
import { fetchGamePage } from './gameList.ts'
import { fetchInboxPage } from './inbox.ts'
import { MONEY_SOURCES, moneySources } from './moneySources.ts'
import { fetchPromotions } from './promotions.ts'
import { fetchRewards } from './rewards.ts'
import type { FetchInput, SourceName, SourceResult } from './types.ts'
import { viewerCalls } from './viewerCalls.ts'

type Fetcher<N extends SourceName> = (up: UpstreamReader, input: FetchInput) => Promise<SourceResult<N>>

/** The 'my collection' strip shows the first page of 15 (seeds 001 §7). */
const FAVOURITES_STRIP_SIZE = 15

/** How each source is fetched; public ones share the upstream cache, member ones carry the token. */
const sourceFetchers: { [N in SourceName]: Fetcher<N> } = {
  announcements: (up, { language, signal }) => up.fetch('announcements', { language, signal }),
  liveModels: (up, { language, signal }) => up.fetch('liveModels', { language, signal }),
  vendors: (up, { language, signal }) => up.fetch('vendorGameTypes', { language, signal }),
  hotGames: (up, input) => fetchGamePage(up, { source: 'hot' }, { page: 1, pageSize: 0 }, input),
  wallet: (up, { token, signal }) => up.fetch('walletBalance', { token, signal }),
  unclaimedRewards: (up, { token, signal }) => up.fetch('unclaimedRewards', { token, signal }),
  favouriteIds: (up, { token, signal }) => up.fetch('favouriteIds', { token, signal }),
  favourites: (up, input) => fetchGamePage(up, { source: 'favourites' }, { page: 1, pageSize: FAVOURITES_STRIP_SIZE }, input),
  recentGames: (up, input) => fetchGamePage(up, { source: 'recent' }, { page: 1, pageSize: 0 }, input),
  lotteryMenu: (up, { language, signal }) => up.fetch('lotteryMenu', { language, signal }),
  lotteryGroups: (up, { language, signal }) => up.fetch('lotteryGroupMenus', { language, signal }),
  registerSettings: (up, { signal }) => up.fetch('registerSettings', { signal }),
  memberAnnouncements: (up, input) => fetchMemberAnnouncements(up, { ...input, token: input.token ?? '' }),
  helpCenter: (up, { language, signal }) => up.fetch('helpCenter', { language, signal }),
  inboxUnread: (up, { token = '', signal }) => viewerCalls(up).shared(token, 'inboxUnread', () => up.fetch('inboxUnread', { token, signal })),
  chatUnread: (up, { token = '', signal }) => viewerCalls(up).shared(token, 'chatUnread', () => up.fetch('chatUnread', { token, signal })),
  inbox: (up, input) => fetchInboxPage(up, { page: 1, pageSize: ARTICLE_PAGE_SIZE }, input),
  promotions: fetchPromotions,
  merchantPromotions: (up, { language, signal }) => up.fetch('merchantPromotions', { language, signal }),
  promotionCategories: (up, { language, signal }) => up.fetch('promotionCategories', { language, signal }),
  rewardsUnclaimed: (up, input) => fetchRewards(up, 'unclaimed', input),
  rewardsClaimed: (up, input) => fetchRewards(up, 'claimed', input),
  consolidated: (up, { token, signal }) => up.fetch('consolidated', { token, signal }),
  ...moneySources,
  ...agentSources,
}

/** Sources that carry the member's token: started only with a session, never shared between members. */
export const MEMBER_SOURCES: ReadonlySet<SourceName> = new Set([
  'wallet',
  'unclaimedRewards',
  'favouriteIds',
  'favourites',
  'recentGames',
  'memberAnnouncements',
  'inboxUnread',
  'chatUnread',
  'inbox',
  'rewardsUnclaimed',
  'rewardsClaimed',
  'consolidated',
  ...MONEY_SOURCES,
  ...AGENT_SOURCES,
])

/** Answers counted against the clock (draw countdowns): a screen built from them is never memoised. */
export const VOLATILE_SOURCES: ReadonlySet<SourceName> = new Set(['lotteryMenu', 'lotteryGroups'])

/** Starts each source at most once; results are awaited only by the blocks that turn out to need them. */
export class SourceLoader {
  private readonly started = new Map<SourceName, Promise<SourceResult<SourceName>>>()
  private readonly up: UpstreamReader
  private readonly input: FetchInput

  constructor(up: UpstreamReader, input: FetchInput) {
    this.up = up
    this.input = input
  }

  start(names: Iterable<SourceName>): void {
    for (const name of names) {
      if (this.started.has(name) || (MEMBER_SOURCES.has(name) && !this.input.token)) continue
      const promise = (sourceFetchers[name] as Fetcher<SourceName>)(this.up, this.input)
      promise.catch(() => undefined)
      this.started.set(name, promise)
    }
  }

  async settle(names: ReadonlySet<SourceName>): Promise<{ data: Partial<{ [N in SourceName]: SourceResult<N> }>; failed: SourceName[] }> {
    this.start(names)
    const list = [...names].filter((n) => this.started.has(n))
    const settled = await Promise.allSettled(list.map((n) => this.started.get(n)))
    const data: Record<string, SourceResult<SourceName>> = {}
    const failed: SourceName[] = []
    settled.forEach((r, i) => {
      const name = list[i] as SourceName
      if (r.status === 'fulfilled' && r.value) data[name] = r.value
      else failed.push(name)
    })
    return { data: data as Partial<{ [N in SourceName]: SourceResult<N> }>, failed }
  }
}
