import { z } from 'zod'

/** An attempt key the gateway handed out (`moneyAttempt`); a withdrawal or deposit is sent once per key. */
const AttemptKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'an attempt key')
/** Decimal text as typed; the gateway checks it against the wallet's places and the limits. */
const AmountText = z.string().trim().min(1).max(24)
const Secret = z.string().min(1).max(64)

export const MoneyAttemptBodySchema = z.object({ kind: z.enum(['withdraw', 'deposit']) }).strict()
export const MoneyAttemptDataSchema = z.object({
  attempt: z.string(),
  checking: z.boolean().describe('A previous request of unknown outcome is being checked: show it as pending'),
  until: z.string().optional().describe('While checking: until when (ISO time) it is looked for; a new request waits until then'),
  returning: z.string().optional().describe("A deposit's: the attempt of the payment page's order just made, to show how it went"),
})

export const WithdrawBodySchema = z.object({ attempt: AttemptKey, amount: AmountText, bankCardId: z.string().min(1).max(40), password: Secret }).strict()
export const WithdrawCheckBodySchema = z.object({ attempt: AttemptKey }).strict()
export const WithdrawOutcomeSchema = z.object({
  status: z
    .enum(['submitted', 'checking', 'notMade', 'unconfirmed'])
    .describe(
      "submitted: the platform has it; checking: its outcome is not known yet; notMade: it never reached the platform; unconfirmed: the platform's record cannot say, the member should look at it",
    ),
  orderNo: z.string().optional(),
  amount: z.string().describe('The amount in the wallet currency and pattern'),
  until: z.string().optional().describe('While checking: until when (ISO time) it is looked for'),
})

export const SetWithdrawPasswordBodySchema = z.object({ password: Secret, confirm: Secret }).strict()
export const AddBankCardBodySchema = z
  .object({ bankCode: z.string().min(1).max(20), cardNumber: z.string().min(1).max(40), payeeName: z.string().max(60), password: Secret })
  .strict()

export const DepositBodySchema = z
  .object({ attempt: AttemptKey, channelId: z.string().min(1).max(40), amount: AmountText, promoId: z.string().min(1).max(40).optional() })
  .strict()
export const DepositDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gateway'), payUrl: z.string() }),
  z.object({
    kind: z.literal('manual'),
    orderNo: z.string(),
    bankName: z.string(),
    accountNo: z.string(),
    accountName: z.string(),
    reference: z.string(),
    amount: z.string(),
    expiresAt: z.string().optional(),
  }),
])
export const DepositAttemptBodySchema = z.object({ attempt: AttemptKey }).strict()
export const DepositStatusDataSchema = z.object({
  status: z.enum(['unpaid', 'pending', 'success', 'failed', 'checking']),
  amount: z.string().optional(),
  orderNo: z.string().optional(),
})

export const CancelBetBodySchema = z.object({ orderId: z.string().regex(/^[\w-]{1,40}$/), subOrderId: z.string().regex(/^[\w-]{1,40}$/) }).strict()

export const ClaimRebateDataSchema = z.object({ amount: z.string() })
export const PROFILE_FIELDS = ['nickname', 'email', 'payeeName'] as const
export const SetProfileBodySchema = z.object({ field: z.enum(PROFILE_FIELDS), value: z.string().trim().min(1).max(254) }).strict()
