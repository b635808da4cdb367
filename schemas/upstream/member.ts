import { z } from 'zod'

export const MemberInfoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.number().int(),
  mobile: z.string().nullish(),
  regDate: z.number().optional(),
  clubLabel: z.object({ labelName: z.string().nullish() }).nullish(),
})
export type MemberInfo = z.infer<typeof MemberInfoSchema>

/** Wallet balance; `balance` may be a list or a single object on the wire. */
export const WalletBalanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string().default('CNY'),
  currencySymbol: z.string().default('￥'),
  balance: z.unknown().optional(),
})
export type WalletBalance = z.infer<typeof WalletBalanceSchema>

export const UnclaimedRewardsSchema = z.object({ count: z.number().int().nonnegative() })
