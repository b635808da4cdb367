import { z } from 'zod'
import { lenientList, optionalList, withKnownKey } from './lenient.ts'

const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,8})?$/

/**
 * A platform amount as decimal text. Public clients read JSON numbers (S5 `sumBalance=0.25`, S26 `minWithdrawal`);
 * a number's shortest text is the decimal the platform wrote, so no float arithmetic ever touches it. Numeric
 * strings are read the same way; anything past 15 digits or in exponent form is refused.
 */
export const PlatformAmountSchema = z
  .union([z.number().finite(), z.string().trim()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((text) => PLAIN_DECIMAL.test(text), 'a decimal amount')
  .transform((text) => text.replace(/^(-?)0+(?=\d)/, '$1'))

/** `Y`/`N` flags (S5 `allowDeposit:"Y"`, S26 `allowDecimal`), also read as booleans. */
const YesNo = z.union([z.boolean(), z.enum(['Y', 'N', 'y', 'n'])]).transform((v) => v === true || v === 'Y' || v === 'y')
const Count = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
const Millis = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
const Id = z.union([z.string().min(1), z.number()]).transform(String)

/** `MCSFE_getPlayerRankProgress` (S5 verified: `playerRankName`, `monthlyTurnover { actual, expected }`, `totalTurnover`). */
const Turnover = z.object({ actual: PlatformAmountSchema, expected: PlatformAmountSchema })
export const RankProgressSchema = withKnownKey(
  z.object({
    playerRankName: z.string().nullish(),
    nextRankName: z.string().nullish(),
    monthlyTurnover: Turnover.nullish(),
    totalTurnover: Turnover.nullish(),
  }),
)
export type RankProgress = z.infer<typeof RankProgressSchema>

/** `MCSFE_getReferralDetails?autoGenerate=true` (S5 verified: `referralCode`, `totalInvitations`, `promotionDomains[]`). */
export const ReferralDetailsSchema = z.object({
  referralCode: z.string().nullish(),
  totalInvitations: Count.nullish().transform((n) => n ?? 0),
  promotionDomains: optionalList(z.string().min(1), 'referral.promotionDomains'),
})
export type ReferralDetails = z.infer<typeof ReferralDetailsSchema>

/** `MCSFE_getDepositSettings` (S5 verified: `allowDeposit:"Y"`, `totalDepositSuccessCount`). */
export const DepositSettingsSchema = z.object({ allowDeposit: YesNo.default(true), totalDepositSuccessCount: Count.optional() })
export type DepositSettings = z.infer<typeof DepositSettingsSchema>

/** `MCSFE_getWithdrawSettings?groupId=0` (S5 verified: `minimumAmount`, `maximumAmount`; S26: `allowDecimal`). */
export const WithdrawSettingsSchema = z.object({
  minimumAmount: PlatformAmountSchema,
  maximumAmount: PlatformAmountSchema,
  allowDecimal: YesNo.default(true),
})
export type WithdrawSettings = z.infer<typeof WithdrawSettingsSchema>

/**
 * A bank card. S26's withdraw page reads `bankCardId`, `bankCode`, `bankName`, `cardNumber`, `cardHolder`, `createdAt`,
 * `isWithdrawActive`, `cardType` (`BC`, `EW`, virtual) and a maintenance window (`maintenanceStartTime`/`EndTime`).
 */
const BankCardSchema = z.object({
  bankCardId: Id,
  bankName: z.string().min(1),
  bankCode: z.string().nullish(),
  cardNumber: z.string().min(1),
  cardHolder: z.string().nullish(),
  createdAt: Millis.nullish(),
  isWithdrawActive: YesNo.nullish().transform((v) => v ?? true),
  cardType: z.string().nullish(),
})
const CardList = lenientList(BankCardSchema, 'bankCards.bankCards')
/**
 * The member's cards: a bare list (S26's page holds them as one, `bankCard[0]`; S17 `GET /wps/member/bankCard`) or
 * the seeds' `MCS2_bankCards` object `{ bankCards, maxCardCount }`.
 */
export const BankCardsSchema = z.union([
  CardList.transform((bankCards) => ({ bankCards, maxCardCount: null })),
  z.object({ bankCards: CardList.nullish().transform((cards) => cards ?? []), maxCardCount: Count.nullish() }),
])
export type BankCards = z.infer<typeof BankCardsSchema>

const BankSchema = z.object({
  bankCode: z.union([z.string().min(1), z.number()]).transform(String),
  bankEngName: z.string().nullish(),
  bankChName: z.string().nullish(),
  bankLocaleName: z.string().nullish(),
})
/**
 * The banks a card may be bound to (S26 `getBankLis`: `bankCode`, `bankEngName`, `bankChName`, `bankLocaleName`;
 * S17 `GET /wps/system/withdrawBanks`): a bare list, or one under `list`/`banks` (answer unseen).
 */
export const BankListSchema = z.union([
  lenientList(BankSchema, 'bankList'),
  z.object({ list: lenientList(BankSchema, 'bankList') }).transform((v) => v.list),
  z.object({ banks: lenientList(BankSchema, 'bankList') }).transform((v) => v.banks),
])
export type BankOption = z.infer<typeof BankListSchema>[number]

/** `/wps/member/hasWithdrawalPassword` (seeds 001 §7): a boolean, also `Y`/`N` or `{ hasPassword }`. */
export const HasWithdrawalPasswordSchema = z.union([YesNo, z.object({ hasPassword: YesNo }).transform((v) => v.hasPassword)])

/** A deposit channel (simulator's own shape: seeds name `MCS2_depositBanksByVendor`, no source shows an answer). */
const ChannelSchema = z.object({
  channelId: Id,
  channelName: z.string().min(1),
  type: z.enum(['GATEWAY', 'MANUAL']),
  minAmount: PlatformAmountSchema,
  maxAmount: PlatformAmountSchema,
  fixedAmounts: optionalList(PlatformAmountSchema, 'depositChannels.fixedAmounts'),
  bankName: z.string().nullish(),
  bankAccountNo: z.string().nullish(),
  bankAccountName: z.string().nullish(),
})
export type DepositChannel = z.infer<typeof ChannelSchema>
export const DepositVendorsSchema = lenientList(
  z.object({ vendor: z.string().min(1), displayName: z.string().nullish(), channels: optionalList(ChannelSchema, 'depositChannels.channels') }),
  'depositChannels',
)
export type DepositVendor = z.infer<typeof DepositVendorsSchema>[number]

export const DepositPromosSchema = optionalList(
  z.object({ promoId: Id, title: z.string().min(1), description: z.string().nullish(), minDeposit: PlatformAmountSchema.nullish() }),
  'depositPromos',
)
export type DepositPromo = z.infer<typeof DepositPromosSchema>[number]

/** A payment-gateway deposit: the order and the payment page (simulator's own shape). */
export const GatewayDepositSchema = z.object({ orderNo: Id, payUrl: z.string().min(1) })
/** A manual transfer: where to send the money and the reference to quote (simulator's own shape). */
export const ManualDepositSchema = z.object({
  orderNo: Id,
  bankName: z.string().min(1),
  bankAccountNo: z.string().min(1),
  bankAccountName: z.string().min(1),
  reference: z.string().min(1),
  amount: PlatformAmountSchema,
  expireTime: Millis.nullish(),
})

/** A paged report: the list under `list` (S26 `ThirdGameRecord.list`), `content` (Spring pages, S23) or `dataList` (S26). */
function pagedReport<T extends z.ZodType>(item: T, label: string) {
  return z
    .object({
      list: z.unknown().optional(),
      content: z.unknown().optional(),
      dataList: z.unknown().optional(),
      totalPages: Count.nullish(),
      footer: z.unknown().optional(),
    })
    .refine((v) => v.list !== undefined || v.content !== undefined || v.dataList !== undefined, 'none of list, content, dataList')
    .transform((v) => ({ raw: v.list ?? v.content ?? v.dataList, totalPages: v.totalPages ?? 1, footer: v.footer }))
    .pipe(z.object({ raw: lenientList(item, label), totalPages: z.number().int(), footer: z.unknown() }))
    .transform(({ raw, totalPages, footer }) => ({ items: raw, totalPages: Math.max(1, totalPages), footer }))
}

const ReportStatus = z.string().min(1)
/**
 * The key the gateway sent with the request (`requestId`, the attempt key), where the report shows it: how a request
 * whose answer was lost is found again. No public source shows a report row; the key is the simulator's own.
 */
const RequestKey = z.string().nullish()
export const DepositReportSchema = pagedReport(
  z.object({
    orderNo: Id,
    amount: PlatformAmountSchema,
    status: ReportStatus,
    createTime: Millis,
    channelName: z.string().nullish(),
    requestId: RequestKey,
    // What the player needs to go on with an unpaid order (simulator's own): the payment page, or the transfer details.
    payUrl: z.string().nullish(),
    bankName: z.string().nullish(),
    bankAccountNo: z.string().nullish(),
    bankAccountName: z.string().nullish(),
    reference: z.string().nullish(),
    expireTime: Millis.nullish(),
  }),
  'depositReport',
)
export type DepositReportItem = z.infer<typeof DepositReportSchema>['items'][number]
export const WithdrawReportSchema = pagedReport(
  z.object({
    orderNo: Id,
    amount: PlatformAmountSchema,
    status: ReportStatus,
    createTime: Millis,
    bankName: z.string().nullish(),
    cardNumber: z.string().nullish(),
    requestId: RequestKey,
  }),
  'withdrawReport',
)
export type ReportItem = z.infer<typeof DepositReportSchema>['items'][number]

/** The member's ledger (seeds `ODS2_MemberTransaction`; S26 transactionRecord reads these fields). */
export const MemberTransactionsSchema = pagedReport(
  z.object({
    txId: Id,
    txTypeName: z.string().nullish(),
    codeType: z.string().nullish(),
    remark: z.string().nullish(),
    txTimeInTimestamp: Millis,
    orderNo: z.string().nullish(),
    currentAvailBalance: PlatformAmountSchema.nullish(),
    amount: PlatformAmountSchema,
  }),
  'memberTransactions',
)
export type MemberTransaction = z.infer<typeof MemberTransactionsSchema>['items'][number]

/** Settled bets of one category (S26 gameRecord: `ODSFE2_<category>Orders` → `{ list, totalPages, footer }`). */
export const BetOrdersSchema = pagedReport(
  z.object({
    orderNo: Id,
    gameName: z.string().nullish(),
    vassalage: z.string().nullish(),
    gameType: z.string().nullish(),
    betAmount: PlatformAmountSchema,
    validBetAmount: PlatformAmountSchema.nullish(),
    winAmount: PlatformAmountSchema.nullish(),
    betTime: Millis,
    status: z.string().nullish(),
  }),
  'betOrders',
)
export type BetOrder = z.infer<typeof BetOrdersSchema>['items'][number]

/** Rebate available per game category (simulator's own shape; the columns are those public re-implementations show). */
export const ManualRebateSchema = z.object({
  enabled: YesNo.default(true),
  minClaim: PlatformAmountSchema.nullish(),
  list: optionalList(
    z.object({ gameType: z.string().min(1), validBetAmount: PlatformAmountSchema, rebateRate: PlatformAmountSchema, rebateAmount: PlatformAmountSchema }),
    'manualRebate.list',
  ),
  totalRebate: PlatformAmountSchema,
})
export type ManualRebate = z.infer<typeof ManualRebateSchema>
export const RebateClaimSchema = z.object({ amount: PlatformAmountSchema })

/** A Spring page of the lottery engine (S23): `content`, `totalPages`; no envelope. */
function springPage<T extends z.ZodType>(item: T, label: string) {
  return z
    .object({ content: lenientList(item, label), totalPages: Count.nullish(), number: Count.nullish() })
    .transform((v) => ({ items: v.content, totalPages: Math.max(1, v.totalPages ?? 1) }))
}

/** `POST /lgw/orders` (S23 request; S26 reads the lottery record the same way): the member's lottery orders. */
export const LotteryOrdersSchema = springPage(
  z.object({
    orderId: Id,
    orderNo: z.string().nullish(),
    gameName: z.string().nullish(),
    numero: z.string().nullish(),
    betAmount: PlatformAmountSchema,
    winAmount: PlatformAmountSchema.nullish(),
    orderStatus: z.string().nullish(),
    createTime: Millis,
  }),
  'lotteryOrders',
)

/** `GET /lgw/orders/detail/{id}/info` (S23): the order's bets. Which may be cancelled is the simulator's own field. */
export const LotteryOrderDetailSchema = springPage(
  z.object({
    subOrderId: Id,
    playName: z.string().nullish(),
    bettingContent: z.string().nullish(),
    betAmount: PlatformAmountSchema,
    winAmount: PlatformAmountSchema.nullish(),
    status: z.string().nullish(),
    cancelable: z.boolean().nullish(),
  }),
  'lotteryOrderDetail',
)
