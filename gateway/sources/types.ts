import type { z } from 'zod'
import type { AnnouncementList, LiveModelListSchema, RegisterSettings, UpstreamGame, VendorGameTypes, VnLotteryMenu, WalletBalance } from '../../schemas/upstream/index.ts'

/** Platform data a screen may need; each name is fetched at most once per request. */
export type SourceValues = {
  announcements: AnnouncementList
  liveModels: z.infer<typeof LiveModelListSchema>
  vendors: VendorGameTypes
  hotGames: { list: UpstreamGame[] }
  wallet: WalletBalance
  unclaimedRewards: { count: number }
  favouriteIds: string[]
  favourites: { content: UpstreamGame[]; totalPages: number }
  recentGames: UpstreamGame[]
  lotteryMenu: { menu: VnLotteryMenu; receivedAt: number }
  /** The TCG lottery's groups (ssc, k3, …): same game shape, launched in our own launcher. */
  lotteryGroups: { menu: VnLotteryMenu; receivedAt: number }
  registerSettings: RegisterSettings
}
export type SourceName = keyof SourceValues

export type SourceResult<N extends SourceName> = { value: SourceValues[N]; version: number }
