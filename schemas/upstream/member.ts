import { z } from 'zod'

/**
 * `/wps/member/info`. S5's verified body has no `id` or `type`; S11 reads both and turns `type` into a number
 * (`1 * value.type`), so a string type is read the same way. `account` is what every source shows.
 */
export const MemberInfoSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  account: z.string().min(1),
  nickname: z.string().nullish(),
  type: z
    .union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])
    .nullish()
    .transform((type) => type ?? undefined),
  mobile: z.string().nullish(),
  regDate: z.number().optional(),
  clubLabel: z.object({ labelName: z.string().nullish() }).nullish(),
  /** The name on the member's bank cards (S26 `addBankCard` reads `payee`). */
  payee: z.string().nullish(),
  email: z.string().nullish(),
})
export type MemberInfo = z.infer<typeof MemberInfoSchema>

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0 || value === false
}

/**
 * The member info answer: the member, or null when the platform answers success with a payload that names no
 * member, which is how it answers a session it does not know (S8: "success with an empty/placeholder payload").
 */
export const MemberInfoAnswerSchema = z.union([
  MemberInfoSchema,
  z
    .union([z.null(), z.record(z.string(), z.unknown())])
    .refine((value) => value === null || Object.values(value).every(isBlank), 'neither a member nor an empty placeholder')
    .transform(() => null),
])

/** The seeds' currency (000 §3: CNY, written ￥ as the platform writes it, not the narrow ¥). */
const SEED_SYMBOLS: Readonly<Record<string, string>> = { CNY: '￥' }

/** The symbol of a currency code (`BDT` → `৳`, `VND` → `₫`); the code itself where none is known. */
export function currencySymbolOf(code: string): string {
  const upper = code.trim().toUpperCase()
  const seeded = SEED_SYMBOLS[upper]
  if (seeded) return seeded
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: upper, currencyDisplay: 'narrowSymbol' }).formatToParts(0)
    return parts.find((p) => p.type === 'currency')?.value ?? upper
  } catch {
    return upper
  }
}

/**
 * Wallet balance; `balance` may be a list or a single object on the wire (S5, S6). Without `currencySymbol` (W2) the
 * symbol is the one of the merchant's `currency`, never ￥ for a wallet in another currency.
 */
export const WalletBalanceSchema = z
  .object({
    sumBalance: z.number(),
    currency: z.string().trim().min(1).catch('CNY'),
    currencySymbol: z.string().trim().min(1).optional().catch(undefined),
    balance: z.unknown().optional(),
  })
  .transform(({ currencySymbol, ...wallet }) => ({ ...wallet, currencySymbol: currencySymbol ?? currencySymbolOf(wallet.currency) }))
export type WalletBalance = z.infer<typeof WalletBalanceSchema>

export const UnclaimedRewardsSchema = z.object({ count: z.number().int().nonnegative() })
