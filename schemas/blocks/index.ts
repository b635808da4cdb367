import { z } from 'zod'
import { ConditionSchema } from '../conditions.ts'
import { AffiliateLinksPropsSchema, AffiliateLinksResolvedSchema } from './affiliateLinks.ts'
import { AgentContractsPropsSchema, AgentContractsResolvedSchema } from './agentContracts.ts'
import { AgentSummaryPropsSchema, AgentSummaryResolvedSchema } from './agentSummary.ts'
import { AgentTeamPropsSchema, AgentTeamResolvedSchema } from './agentTeam.ts'
import { AnnouncementPopupPropsSchema, AnnouncementPopupResolvedSchema } from './announcementPopup.ts'
import { AppDownloadPropsSchema, AppDownloadResolvedSchema } from './appDownload.ts'
import { ArticleListPropsSchema, ArticleListResolvedSchema } from './articleList.ts'
import { BannerCarouselPropsSchema, BannerCarouselResolvedSchema } from './bannerCarousel.ts'
import { CategoryMenuPropsSchema, CategoryMenuResolvedSchema } from './categoryMenu.ts'
import { ContractPropsSchema, ContractResolvedSchema } from './contract.ts'
import { DepositPanelPropsSchema, DepositPanelResolvedSchema } from './depositPanel.ts'
import { DownloadBarPropsSchema, DownloadBarResolvedSchema } from './downloadBar.ts'
import { EntryListPropsSchema, EntryListResolvedSchema } from './entryList.ts'
import { FloatingServicePropsSchema, FloatingServiceResolvedSchema } from './floatingService.ts'
import { FormPropsSchema, FormResolvedSchema } from './form.ts'
import { GameBlockPropsSchema, GameBlockResolvedSchema } from './gameBlock.ts'
import { GameEntrancePropsSchema, GameEntranceResolvedSchema } from './gameEntrance.ts'
import { GameStripPropsSchema, GameStripResolvedSchema } from './gameStrip.ts'
import { HelpCenterPropsSchema, HelpCenterResolvedSchema } from './helpCenter.ts'
import { LinkListPropsSchema, LinkListResolvedSchema } from './linkList.ts'
import { LotteryFramePropsSchema, LotteryFrameResolvedSchema } from './lotteryFrame.ts'
import { LotteryPanelPropsSchema, LotteryPanelResolvedSchema } from './lotteryPanel.ts'
import { MemberSummaryPropsSchema, MemberSummaryResolvedSchema } from './memberSummary.ts'
import { MenuListPropsSchema, MenuListResolvedSchema } from './menuList.ts'
import { NoticeTickerPropsSchema, NoticeTickerResolvedSchema } from './noticeTicker.ts'
import { PromotionDetailPropsSchema, PromotionDetailResolvedSchema } from './promotionDetail.ts'
import { QuickNavPropsSchema, QuickNavResolvedSchema } from './quickNav.ts'
import { RebatePanelPropsSchema, RebatePanelResolvedSchema } from './rebatePanel.ts'
import { RecordListPropsSchema, RecordListResolvedSchema } from './recordList.ts'
import { ReferralCardPropsSchema, ReferralCardResolvedSchema } from './referralCard.ts'
import { StatusNoticePropsSchema, StatusNoticeResolvedSchema } from './statusNotice.ts'
import { WithdrawPanelPropsSchema, WithdrawPanelResolvedSchema } from './withdrawPanel.ts'

export * from './affiliateLinks.ts'
export * from './agentContracts.ts'
export * from './agentSummary.ts'
export * from './agentTeam.ts'
export * from './announcementPopup.ts'
export * from './articleList.ts'
export * from './bannerCarousel.ts'
export * from './categoryMenu.ts'
export * from './contract.ts'
export * from './appDownload.ts'
export * from './downloadBar.ts'
export * from './menuList.ts'
export * from './promotionDetail.ts'
export * from './floatingService.ts'
export * from './form.ts'
export * from './gameBlock.ts'
export * from './gameEntrance.ts'
export * from './shared/agentRates.ts'
export * from './shared/gameList.ts'
export * from './gameStrip.ts'
export * from './helpCenter.ts'
export * from './linkList.ts'
export * from './lotteryFrame.ts'
export * from './lotteryPanel.ts'
export * from './noticeTicker.ts'
export * from './quickNav.ts'
export * from './statusNotice.ts'
export * from './entryList.ts'
export * from './memberSummary.ts'
export * from './depositPanel.ts'
export * from './rebatePanel.ts'
export * from './referralCard.ts'
export * from './withdrawPanel.ts'
export * from './recordList.ts'

const authoredBase = {
  id: z
    .string()
    .regex(/^[a-zA-Z][\w-]*$/, 'letters, digits, - and _, starting with a letter')
    .describe('Unique within the screen'),
  when: ConditionSchema.optional().describe('The block shows only when this holds'),
  onError: z.enum(['hide', 'degraded']).default('hide').describe('When its platform data fails: hide the block, or keep it marked degraded'),
}

function authored<T extends string, P extends z.ZodType>(type: T, props: P) {
  return z.object({ ...authoredBase, type: z.literal(type), props }).strict()
}

