import type { BlockType } from '../../schemas/blocks/index.ts'
import { affiliateLinks } from './affiliateLinks.ts'
import { agentContracts } from './agentContracts.ts'
import { agentSummary } from './agentSummary.ts'
import { agentTeam } from './agentTeam.ts'
import { announcementPopup } from './announcementPopup.ts'
import { appDownload } from './appDownload.ts'
import { articleList } from './articleList.ts'
import { bannerCarousel } from './bannerCarousel.ts'
import { categoryMenu } from './categoryMenu.ts'
import { contract } from './contract.ts'
import { depositPanel } from './depositPanel.ts'
import { downloadBar } from './downloadBar.ts'
import { entryList } from './entryList.ts'
import { floatingService } from './floatingService.ts'
import { form } from './form.ts'
import { gameBlock } from './gameBlock.ts'
import { gameEntrance } from './gameEntrance.ts'
import { gameStrip } from './gameStrip.ts'
import { helpCenter } from './helpCenter.ts'
import { linkList } from './linkList.ts'
import { lotteryFrame } from './lotteryFrame.ts'
import { lotteryPanel } from './lotteryPanel.ts'
import { memberSummary } from './memberSummary.ts'
import { menuList } from './menuList.ts'
import { noticeTicker } from './noticeTicker.ts'
import { promotionDetail } from './promotionDetail.ts'
import { quickNav } from './quickNav.ts'
import { rebatePanel } from './rebatePanel.ts'
import { recordList } from './recordList.ts'
import { referralCard } from './referralCard.ts'
import { statusNotice } from './statusNotice.ts'
import type { BlockResolver } from './types.ts'
import { withdrawPanel } from './withdrawPanel.ts'

/** One resolver per block type; a block type without one does not compile. */
export const blockResolvers: { [T in BlockType]: BlockResolver<T> } = {
  noticeTicker,
  bannerCarousel,
  quickNav,
  gameBlock,
  floatingService,
  statusNotice,
  gameEntrance,
  gameStrip,
  lotteryPanel,
  lotteryFrame,
  form,
  memberSummary,
  menuList,
  depositPanel,
  withdrawPanel,
  recordList,
  referralCard,
  rebatePanel,
  articleList,
  linkList,
  helpCenter,
  announcementPopup,
  categoryMenu,
  entryList,
  promotionDetail,
  downloadBar,
  appDownload,
  contract,
  agentSummary,
  agentTeam,
  affiliateLinks,
  agentContracts,
}
