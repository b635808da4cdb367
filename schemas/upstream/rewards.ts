import { z } from 'zod'
import { firstOf, IdTextSchema, NameTextSchema, NumberishSchema, TimeSchema, wrappedList } from './fields.ts'

/** What a condition of a ticket says: a text, or an object naming it. */
const ConditionTextSchema = z.union([
  z.string(),
  z.record(z.string(), z.unknown()).transform((c) => String(c.conditionName ?? c.name ?? c.description ?? c.condition ?? '')),
])

// Made once, not per ticket (eslint.config.js says why).
const ConditionListSchema = z.array(ConditionTextSchema)
const TextSchema = z.string()

/**
 * A reward ticket of `PROMOFE_getClaimTicketList` (S28: `ticketId`, `transactionId`, `type`, `status`,
 * `conditionStatus`; S27's back office adds `ticketName`, `ticketType`, `bonusAmount`). A ticket whose
 * `conditionStatus` lists something cannot be claimed yet (S28 claims only tickets without). Without a
 * `transactionId` a ticket cannot be claimed and is dropped.
 */
const RewardTicketSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  const transactionId = firstOf(raw, ['transactionId'], IdTextSchema)
  if (!transactionId) {
    ctx.addIssue({ code: 'custom', message: 'no transactionId' })
    return z.NEVER
  }
  const conditions = firstOf(raw, ['conditionStatus'], ConditionListSchema) ?? []
  return {
    transactionId,
    ticketId: firstOf(raw, ['ticketId'], IdTextSchema),
    name: firstOf(raw, ['ticketName', 'name', 'title', 'promotionName'], NameTextSchema),
    type: firstOf(raw, ['ticketType', 'type'], TextSchema),
    status: firstOf(raw, ['status'], TextSchema),
    amount: firstOf(raw, ['bonusAmount', 'amount', 'rewardAmount'], NumberishSchema),
    conditions: conditions.filter((c) => c.trim() !== ''),
    expiresAt: firstOf(raw, ['expiredTime', 'expireTime', 'endTime'], TimeSchema),
    claimedAt: firstOf(raw, ['claimTime', 'claimedTime', 'updateTime'], TimeSchema),
  }
})
export type RewardTicket = z.output<typeof RewardTicketSchema>

export const RewardTicketListSchema = wrappedList(RewardTicketSchema, 'tickets')
