import { z } from 'zod'
import { CONTRACT_KINDS } from '../upstream/contracts.ts'

const PlatformId = z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, _ . -')

/** Join or claim a promotion (`/m/activity`): what its state allows; the gateway checks the state again. */
export const PromotionBodySchema = z.object({ promotionId: PlatformId, step: z.enum(['join', 'claim']) }).strict()

/**
 * Apply for a promotion with a comment and pictures (`data:image/png|jpeg;base64,…`, as the platform takes them, S27).
 * The limits (140 characters, 3 pictures of 5 MB) are checked by the handler, which names the field that breaks them.
 */
export const ApplyPromotionBodySchema = z
  .object({
    promotionId: PlatformId,
    remarks: z.string().max(10_000),
    pictures: z
      .array(z.string().max(8 * 1024 * 1024))
      .max(10)
      .default([]),
  })
  .strict()

export const ClaimRewardBodySchema = z.object({ transactionId: PlatformId }).strict()

/** An agent's answer to a pending contract request: `key` is the game type (dividend) or the contract's id. */
export const ContractBodySchema = z.object({ kind: z.enum(CONTRACT_KINDS), key: PlatformId, decision: z.enum(['accept', 'refuse']) }).strict()
