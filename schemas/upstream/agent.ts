import { z } from 'zod'
import { IdTextSchema, NumberishSchema, wrappedList } from './fields.ts'
import { lenientList } from './lenient.ts'
import { PlatformAmountSchema } from './money.ts'

// The agent calls (seeds 001 §7 name them; no public client shows their answers): shapes the simulator chose,
// read liberally — counts and amounts as numbers or numeric text, lists item by item, unknown keys ignored.

const Count = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
const Millis = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
const Amount = PlatformAmountSchema
const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((s) => s.slice(0, 10))

/** A rate per game type (a fraction: 0.015 is 1.5 %). */
const GameRateSchema = z.object({ gameType: z.string().trim().toUpperCase(), rate: NumberishSchema })
export type GameRate = z.infer<typeof GameRateSchema>

/** `ODSFE2_TeamKPIA`: the team's people in a date range. */
export const TeamKpiASchema = z.object({ teamSize: Count, newMembers: Count, activeMembers: Count, firstDepositCount: Count.nullish() })
/** `ODSFE2_TeamKPIB`: the team's money in a date range. */
export const TeamKpiBSchema = z.object({
  betAmount: Amount,
  validBetAmount: Amount.nullish(),
  winLossAmount: Amount.nullish(),
  depositAmount: Amount,
  withdrawAmount: Amount,
})
export type TeamKpiA = z.infer<typeof TeamKpiASchema>
export type TeamKpiB = z.infer<typeof TeamKpiBSchema>

/** One member of the team (`/wps/agent/downlines`, `ODSFE2_Subordinate`). */
const DownlineSchema = z.object({
  customerId: IdTextSchema,
  account: z.string().trim().min(1),
  customerType: Count,
  registerDate: Millis.nullish(),
  balance: Amount.nullish(),
  uplineAccount: z.string().nullish(),
  level: Count.nullish(),
  betAmount: Amount.nullish(),
  depositAmount: Amount.nullish(),
  withdrawAmount: Amount.nullish(),
  rebates: lenientList(GameRateSchema, 'downline.rebates').nullish(),
})
export type Downline = z.infer<typeof DownlineSchema>

export const DownlinePageSchema = z.object({
  list: wrappedList(DownlineSchema, 'downlines'),
  totalCount: Count,
  pageNo: Count.nullish(),
  pageSize: Count.nullish(),
})
export type DownlinePage = z.infer<typeof DownlinePageSchema>

/** `ODSFE2_CurrentDailySalary`: today's salary so far; null without a daily salary contract. */
export const CurrentDailySalarySchema = z
  .object({ date: Day.nullish(), betAmount: Amount, activeMembers: Count, rateType: z.string().nullish(), rate: NumberishSchema, amount: Amount })
  .nullable()

const IncomeSchema = z.object({
  startDate: Day.nullish(),
  endDate: Day.nullish(),
  commission: Amount.nullish(),
  dividend: Amount.nullish(),
  dailySalary: Amount.nullish(),
  hourSalary: Amount.nullish(),
  total: Amount,
})
/** `ODS2_AgentPrevAndCurrIncome`: last period's and this period's income. */
export const AgentIncomeSchema = z.object({ previous: IncomeSchema, current: IncomeSchema })
export type AgentIncome = z.infer<typeof AgentIncomeSchema>

const DividendPeriodSchema = z.object({
  startDate: Day,
  endDate: Day,
  netLoss: Amount,
  activeMembers: Count,
  rate: NumberishSchema,
  amount: Amount,
  status: z.string().trim().toUpperCase(),
  payoutTime: Millis.nullish(),
})
/** `ODSFE2_CurrentDividend`: this period's dividend as it stands; null without a dividend contract. */
export const CurrentDividendSchema = DividendPeriodSchema.omit({ payoutTime: true }).nullable()
/** `ODSFE2_QueryDividend`: past periods. */
export const DividendHistorySchema = z.object({ list: wrappedList(DividendPeriodSchema, 'dividends'), totalCount: Count.nullish() })
export type DividendPeriod = z.infer<typeof DividendPeriodSchema>

/** `/wps/agent/rebate/quota`: the most an agent may grant per game type, and how many links it may have. */
export const RebateQuotaSchema = z.object({
  rebates: lenientList(z.object({ gameType: z.string().trim().toUpperCase(), min: NumberishSchema.nullish(), max: NumberishSchema }), 'quota'),
  affiliateUrlMax: Count.nullish(),
})
export type RebateQuota = z.infer<typeof RebateQuotaSchema>

const AffiliateUrlSchema = z.object({
  id: IdTextSchema,
  code: z.string().trim().min(1),
  memberType: Count.nullish(),
  rebates: lenientList(GameRateSchema, 'affiliateUrl.rebates').nullish(),
  registerCount: Count.nullish(),
  createTime: Millis.nullish(),
})
export type AffiliateUrl = z.infer<typeof AffiliateUrlSchema>
/** `GET /wps/agent/affiliate/url`: the agent's links. */
export const AffiliateUrlListSchema = wrappedList(AffiliateUrlSchema, 'affiliateUrls')
/** `POST /wps/agent/affiliate/url`: the link made. */
export const AffiliateUrlCreatedSchema = AffiliateUrlSchema

const HistoryEventSchema = z.object({
  id: IdTextSchema,
  gameType: z.string().trim().toUpperCase(),
  event: z.string().trim().toUpperCase(),
  time: Millis,
  amount: Amount.nullish(),
})
export type ContractEvent = z.infer<typeof HistoryEventSchema>
/** `MCSFE_getContractHistory`: what happened to the agent's contracts of one kind. */
export const ContractHistorySchema = z.object({ list: wrappedList(HistoryEventSchema, 'contractHistory'), totalCount: Count.nullish() })
