import type { ActionName } from '../../schemas/api/actionNames.ts'
import { addBankCard } from './addBankCard.ts'
import { applyContract } from './applyContract.ts'
import { applyPromotion } from './applyPromotion.ts'
import { cancelBet } from './cancelBet.ts'
import { changePassword } from './changePassword.ts'
import { checkUsername } from './checkUsername.ts'
import { claimRebate } from './claimRebate.ts'
import { claimReward } from './claimReward.ts'
import { contract } from './contract.ts'
import { createAffiliateLink } from './createAffiliateLink.ts'
import { deleteAffiliateLink } from './deleteAffiliateLink.ts'
import { deposit } from './deposit.ts'
import { depositConfirm } from './depositConfirm.ts'
import { depositStatus } from './depositStatus.ts'
import { favourite } from './favourite.ts'
import { freePlay } from './freePlay.ts'
import { launchGame } from './launchGame.ts'
import { liveChat } from './liveChat.ts'
import { login } from './login.ts'
import { logout } from './logout.ts'
import { markRead } from './markRead.ts'
import { moneyAttempt } from './moneyAttempt.ts'
import { promotion } from './promotion.ts'
import { register } from './register.ts'
import { resetPassword } from './resetPassword.ts'
import { sendSms } from './sendSms.ts'
import { setDownlineRebate } from './setDownlineRebate.ts'
import { setProfile } from './setProfile.ts'
import { setWithdrawPassword } from './setWithdrawPassword.ts'
import { transferDownlines } from './transferDownlines.ts'
import type { ActionHandler } from './types.ts'
import { verifySlider } from './verifySlider.ts'
import { withdraw } from './withdraw.ts'
import { withdrawCheck } from './withdrawCheck.ts'

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
