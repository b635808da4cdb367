import type { z } from 'zod'
import type {
  AnnouncementList,
  BankCards,
  BankOption,
  Consolidated,
  DepositPromo,
  DepositSettings,
  DepositVendor,
  HelpItem,
  InboxMessage,
  LiveModelListSchema,
  ManualRebate,
  Promotion,
  PromotionCategory,
  RankProgress,
  ReferralDetails,
  RegisterSettings,
  ReportItem,
  RewardTicket,
  UpstreamGame,
  VendorGameTypes,
  VnLotteryMenu,
  WalletBalance,
  WithdrawSettings,
  ActiveContracts,
  AffiliateUrl,
  AgentIncome,
  ContractEvent,
  CurrentDailySalarySchema,
  CurrentDividendSchema,
  DividendPeriod,
  DownlinePage,
  RebateQuota,
  TeamKpiA,
  TeamKpiB,
} from '../../schemas/upstream/index.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import type { SharedPages } from './sharedPages.ts'

/** One page of a platform list, as the gateway hands it on; `page` is 1-based. */
export type ListPage<T> = { items: T[]; page: number; totalPages: number }

/** What fetching needs to know: all of it is known before the platform has answered anything. */
export type FetchInput = { language: string; token: string | undefined; signal?: AbortSignal | undefined }

/** Platform data a screen may need; each name is fetched at most once per request. */
export type SourceValues = {
  announcements: AnnouncementList
  liveModels: z.infer<typeof LiveModelListSchema>
  vendors: VendorGameTypes
  hotGames: ListPage<UpstreamGame>
  wallet: WalletBalance
  unclaimedRewards: { count: number }
  favouriteIds: string[]
  favourites: ListPage<UpstreamGame>
  recentGames: ListPage<UpstreamGame>
  lotteryMenu: { menu: VnLotteryMenu; receivedAt: number }
  /** The TCG lottery's groups (ssc, k3, …): same game shape, launched in our own launcher. */
  lotteryGroups: { menu: VnLotteryMenu; receivedAt: number }
  registerSettings: RegisterSettings
  rankProgress: RankProgress
  referral: ReferralDetails
  depositSettings: DepositSettings
  depositChannels: DepositVendor[]
  depositPromos: DepositPromo[]
  withdrawSettings: WithdrawSettings
  bankCards: BankCards
  bankList: BankOption[]
  hasWithdrawPassword: boolean
  /** The member's latest withdrawal requests (the last week's first page). */
  withdrawRecent: ReportItem[]
  manualRebate: ManualRebate
  /** The announcements answer asked with the member's token: their notices with read marks, their popups. */
  memberAnnouncements: AnnouncementList
  helpCenter: HelpItem[]
  inboxUnread: number
  chatUnread: number
  /** The first page of the member's inbox. */
  inbox: ListPage<InboxMessage>
  /** The member's own promotions, or the common ones for a visitor (seeds 000 §6). */
  promotions: { items: Promotion[]; personal: boolean }
  /** The merchant's promotions as anyone sees them (the APP_DOWNLOAD promotion's gift). */
  merchantPromotions: Promotion[]
  promotionCategories: PromotionCategory[]
  rewardsUnclaimed: RewardTicket[]
  rewardsClaimed: RewardTicket[]
  /** The agent's pending contract requests. */
  consolidated: Consolidated
  /** The agent's team today and this month: people (KPI A) and money (KPI B). */
  agentTeamToday: TeamFigures
  agentTeamMonth: TeamFigures
  agentIncome: AgentIncome
  agentDailySalary: CurrentDailySalary
  agentDividend: CurrentDividend
  agentDividendHistory: DividendPeriod[]
  agentQuota: RebateQuota
  agentLinks: AffiliateUrl[]
  /** The first page of the agent's direct downlines. */
  agentDownlines: DownlinePage
  activeDividend: ActiveContracts['dividend']
  activeDailySalary: ActiveContracts['dailySalary']
  activeHourSalary: ActiveContracts['hourSalary']
  historyDividend: ContractEvent[]
  historyDailySalary: ContractEvent[]
  historyHourSalary: ContractEvent[]
}
export type TeamFigures = { people: TeamKpiA; money: TeamKpiB }
type CurrentDailySalary = z.infer<typeof CurrentDailySalarySchema>
type CurrentDividend = z.infer<typeof CurrentDividendSchema>
export type SourceName = keyof SourceValues

export type SourceResult<N extends SourceName> = { value: SourceValues[N]; version: number }

/**
 * What drawing a page of cards needs beyond the request: the platform client, the media mapping, and the site's
 * routes (where a link in platform content may lead inside).
 */
export type ListDeps = {
  upstream: UpstreamReader
  media: (path: string | null | undefined, fallback?: string) => string
  routes: () => readonly string[]
  /** Pages that depend only on shared data, kept by what they depend on (absent: every page is built). */
  shared?: SharedPages | undefined
}
