import { z } from 'zod'
import {
  BankCardsSchema,
  BankListSchema,
  BetOrdersSchema,
  DepositPromosSchema,
  DepositReportSchema,
  DepositSettingsSchema,
  DepositVendorsSchema,
  GatewayDepositSchema,
  HasWithdrawalPasswordSchema,
  LotteryOrderDetailSchema,
  LotteryOrdersSchema,
  ManualDepositSchema,
  ManualRebateSchema,
  MemberTransactionsSchema,
  RankProgressSchema,
  RebateClaimSchema,
  ReferralDetailsSchema,
  WithdrawReportSchema,
  WithdrawSettingsSchema,
} from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

/** Member money is never shared, never cached; writes are never retried (the guard retries GETs only). */
const member = { envelope: 'wps', timeout: 'default', cache: 'none', token: 'required', encrypted: false, moduleId: 'COMM3' } as const
const read = { ...member, method: 'GET' } as const
const write = { ...member, method: 'POST', retry: false } as const

export type RecordWindow = { page: number; size: number; start: number; end: number }
/** The third-party bet relays per category (S26 gameRecord). */
const BET_RELAYS = {
  RNG: 'ODSFE2_RNGOrders',
  FISH: 'ODSFE2_FishOrders',
  LIVE: 'ODSFE2_LiveOrders',
  PVP: 'ODSFE2_PvPOrders',
  SPORTS: 'ODSFE2_SportsSettOrders',
} as const
export type BetCategory = keyof typeof BET_RELAYS

function betOrders<C extends BetCategory>(category: C) {
  return endpoint({
    ...read,
    name: `betOrders${category}`,
    path: `/wps/relay/${BET_RELAYS[category]}`,
    response: BetOrdersSchema,
    query: (p: RecordWindow & { vendor?: string | undefined }, { language }) => ({
      startDate: p.start,
      endDate: p.end,
      accountType: p.vendor ?? '',
      page: p.page,
      size: p.size,
      language,
    }),
  })
}

