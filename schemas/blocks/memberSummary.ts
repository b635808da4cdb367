import { z } from 'zod'
import { MenuItemSchema, ResolvedMenuItemSchema } from '../menu.ts'

/** The member centre's head: name, VIP label and rank progress, total balance, and a few buttons. */
export const MemberSummaryPropsSchema = z
  .object({
    buttons: z.array(MenuItemSchema).default([]).describe('Buttons under the balance (deposit, withdraw…)'),
    rank: z.boolean().default(true).describe('Show the VIP rank progress (monthly turnover against the next level)'),
  })
  .strict()

export const MemberSummaryResolvedSchema = z.object({
  name: z.string(),
  account: z.string(),
  vip: z.string(),
  balance: z.string().describe('Total balance in the wallet currency and pattern'),
  rank: z
    .object({
      next: z.string().optional(),
      progress: z.number().min(0).max(1),
      turnover: z.string().describe("This month's turnover against what the next level needs"),
    })
    .optional(),
  buttons: z.array(ResolvedMenuItemSchema),
})
