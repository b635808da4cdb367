import { z } from 'zod'

const Money = z.string().describe('An amount in the wallet currency and pattern')
const Plain = z.string().describe('The same amount as plain decimal text')

/** Deposit: channels by vendor, amount with limits and quick amounts, a promotion, then pay or transfer. */
export const DepositPanelPropsSchema = z.object({}).strict()
export const DepositPanelResolvedSchema = z.object({
  balance: Money,
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
          min: Money,
          max: Money,
          minValue: Plain,
          maxValue: Plain,
          quick: z.array(z.object({ value: Plain, label: z.string() })),
        }),
      ),
    }),
  ),
  promos: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })),
})

/** Withdraw: bank cards (and adding one), the withdrawal password, the amount within the limits and the balance. */
export const WithdrawPanelPropsSchema = z.object({}).strict()
export const WithdrawPanelResolvedSchema = z.object({
  balance: Money,
  balanceValue: Plain,
  symbol: z.string(),
  decimals: z.number().int().min(0).max(8),
  min: Money,
  max: Money,
  minValue: Plain,
  maxValue: Plain,
  hasPassword: z.boolean(),
  cards: z.array(z.object({ id: z.string(), bankName: z.string(), number: z.string(), holder: z.string().optional() })),
  canAddCard: z.boolean(),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  payee: z.string().optional().describe('The payee name the member already has: new cards are in this name'),
  latest: z
    .array(z.object({ orderNo: z.string(), amount: Money, status: z.string(), tone: z.enum(['ok', 'pending', 'bad']), time: z.string() }))
    .describe('The latest withdrawal requests and their status'),
})

/** Manual rebate (cashback): what each game category has earned since the last claim, and the claim. */
export const RebatePanelPropsSchema = z.object({}).strict()
export const RebatePanelResolvedSchema = z.object({
  rows: z.array(z.object({ id: z.string(), label: z.string(), valid: Money, rate: z.string(), amount: Money })),
  total: Money,
  minClaim: Money,
  canClaim: z.boolean(),
})

/** Invite friends: the referral code and link, its QR code, copy and share, and how many joined. */
export const ReferralCardPropsSchema = z.object({}).strict()
export const ReferralCardResolvedSchema = z.object({
  code: z.string(),
  link: z.string().describe('Absolute when the platform names a promotion domain; else a path on this site'),
  invitations: z.number().int().nonnegative(),
  shareText: z.string(),
})