/** A block as operators write it in layouts/screens/*.json. */
export const AuthoredBlockSchema = z.discriminatedUnion('type', [
  authored('noticeTicker', NoticeTickerPropsSchema),
  authored('bannerCarousel', BannerCarouselPropsSchema),
  authored('quickNav', QuickNavPropsSchema),
  authored('gameBlock', GameBlockPropsSchema),
  authored('floatingService', FloatingServicePropsSchema),
  authored('statusNotice', StatusNoticePropsSchema),
  authored('gameEntrance', GameEntrancePropsSchema),
  authored('gameStrip', GameStripPropsSchema),
  authored('lotteryPanel', LotteryPanelPropsSchema),
  authored('lotteryFrame', LotteryFramePropsSchema),
  authored('form', FormPropsSchema),
  authored('memberSummary', MemberSummaryPropsSchema),
  authored('menuList', MenuListPropsSchema),
  authored('depositPanel', DepositPanelPropsSchema),
  authored('withdrawPanel', WithdrawPanelPropsSchema),
  authored('recordList', RecordListPropsSchema),
  authored('referralCard', ReferralCardPropsSchema),
  authored('rebatePanel', RebatePanelPropsSchema),
  authored('articleList', ArticleListPropsSchema),
  authored('linkList', LinkListPropsSchema),
  authored('helpCenter', HelpCenterPropsSchema),
  authored('announcementPopup', AnnouncementPopupPropsSchema),
  authored('categoryMenu', CategoryMenuPropsSchema),
  authored('entryList', EntryListPropsSchema),
  authored('promotionDetail', PromotionDetailPropsSchema),
  authored('downloadBar', DownloadBarPropsSchema),
  authored('appDownload', AppDownloadPropsSchema),
  authored('contract', ContractPropsSchema),
  authored('agentSummary', AgentSummaryPropsSchema),
  authored('agentTeam', AgentTeamPropsSchema),
  authored('affiliateLinks', AffiliateLinksPropsSchema),
  authored('agentContracts', AgentContractsPropsSchema),
])
export type AuthoredBlock = z.infer<typeof AuthoredBlockSchema>
export type BlockType = AuthoredBlock['type']
export const BLOCK_TYPES = AuthoredBlockSchema.options.map((o) => o.shape.type.value) as BlockType[]

const resolvedBase = {
  id: z.string(),
  status: z.enum(['ok', 'degraded']),
  clientWhen: ConditionSchema.optional(),
}

function resolved<T extends string, P extends z.ZodType>(type: T, props: P) {
  return z.object({ ...resolvedBase, type: z.literal(type), props })
}

const ResolvedBlockUnionSchema = z.discriminatedUnion('type', [
  resolved('noticeTicker', NoticeTickerResolvedSchema),
  resolved('bannerCarousel', BannerCarouselResolvedSchema),
  resolved('quickNav', QuickNavResolvedSchema),
  resolved('gameBlock', GameBlockResolvedSchema),
  resolved('floatingService', FloatingServiceResolvedSchema),
  resolved('statusNotice', StatusNoticeResolvedSchema),
  resolved('gameEntrance', GameEntranceResolvedSchema),
  resolved('gameStrip', GameStripResolvedSchema),
  resolved('lotteryPanel', LotteryPanelResolvedSchema),
  resolved('lotteryFrame', LotteryFrameResolvedSchema),
  resolved('form', FormResolvedSchema),
  resolved('memberSummary', MemberSummaryResolvedSchema),
  resolved('menuList', MenuListResolvedSchema),
  resolved('depositPanel', DepositPanelResolvedSchema),
  resolved('withdrawPanel', WithdrawPanelResolvedSchema),
  resolved('recordList', RecordListResolvedSchema),
  resolved('referralCard', ReferralCardResolvedSchema),
  resolved('rebatePanel', RebatePanelResolvedSchema),
  resolved('articleList', ArticleListResolvedSchema),
  resolved('linkList', LinkListResolvedSchema),
  resolved('helpCenter', HelpCenterResolvedSchema),
  resolved('announcementPopup', AnnouncementPopupResolvedSchema),
  resolved('categoryMenu', CategoryMenuResolvedSchema),
  resolved('entryList', EntryListResolvedSchema),
  resolved('promotionDetail', PromotionDetailResolvedSchema),
  resolved('downloadBar', DownloadBarResolvedSchema),
  resolved('appDownload', AppDownloadResolvedSchema),
  resolved('contract', ContractResolvedSchema),
  resolved('agentSummary', AgentSummaryResolvedSchema),
  resolved('agentTeam', AgentTeamResolvedSchema),
  resolved('affiliateLinks', AffiliateLinksResolvedSchema),
  resolved('agentContracts', AgentContractsResolvedSchema),
])
export type ResolvedBlock = z.infer<typeof ResolvedBlockUnionSchema>
type ResolvedBlockInput = z.input<typeof ResolvedBlockUnionSchema>
/**
 * A block as the gateway sends it: conditions folded, data bound, texts in the viewer's language. Typed by name:
 * the screen holds blocks twice (its own, its pop-ups'), and spelt out the union is too long for the compiler.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named for the same reason as ActionSchemaType
export interface ResolvedBlockSchemaType extends z.ZodType<ResolvedBlock, ResolvedBlockInput> {}
export const ResolvedBlockSchema: ResolvedBlockSchemaType = ResolvedBlockUnionSchema
export type ResolvedBlockOf<T extends BlockType> = Extract<ResolvedBlock, { type: T }>
