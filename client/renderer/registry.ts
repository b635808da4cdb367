import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { BlockProps } from '../blocks/types.ts'
import type { HydrateWhen } from './islands.ts'
import { lazyBlock, type LazyBlock } from './lazyBlock.ts'

/**
 * One component per block type; each loads in its own chunk, only when a screen shows it. The third argument is when
 * a block the server drew hydrates (islands.ts): 'load' (the default) with the page; 'visible' as it nears the view,
 * for a block with work of its own on screen (a turning carousel, a ticker's pace, pictures drawn as they near the
 * view, a list that loads as it is scrolled); 'interaction' on a touch or the focus, for a block that only answers taps.
 */
export type BlockRegistry = {
  [T in ResolvedBlock['type']]: LazyBlock<BlockProps<T>>
}

// `satisfies` rejects a missing type as well as an extra key; the assertion below keeps it exact.
export const registry = {
  noticeTicker: lazyBlock('blocks/NoticeTickerBlock.tsx', () => import('../blocks/NoticeTickerBlock.tsx'), 'visible'),
  bannerCarousel: lazyBlock('blocks/BannerCarouselBlock.tsx', () => import('../blocks/BannerCarouselBlock.tsx'), 'visible'),
  quickNav: lazyBlock('blocks/QuickNavBlock.tsx', () => import('../blocks/QuickNavBlock.tsx'), 'interaction'),
  gameBlock: lazyBlock('blocks/GameBlock.tsx', () => import('../blocks/GameBlock.tsx'), 'visible'),
  floatingService: lazyBlock('blocks/FloatingServiceBlock.tsx', () => import('../blocks/FloatingServiceBlock.tsx'), 'interaction'),
  statusNotice: lazyBlock('blocks/StatusNoticeBlock.tsx', () => import('../blocks/StatusNoticeBlock.tsx')),
  gameEntrance: lazyBlock('blocks/GameEntranceBlock.tsx', () => import('../blocks/GameEntranceBlock.tsx')),
  gameStrip: lazyBlock('blocks/GameStripBlock.tsx', () => import('../blocks/GameStripBlock.tsx'), 'visible'),
  lotteryPanel: lazyBlock('blocks/LotteryPanelBlock.tsx', () => import('../blocks/LotteryPanelBlock.tsx')),
  lotteryFrame: lazyBlock('blocks/LotteryFrameBlock.tsx', () => import('../blocks/LotteryFrameBlock.tsx')),
  form: lazyBlock('blocks/FormBlock.tsx', () => import('../blocks/FormBlock.tsx')),
  memberSummary: lazyBlock('blocks/MemberSummaryBlock.tsx', () => import('../blocks/MemberSummaryBlock.tsx')),
  menuList: lazyBlock('blocks/MenuListBlock.tsx', () => import('../blocks/MenuListBlock.tsx')),
  depositPanel: lazyBlock('blocks/DepositPanelBlock.tsx', () => import('../blocks/DepositPanelBlock.tsx')),
  withdrawPanel: lazyBlock('blocks/WithdrawPanelBlock.tsx', () => import('../blocks/WithdrawPanelBlock.tsx')),
  recordList: lazyBlock('blocks/RecordListBlock.tsx', () => import('../blocks/RecordListBlock.tsx')),
  referralCard: lazyBlock('blocks/ReferralCardBlock.tsx', () => import('../blocks/ReferralCardBlock.tsx')),
  rebatePanel: lazyBlock('blocks/RebatePanelBlock.tsx', () => import('../blocks/RebatePanelBlock.tsx')),
  articleList: lazyBlock('blocks/ArticleListBlock.tsx', () => import('../blocks/ArticleListBlock.tsx')),
  linkList: lazyBlock('blocks/LinkListBlock.tsx', () => import('../blocks/LinkListBlock.tsx')),
  helpCenter: lazyBlock('blocks/HelpCenterBlock.tsx', () => import('../blocks/HelpCenterBlock.tsx')),
  announcementPopup: lazyBlock('blocks/AnnouncementPopupBlock.tsx', () => import('../blocks/AnnouncementPopupBlock.tsx')),
  categoryMenu: lazyBlock('blocks/CategoryMenuBlock.tsx', () => import('../blocks/CategoryMenuBlock.tsx')),
  entryList: lazyBlock('blocks/EntryListBlock.tsx', () => import('../blocks/EntryListBlock.tsx')),
  promotionDetail: lazyBlock('blocks/PromotionDetailBlock.tsx', () => import('../blocks/PromotionDetailBlock.tsx')),
  downloadBar: lazyBlock('blocks/DownloadBarBlock.tsx', () => import('../blocks/DownloadBarBlock.tsx')),
  appDownload: lazyBlock('blocks/AppDownloadBlock.tsx', () => import('../blocks/AppDownloadBlock.tsx')),
  contract: lazyBlock('blocks/ContractBlock.tsx', () => import('../blocks/ContractBlock.tsx')),
  agentSummary: lazyBlock('blocks/AgentSummaryBlock.tsx', () => import('../blocks/AgentSummaryBlock.tsx')),
  agentTeam: lazyBlock('blocks/AgentTeamBlock.tsx', () => import('../blocks/AgentTeamBlock.tsx')),
  affiliateLinks: lazyBlock('blocks/AffiliateLinksBlock.tsx', () => import('../blocks/AffiliateLinksBlock.tsx')),
  agentContracts: lazyBlock('blocks/AgentContractsBlock.tsx', () => import('../blocks/AgentContractsBlock.tsx')),
} satisfies BlockRegistry

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const registryCoversEveryBlockType: Exact<keyof typeof registry, ResolvedBlock['type']> = true
void registryCoversEveryBlockType

export type RegisteredBlockType = keyof typeof registry

export function isRegisteredBlockType(type: string): type is RegisteredBlockType {
  return Object.hasOwn(registry, type)
}

/** When a block of this type, drawn by the server, hydrates ('load' for a type this build does not know). */
export function hydrateWhen(type: string): HydrateWhen {
  return isRegisteredBlockType(type) ? registry[type].hydrate : 'load'
}

/** Loads the chunks of these blocks (the first screen's, before hydration or a server render). */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads = [...new Set(types)].filter(isRegisteredBlockType).map((type) => registry[type].preload())
  return Promise.all(loads)
}

export const REGISTERED_BLOCK_TYPES: readonly RegisteredBlockType[] = Object.keys(registry) as RegisteredBlockType[]
