import { z } from 'zod'

/** An amount as public clients send it: a JSON number (S26 `parseFormatNumber`); decimal text is read too. */
const WireAmount = z.union([z.number(), z.string()])

/**
 * `POST /wps/transaction/withdraw` (S17) and `/wps/v2/transaction/withdraw` (go444's gate), encrypted. S26
 * `submitData` sends `{ amount, bankCardId, password }` (with `verificationCode`, `firebaseIdToken` after an SMS check
 * and `groupId` for an e-wallet, which the simulator does not ask for); `requestId` is the simulator's own: a key per
 * attempt, a replay of which is refused, shown in the withdrawal report.
 */
export const WithdrawPayloadSchema = z.object({
  amount: WireAmount,
  bankCardId: z.union([z.string(), z.number()]).transform(String),
  password: z.string(),
  requestId: z.string().max(64).optional(),
})

/** `PUT /wps/member/bankCard`, encrypted (S17); fields as S26 `addBankCard` binds a bank card (type `B`). */
export const BankCardPayloadSchema = z.object({
  bankName: z.string(),
  bankCode: z.string(),
  payeeName: z.string(),
  cardNumber: z.string(),
  cardType: z.literal('B'),
  paymentPassword: z.string(),
})

/** `PUT /wps/member/paymentPassword`, encrypted (S17); S26 names the pair `paymentPassword` / `validatePaymentPassword`. */
export const PaymentPasswordPayloadSchema = z.object({ paymentPassword: z.string(), validatePaymentPassword: z.string() })

/** A deposit through a channel (simulator's own shape: the seeds name the relays, no source shows a body). */
export const DepositPayloadSchema = z.object({
  channelId: z.string(),
  amount: WireAmount,
  promoId: z.string().nullish(),
  backUrl: z.string().max(2048).optional(),
  requestId: z.string().max(64).optional(),
})

export const ManualConfirmPayloadSchema = z.object({ orderNo: z.string(), requestId: z.string().max(64).optional() })

/** Profile changes (`/wps/member/info/nickname`, `…/email`, `…/payeename`; seeds 001 §7, bodies the simulator's own). */
export const NicknamePayloadSchema = z.object({ nickname: z.string() })
export const EmailPayloadSchema = z.object({ email: z.string() })
export const PayeePayloadSchema = z.object({ payeeName: z.string() })
