import { addBankCard, setWithdrawPassword } from './bankCards.ts'
import { applyPromotion } from './applyPromotion.ts'
import { changePassword } from './changePassword.ts'
import { cancelBet } from './cancelBet.ts'
import { claimRebate } from './claimRebate.ts'
import { deposit } from './deposit.ts'
import { depositConfirm, depositStatus } from './depositStatus.ts'
import { moneyAttempt } from './moneyAttempt.ts'
import { setProfile } from './setProfile.ts'
import { withdraw, withdrawCheck } from './withdraw.ts'
import { checkUsername } from './checkUsername.ts'
import { claimReward } from './claimReward.ts'
import { contract } from './contract.ts'
import { applyContract, createAffiliateLink, deleteAffiliateLink, setDownlineRebate, transferDownlines } from './agent.ts'
import { favourite } from './favourite.ts'
import { freePlay } from './freePlay.ts'
import { launchGame } from './launchGame.ts'
import { liveChat } from './liveChat.ts'
import { login } from './login.ts'
import { logout } from './logout.ts'
import { markRead } from './markRead.ts'
import { promotion } from './promotion.ts'
import { register } from './register.ts'
import { resetPassword } from './resetPassword.ts'
import { sendSms } from './sendSms.ts'
import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionHandler } from './types.ts'
import { verifySlider } from './verifySlider.ts'

/** One handler per action name; a name without a handler, or a handler without a name, does not compile. */
export const actionHandlers: { [N in ActionName]: ActionHandler<N> } = {
  login,
  logout,
  register,
  sendSms,
  freePlay,
  changePassword,
  resetPassword,
  checkUsername,
  verifySlider,
  launchGame,
  favourite,
  moneyAttempt,
  withdraw,
  withdrawCheck,
  setWithdrawPassword,
  addBankCard,
  deposit,
  depositConfirm,
  depositStatus,
  claimRebate,
  setProfile,
  cancelBet,
  markRead,
  liveChat,
  promotion,
  applyPromotion,
  claimReward,
  contract,
  setDownlineRebate,
  transferDownlines,
  createAffiliateLink,
  deleteAffiliateLink,
  applyContract,
}
