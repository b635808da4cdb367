import { alt, call, own, R, seeds, src, srcNote, type CatalogueCall } from './build.ts'

const DEPOSIT = 'seeds 001 §7 name the relay; no public client shows the deposit flow'
const PROFILE = 'seeds 001 §7 (S17, legacy, updates the profile with one POST /wps/member/info)'

/** Promotions, rewards, contracts, the member centre and money. */
export const moneyCatalogue = {
  promotions: call('GET', `${R}MCSFE_getAvailablePromotions`, 'REWCEN3', srcNote('item fields partly seen', 'S9', 'S29', 'S8')),
  merchantPromotions: call('GET', `${R}MCSFE_getMerchantAvailablePromotions`, 'REWCEN3', src('S9')),
  promotionCategories: call('GET', `${R}PROMOFE_getPromotionAnnouncementCategory`, 'REWCEN3', srcNote('no module shown', 'S9')),
  joinPromotion: call('POST', `${R}MCSFE_signUpPromotionJoin`, 'REWCEN3', src('S27')),
  applyPromotion: call('POST', `${R}MCSFE_signUpRequestReward`, 'DPSTBAS3', srcNote('sent with ModuleId DPSTBAS3, as S27 sends it', 'S27')),
  claimables: call('GET', `${R}MCSFE_getClaimPromotion`, 'REWCEN3', srcNote("S30's list call sends no ModuleId; REWCEN3 is its claim's", 'S30')),
  claimPromotion: call('POST', `${R}MCSFE_claimIssuedPromotion`, 'REWCEN3', srcNote('body { promotionClaimId, promotionType }', 'S1', 'S30')),
  rewardTickets: call('GET', `${R}PROMOFE_getClaimTicketList`, 'REWCEN3', src('S28')),
  claimTicket: call('POST', `${R}PROMOFE_claimTicket`, 'REWCEN3', src('S28')),
  consolidated: call('GET', '/wps/member/info/funds/consolidated', 'COMM3', src('S9', 'S10', 'S11', 'S26')),
  processDividend: call('GET', `${R}MCSFE_processContractDividend`, 'SIGNCONDIV3', src('S9', 'S26'), {
    effect: 'write',
    alternates: [alt('GET', `${R}MCS2_processDividendReq`, 'SIGNCONDIV3', src('S10'))],
  }),
  processDailySalary: call('GET', `${R}MCSFE_processDailySalaryContract`, 'DAILYSALCONT3', src('S9'), {
    effect: 'write',
    alternates: [alt('GET', `${R}MCS2_processDailySalContract`, 'DAILYSALCONT3', src('S10'))],
  }),
  processHourSalary: call('POST', `${R}MCSFE_processContractHourSalary`, 'HOURSAL3', srcNote('verb from the seeds', 'S9'), {
    alternates: [alt('POST', `${R}MCS2_processContractHourSalary`, 'HOURSAL3', srcNote('verb from the seeds', 'S10'))],
  }),
  rankProgress: call('GET', `${R}MCSFE_getPlayerRankProgress`, 'COMM3', src('S5', 'S9')),
  referralDetails: call('GET', `${R}MCSFE_getReferralDetails`, 'COMM3', src('S5')),
  depositSettings: call('GET', `${R}MCSFE_getDepositSettings`, 'COMM3', src('S5')),
  withdrawSettings: call('GET', `${R}MCSFE_getWithdrawSettings`, 'COMM3', src('S5', 'S26')),
  depositChannels: call('GET', `${R}MCS2_depositBanksByVendor`, 'COMM3', seeds(DEPOSIT)),
  depositPromos: call('GET', `${R}MCS2_depositPromoList`, 'COMM3', seeds(DEPOSIT)),
  depositGateway: call('POST', `${R}MCS2_depositPaymentGateway`, 'COMM3', seeds(DEPOSIT)),
  depositManual: call('POST', `${R}MCS2_depositManualTransfer`, 'COMM3', seeds(DEPOSIT)),
  depositManualConfirm: call('POST', `${R}MCS2_confirmManualTransfer`, 'COMM3', own('the seeds say a manual transfer is confirmed; no source names the call')),
  depositReport: call('GET', `${R}MCS2_depositTransactioNReport`, 'COMM3', seeds('seeds 001 §7 (S17, legacy, reads /wps/report/depositTransaction)')),
  bankList: call('GET', '/wps/system/withdrawBanks', 'COMM3', src('S17'), {
    alternates: [alt('GET', `${R}MCS2_bankList`, 'COMM3', own('the first bank list of this site, before S17 was read'))],
  }),
  bankCards: call('GET', '/wps/member/bankCard', 'COMM3', srcNote('answer shape unseen; S26 shows the card keys', 'S17', 'S26'), {
    alternates: [alt('GET', `${R}MCS2_bankCards`, 'COMM3', seeds('seeds 001 §7 name the relay'))],
  }),
  hasWithdrawPassword: call('GET', '/wps/member/hasWithdrawalPassword', 'COMM3', srcNote('answer unseen', 'S17')),
  setWithdrawPassword: call('PUT', '/wps/member/paymentPassword', 'COMM3', src('S17', 'S26')),
  addBankCard: call('PUT', '/wps/member/bankCard', 'COMM3', src('S17', 'S26')),
  withdraw: call('POST', '/wps/transaction/withdraw', 'COMM3', src('S17', 'S26'), {
    alternates: [alt('POST', '/wps/v2/transaction/withdraw', 'COMM3', srcNote("go444's withdraw gate matches both paths", 'S26'))],
  }),
  withdrawReport: call('GET', `${R}MCS2_WithdrawTransactionReport`, 'COMM3', srcNote('S7 rewrites paths containing the name; prefix unseen', 'S7')),
  memberTransactions: call('GET', `${R}ODS2_MemberTransaction`, 'COMM3', srcNote('query and items from S26; relay path from the seeds', 'S26')),
  betOrdersRNG: call('GET', `${R}ODSFE2_RNGOrders`, 'COMM3', src('S26')),
  betOrdersFISH: call('GET', `${R}ODSFE2_FishOrders`, 'COMM3', src('S26')),
  betOrdersLIVE: call('GET', `${R}ODSFE2_LiveOrders`, 'COMM3', src('S26')),
  betOrdersPVP: call('GET', `${R}ODSFE2_PvPOrders`, 'COMM3', src('S26')),
  betOrdersSPORTS: call('GET', `${R}ODSFE2_SportsSettOrders`, 'COMM3', src('S26')),
  manualRebate: call('GET', `${R}MCSFE_getManualRebate`, 'CASHBACK3', seeds('seeds 001 §7 (manual rebate); S9 has another call, by product type')),
  claimRebate: call('POST', `${R}MCSFE_claimManualRebate`, 'CASHBACK3', seeds('seeds 001 §7 (manual rebate)')),
  setNickname: call('PUT', '/wps/member/info/nickname', 'COMM3', seeds(PROFILE)),
  setEmail: call('PUT', '/wps/member/info/email', 'COMM3', seeds(PROFILE)),
  setPayee: call('PUT', '/wps/member/info/payeename', 'COMM3', seeds(PROFILE)),
  lotteryOrders: call('POST', '/lgw/orders', 'COMM3', src('S23'), { effect: 'read' }),
  lotteryOrderDetail: call('GET', '/lgw/orders/detail/{id}/info', 'COMM3', src('S23')),
  cancelSubOrders: call('POST', '/lgw/orders/suborders/cancel', 'COMM3', seeds('seeds 001 §7: cancel the pending draws of a chase')),
} satisfies Record<string, CatalogueCall>
