import { z } from 'zod'
import { MoneyTextSchema } from './shared/amounts.ts'

/** Manual rebate (cashback): what each game category has earned since the last claim, and the claim. */
export const RebatePanelPropsSchema = z.object({}).strict()
export const RebatePanelResolvedSchema = z.object({
  rows: z.array(z.object({ id: z.string(), label: z.string(), valid: MoneyTextSchema, rate: z.string(), amount: MoneyTextSchema })),
  total: MoneyTextSchema,
  minClaim: MoneyTextSchema,
  canClaim: z.boolean(),
})
