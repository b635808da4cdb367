import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { BlockProps } from '../blocks/types.ts'

/** One component per block type; each loads in its own chunk, only when a screen shows it. */
export type BlockRegistry = {
  [T in ResolvedBlock['type']]: LazyExoticComponent<ComponentType<BlockProps<T>>>
}

// `satisfies` rejects a missing type as well as an extra key; the assertion below keeps it exact.
export const registry = {
  noticeTicker: lazy(() => import('../blocks/NoticeTickerBlock.tsx')),
  bannerCarousel: lazy(() => import('../blocks/BannerCarouselBlock.tsx')),
  quickNav: lazy(() => import('../blocks/QuickNavBlock.tsx')),
  gameBlock: lazy(() => import('../blocks/GameBlock.tsx')),
  floatingService: lazy(() => import('../blocks/FloatingServiceBlock.tsx')),
  statusNotice: lazy(() => import('../blocks/StatusNoticeBlock.tsx')),
  gameEntrance: lazy(() => import('../blocks/GameEntranceBlock.tsx')),
  gameStrip: lazy(() => import('../blocks/GameStripBlock.tsx')),
  lotteryPanel: lazy(() => import('../blocks/LotteryPanelBlock.tsx')),
  lotteryFrame: lazy(() => import('../blocks/LotteryFrameBlock.tsx')),
  form: lazy(() => import('../blocks/FormBlock.tsx')),
  memberSummary: lazy(() => import('../blocks/MemberSummaryBlock.tsx')),
  menuList: lazy(() => import('../blocks/MenuListBlock.tsx')),
  depositPanel: lazy(() => import('../blocks/DepositPanelBlock.tsx')),
  withdrawPanel: lazy(() => import('../blocks/WithdrawPanelBlock.tsx')),
  recordList: lazy(() => import('../blocks/RecordListBlock.tsx')),
  referralCard: lazy(() => import('../blocks/ReferralCardBlock.tsx')),
  rebatePanel: lazy(() => import('../blocks/RebatePanelBlock.tsx')),
  articleList: lazy(() => import('../blocks/ArticleListBlock.tsx')),
  linkList: lazy(() => import('../blocks/LinkListBlock.tsx')),
  helpCenter: lazy(() => import('../blocks/HelpCenterBlock.tsx')),
  announcementPopup: lazy(() => import('../blocks/AnnouncementPopupBlock.tsx')),
  entryList: lazy(() => import('../blocks/EntryListBlock.tsx')),
  promotionDetail: lazy(() => import('../blocks/PromotionDetailBlock.tsx')),
  downloadBar: lazy(() => import('../blocks/DownloadBarBlock.tsx')),
  appDownload: lazy(() => import('../blocks/AppDownloadBlock.tsx')),
  contract: lazy(() => import('../blocks/ContractBlock.tsx')),
  agentSummary: lazy(() => import('../blocks/AgentSummaryBlock.tsx')),
  agentTeam: lazy(() => import('../blocks/AgentTeamBlock.tsx')),
  affiliateLinks: lazy(() => import('../blocks/AffiliateLinksBlock.tsx')),
  agentContracts: lazy(() => import('../blocks/AgentContractsBlock.tsx')),
} satisfies BlockRegistry

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const registryCoversEveryBlockType: Exact<keyof typeof registry, ResolvedBlock['type']> = true
void registryCoversEveryBlockType

export type RegisteredBlockType = keyof typeof registry

export function isRegisteredBlockType(type: string): type is RegisteredBlockType {
  return Object.hasOwn(registry, type)
}

/** The block types this build draws, for the capabilities header. */
export const REGISTERED_BLOCK_TYPES: readonly RegisteredBlockType[] = Object.keys(registry) as RegisteredBlockType[]