/** The member centre, deposits, withdrawals, records and rebates (seeds 001 §7; research §4; S26 member-centre chunks). */
export const moneyEndpoints = {
  rankProgress: endpoint({ ...read, name: 'rankProgress', path: '/wps/relay/MCSFE_getPlayerRankProgress', response: RankProgressSchema }),
  referralDetails: endpoint({
    ...read,
    name: 'referralDetails',
    path: '/wps/relay/MCSFE_getReferralDetails',
    response: ReferralDetailsSchema,
    // S5: the member centre asks for the code to be made when the member has none yet.
    query: (_p: Record<string, never>) => ({ autoGenerate: true }),
  }),
  depositSettings: endpoint({ ...read, name: 'depositSettings', path: '/wps/relay/MCSFE_getDepositSettings', response: DepositSettingsSchema }),
  withdrawSettings: endpoint({
    ...read,
    name: 'withdrawSettings',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    response: WithdrawSettingsSchema,
    query: (_p: Record<string, never>) => ({ groupId: 0 }),
  }),
  depositChannels: endpoint({ ...read, name: 'depositChannels', path: '/wps/relay/MCS2_depositBanksByVendor', response: DepositVendorsSchema }),
  depositPromos: endpoint({ ...read, name: 'depositPromos', path: '/wps/relay/MCS2_depositPromoList', response: DepositPromosSchema }),
  depositGateway: endpoint({ ...write, name: 'depositGateway', path: '/wps/relay/MCS2_depositPaymentGateway', response: GatewayDepositSchema }),
  depositManual: endpoint({ ...write, name: 'depositManual', path: '/wps/relay/MCS2_depositManualTransfer', response: ManualDepositSchema }),
  depositManualConfirm: endpoint({ ...write, name: 'depositManualConfirm', path: '/wps/relay/MCS2_confirmManualTransfer', response: z.unknown() }),
  depositReport: endpoint({
    ...read,
    name: 'depositReport',
    path: '/wps/relay/MCS2_depositTransactioNReport',
    response: DepositReportSchema,
    query: (p: RecordWindow) => ({ startTime: p.start, endTime: p.end, page: p.page, size: p.size }),
  }),
  // S17 lists banks and cards on these paths; the relays before them stay as alternates (schemas/upstream/catalogue).
  bankList: endpoint({
    ...read,
    name: 'bankList',
    path: '/wps/system/withdrawBanks',
    alternates: [{ path: '/wps/relay/MCS2_bankList' }],
    response: BankListSchema,
  }),
  bankCards: endpoint({
    ...read,
    name: 'bankCards',
    path: '/wps/member/bankCard',
    alternates: [{ path: '/wps/relay/MCS2_bankCards' }],
    response: BankCardsSchema,
  }),
  hasWithdrawPassword: endpoint({ ...read, name: 'hasWithdrawPassword', path: '/wps/member/hasWithdrawalPassword', response: HasWithdrawalPasswordSchema }),
  // S17: the legacy client encrypts these three like a login.
  setWithdrawPassword: endpoint({
    ...write,
    method: 'PUT',
    name: 'setWithdrawPassword',
    path: '/wps/member/paymentPassword',
    encrypted: true,
    response: z.unknown(),
  }),
  addBankCard: endpoint({ ...write, method: 'PUT', name: 'addBankCard', path: '/wps/member/bankCard', encrypted: true, response: z.unknown() }),
  // go444's withdraw gate matches the v2 path too (S26): a merchant that refuses one is sent the other.
  withdraw: endpoint({
    ...write,
    name: 'withdraw',
    path: '/wps/transaction/withdraw',
    alternates: [{ path: '/wps/v2/transaction/withdraw' }],
    encrypted: true,
    response: z.unknown(),
  }),
  withdrawReport: endpoint({
    ...read,
    name: 'withdrawReport',
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    response: WithdrawReportSchema,
    query: (p: RecordWindow) => ({ startTime: p.start, endTime: p.end, page: p.page, size: p.size }),
  }),
  memberTransactions: endpoint({
    ...read,
    name: 'memberTransactions',
    path: '/wps/relay/ODS2_MemberTransaction',
    response: MemberTransactionsSchema,
    // S26 sends the account whose ledger it shows as `subordinateName`: the member's own.
    query: (p: RecordWindow & { codes: string; account: string }, { language }) => ({
      codeTypes: p.codes,
      subordinateName: p.account,
      startTime: p.start,
      endTime: p.end,
      page: p.page,
      size: p.size,
      language,
    }),
  }),
  betOrdersRNG: betOrders('RNG'),
  betOrdersFISH: betOrders('FISH'),
  betOrdersLIVE: betOrders('LIVE'),
  betOrdersPVP: betOrders('PVP'),
  betOrdersSPORTS: betOrders('SPORTS'),
  manualRebate: endpoint({ ...read, name: 'manualRebate', path: '/wps/relay/MCSFE_getManualRebate', moduleId: 'CASHBACK3', response: ManualRebateSchema }),
  claimRebate: endpoint({ ...write, name: 'claimRebate', path: '/wps/relay/MCSFE_claimManualRebate', moduleId: 'CASHBACK3', response: RebateClaimSchema }),
  setNickname: endpoint({ ...write, method: 'PUT', name: 'setNickname', path: '/wps/member/info/nickname', response: z.unknown() }),
  setEmail: endpoint({ ...write, method: 'PUT', name: 'setEmail', path: '/wps/member/info/email', response: z.unknown() }),
  // The lottery engine answers raw JSON (S23); its bets are read with a POST query, as S23's clients send it.
  lotteryOrders: endpoint({ ...member, envelope: 'raw', method: 'POST', name: 'lotteryOrders', path: '/lgw/orders', response: LotteryOrdersSchema }),
  lotteryOrderDetail: endpoint({
    ...read,
    envelope: 'raw',
    name: 'lotteryOrderDetail',
    path: '/lgw/orders/detail/{id}/info',
    pathOf: (p: { orderId: string }) => `/lgw/orders/detail/${encodeURIComponent(p.orderId)}/info`,
    response: LotteryOrderDetailSchema,
    query: (_p: { orderId: string }) => ({ page: 0, size: 100 }),
  }),
  cancelSubOrders: endpoint({ ...write, envelope: 'raw', name: 'cancelSubOrders', path: '/lgw/orders/suborders/cancel', response: z.unknown() }),
  setPayee: endpoint({ ...write, method: 'PUT', name: 'setPayee', path: '/wps/member/info/payeename', response: z.unknown() }),
}
