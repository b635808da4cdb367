import { z } from 'zod'
import { MoneyTextSchema, PlainAmountSchema } from './shared/amounts.ts'

/** Withdraw: bank cards (and adding one), the withdrawal password, the amount within the limits and the balance. */
export const WithdrawPanelPropsSchema = z.object({}).strict()
export const WithdrawPanelResolvedSchema = z.object({
  balance: MoneyTextSchema,
  balanceValue: PlainAmountSchema,
  symbol: z.string(),
  decimals: z.number().int().min(0).max(8),
  min: MoneyTextSchema,
  max: MoneyTextSchema,
  minValue: PlainAmountSchema,
  maxValue: PlainAmountSchema,
  hasPassword: z.boolean(),
  cards: z.array(z.object({ id: z.string(), bankName: z.string(), number: z.string(), holder: z.string().optional() })),
  canAddCard: z.boolean(),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  payee: z.string().optional().describe('The payee name the member already has: new cards are in this name'),
  latest: z
    .array(z.object({ orderNo: z.string(), amount: MoneyTextSchema, status: z.string(), tone: z.enum(['ok', 'pending', 'bad']), time: z.string() }))
    .describe('The latest withdrawal requests and their status'),
})
