import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import type { ActionName } from './actionNames.ts'
import {
  ApplyContractBodySchema,
  CreateAffiliateLinkBodySchema,
  DeleteAffiliateLinkBodySchema,
  DownlineRebatesDataSchema,
  SetDownlineRebateBodySchema,
  TransferDownlinesBodySchema,
} from './agent.ts'
import { LiveChatBodySchema, MarkReadBodySchema } from './content.ts'
import { FavouriteBodySchema, LaunchBodySchema } from './games.ts'
import {
  ChangePasswordBodySchema,
  CheckUsernameBodySchema,
  FreePlayBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendSmsBodySchema,
  SessionInfoSchema,
  VerifySliderBodySchema,
} from './identity.ts'
import {
  AddBankCardBodySchema,
  CancelBetBodySchema,
  ClaimRebateDataSchema,
  DepositAttemptBodySchema,
  DepositBodySchema,
  DepositDataSchema,
  DepositStatusDataSchema,
  MoneyAttemptBodySchema,
  MoneyAttemptDataSchema,
  SetProfileBodySchema,
  SetWithdrawPasswordBodySchema,
  WithdrawBodySchema,
  WithdrawCheckBodySchema,
  WithdrawOutcomeSchema,
} from './money.ts'
import { ApplyPromotionBodySchema, ClaimRewardBodySchema, ContractBodySchema, PromotionBodySchema } from './promotions.ts'

const NoBodySchema = z.object({}).strict()
const NoDataSchema = z.undefined()

/**
 * The action contract: for each name, the body the gateway accepts (strict) and the `data` it answers with.
 * The gateway's handlers and the client's calls are typed from this one table.
 */
export const ACTIONS = {
  login: { body: LoginBodySchema, data: SessionInfoSchema },
  logout: { body: NoBodySchema, data: NoDataSchema },
  register: { body: RegisterBodySchema, data: SessionInfoSchema },
  sendSms: { body: SendSmsBodySchema, data: z.object({ seconds: z.number().int().nonnegative().describe('Until the code may be asked for again') }) },
  freePlay: { body: FreePlayBodySchema, data: SessionInfoSchema },
  changePassword: { body: ChangePasswordBodySchema, data: NoDataSchema },
  resetPassword: { body: ResetPasswordBodySchema, data: NoDataSchema },
  checkUsername: { body: CheckUsernameBodySchema, data: z.object({ available: z.boolean(), message: z.string().optional() }) },
  verifySlider: { body: VerifySliderBodySchema, data: z.object({ verified: z.literal(true) }) },
  launchGame: { body: LaunchBodySchema, data: z.object({ url: z.string() }).optional().describe('The game page, when the platform opened one') },
  favourite: { body: FavouriteBodySchema, data: z.object({ nodeId: z.string(), favourite: z.boolean() }) },
  moneyAttempt: { body: MoneyAttemptBodySchema, data: MoneyAttemptDataSchema },
  withdraw: { body: WithdrawBodySchema, data: WithdrawOutcomeSchema },
  withdrawCheck: { body: WithdrawCheckBodySchema, data: WithdrawOutcomeSchema },
  setWithdrawPassword: { body: SetWithdrawPasswordBodySchema, data: NoDataSchema },
  addBankCard: { body: AddBankCardBodySchema, data: z.object({ bankCardId: z.string() }) },
  deposit: { body: DepositBodySchema, data: DepositDataSchema },
  depositConfirm: { body: DepositAttemptBodySchema, data: DepositStatusDataSchema },
  depositStatus: { body: DepositAttemptBodySchema, data: DepositStatusDataSchema },
  claimRebate: { body: NoBodySchema, data: ClaimRebateDataSchema },
  setProfile: { body: SetProfileBodySchema, data: NoDataSchema },
  cancelBet: { body: CancelBetBodySchema, data: NoDataSchema },
  markRead: { body: MarkReadBodySchema, data: NoDataSchema },
  liveChat: { body: LiveChatBodySchema, data: z.object({ url: z.string() }).describe('The chat page the browser goes to') },
  promotion: { body: PromotionBodySchema, data: z.object({ promotionId: z.string(), step: z.enum(['join', 'claim']) }) },
  applyPromotion: { body: ApplyPromotionBodySchema, data: z.object({ promotionId: z.string() }) },
  claimReward: { body: ClaimRewardBodySchema, data: z.object({ transactionId: z.string(), unclaimed: z.number().int().nonnegative().optional() }) },
  contract: { body: ContractBodySchema, data: NoDataSchema },
  setDownlineRebate: { body: SetDownlineRebateBodySchema, data: DownlineRebatesDataSchema },
  transferDownlines: { body: TransferDownlinesBodySchema, data: z.object({ moved: z.number().int().positive() }) },
  createAffiliateLink: { body: CreateAffiliateLinkBodySchema, data: z.object({ code: z.string() }) },
  deleteAffiliateLink: { body: DeleteAffiliateLinkBodySchema, data: NoDataSchema },
  applyContract: { body: ApplyContractBodySchema, data: NoDataSchema },
} as const satisfies { [N in ActionName]: { body: z.ZodType; data: z.ZodType } }

export type ActionBody<N extends ActionName> = z.input<(typeof ACTIONS)[N]['body']>
export type ActionInput<N extends ActionName> = z.output<(typeof ACTIONS)[N]['body']>
export type ActionData<N extends ActionName> = z.infer<(typeof ACTIONS)[N]['data']>

/** What an action answers: `{ ok: true, data?, then? }`, `data` typed per action. */
export type ActionResultOf<N extends ActionName> = { ok: true; data?: ActionData<N> | undefined; then?: z.infer<typeof ActionSchema>[] | undefined }

/** The answer schema of one action, for the route's response validation and its OpenAPI description. */
export function actionResultSchema<N extends ActionName>(name: N) {
  return z.object({ ok: z.literal(true), data: ACTIONS[name].data.optional(), then: z.array(ActionSchema).optional() })
}

export const ActionResultSchema = z.object({
  ok: z.literal(true),
  data: z.unknown().optional(),
  then: z.array(ActionSchema).optional(),
})
export type ActionResult = z.infer<typeof ActionResultSchema>
