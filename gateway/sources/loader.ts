import type { SourceName, SourceResult } from './types.ts'
import type { UpstreamReader } from '../upstream/client.ts'

/** What fetching needs to know: all of it is known before the platform has answered anything. */
export type FetchInput = { language: string; merchant: string; token: string | undefined; signal?: AbortSignal | undefined }

type Fetcher<N extends SourceName> = (up: UpstreamReader, input: FetchInput) => Promise<SourceResult<N>>

/** How each source is fetched; public ones share the upstream cache, member ones carry the token. */
export const sourceFetchers: { [N in SourceName]: Fetcher<N> } = {
  announcements: (up, { language, merchant, signal }) =>
    up.fetch('announcements', { query: { types: 'B,PL', platform: 'M', merchantCode: merchant }, language, signal }),
  liveModels: (up, { language, signal }) => up.fetch('liveModels', { query: { active: true, streaming: true }, language, signal }),
  vendors: (up, { language, merchant, signal }) => up.fetch('vendorGameTypes', { query: { typeId: 1, merchant_code: merchant }, language, signal }),
  hotGames: (up, { language, merchant, signal }) => {
    // The platform has no Urdu game names; the seeds send EN for UR.
    const lang = language === 'UR' ? 'EN' : language
    return up.fetch('hotGames', { query: { merchantCode: merchant, isPlatform: 1, language: lang, platform: 'html5' }, language: lang, signal })
  },
  wallet: (up, { token, signal }) => up.fetch('walletBalance', { query: { typeId: 0 }, token, signal }),
  unclaimedRewards: (up, { token, signal }) => up.fetch('unclaimedRewards', { token, signal }),
  favouriteIds: (up, { token, signal }) => up.fetch('favouriteIds', { token, signal }),
  favourites: (up, { token, language, signal }) =>
    up.fetch('favouriteList', { query: { pageNo: 1, pageSize: FAVOURITES_STRIP_SIZE, language: language === 'UR' ? 'EN' : language }, token, signal }),
  recentGames: (up, { token, signal }) => up.fetch('recentGames', { token, signal }),
  lotteryMenu: (up, { language, signal }) => up.fetch('lotteryMenu', { query: { prizeMode: 'Lott', device: 'MOBILE' }, language, signal }),
  lotteryGroups: (up, { language, signal }) => up.fetch('lotteryGroupMenus', { query: { prizeMode: 'Lott' }, language, signal }),
  registerSettings: (up, { signal }) => up.fetch('registerSettings', { signal }),
}

/** The 'my collection' strip shows the first page of 15 (seeds 001 §7). */
export const FAVOURITES_STRIP_SIZE = 15

export const MEMBER_SOURCES: ReadonlySet<SourceName> = new Set(['wallet', 'unclaimedRewards', 'favouriteIds', 'favourites', 'recentGames'])

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
