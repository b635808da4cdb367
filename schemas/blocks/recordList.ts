import { z } from 'zod'

export const RECORD_KINDS = ['bets', 'lottery', 'transactions', 'deposits', 'withdrawals', 'rebates'] as const
export const BET_CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const
/** The platform keeps records for a month (S26 records: `dayLimit: 30`). */
export const RECORD_MAX_DAYS = 31

const RecordItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().describe("When, in the viewer's time zone"),
  amount: z.string(),
  tone: z.enum(['in', 'out', 'plain']),
  status: z.object({ label: z.string(), tone: z.enum(['ok', 'pending', 'bad']) }).optional(),
  lines: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  orderId: z.string().optional().describe('A lottery order: its bets open with GET /api/data/lotteryOrder'),
})
export type RecordItem = z.infer<typeof RecordItemSchema>

export const RecordPageSchema = z.object({
  items: z.array(RecordItemSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  summary: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
})
export type RecordPage = z.infer<typeof RecordPageSchema>

/** Records of the member: bets by game category, and the ledger (all of it, deposits, withdrawals, rebates). */
export const RecordListPropsSchema = z
  .object({
    kinds: z.array(z.enum(RECORD_KINDS)).min(1).describe('Tabs, in order; the first is shown first'),
    pageSize: z.number().int().min(5).max(50).default(10),
    days: z.number().int().min(1).max(RECORD_MAX_DAYS).default(7).describe('The first date range: the last n days'),
  })
  .strict()

export const RecordListResolvedSchema = z.object({
  kinds: z.array(z.object({ id: z.enum(RECORD_KINDS), label: z.string() })),
  categories: z.array(z.object({ id: z.enum(BET_CATEGORIES), label: z.string() })),
  pageSize: z.number().int(),
  days: z.number().int().describe("The first date range: the last n days, counted in the viewer's time zone"),
})

/** `GET /api/data/lotteryOrder`: the bets of one lottery order, each saying whether it may still be cancelled. */
export const LotteryBetsSchema = z.object({
  orderId: z.string(),
  items: z.array(RecordItemSchema.extend({ cancelable: z.boolean() })),
})
export type LotteryBets = z.infer<typeof LotteryBetsSchema>
