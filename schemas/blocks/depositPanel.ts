import { z } from 'zod'
import { MoneyTextSchema, PlainAmountSchema } from './shared/amounts.ts'

/** Deposit: channels by vendor, amount with limits and quick amounts, a promotion, then pay or transfer. */
export const DepositPanelPropsSchema = z.object({}).strict()
export const DepositPanelResolvedSchema = z.object({
  balance: MoneyTextSchema,
  symbol: z.string(),
  decimals: z.number().int().min(0).max(8),
  vendors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      channels: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          kind: z.enum(['gateway', 'manual']),
          min: MoneyTextSchema,
          max: MoneyTextSchema,
          minValue: PlainAmountSchema,
          maxValue: PlainAmountSchema,
          quick: z.array(z.object({ value: PlainAmountSchema, label: z.string() })),
        }),
      ),
    }),
  ),
  promos: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })),
})
