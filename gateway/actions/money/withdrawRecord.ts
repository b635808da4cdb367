import { platformUnits } from '../../../schemas/money.ts'
import type { Attempt } from '../../context/attemptStore.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { endpoints } from '../../upstream/endpoints.ts'
import type { RealMember } from './member.ts'
import { resolveUnknown } from './once.ts'

/** How long a withdrawal whose answer was lost may still show up in the platform's record. */
const CHECK_WINDOW_MS = 2 * 60_000
const SKEW_MS = 10 * 60_000

export type WithdrawResult = { orderNo?: string | undefined; amount: string }
export type WithdrawCheck = { state: 'made'; result: WithdrawResult } | { state: 'notMade' } | { state: 'checking' }

/** The platform's recent withdrawals: their order numbers, for telling a new one from those already there. */
export async function recentWithdrawals(ctx: RequestContext, token: string, since: number) {
  const window = { page: 1, size: 50, start: since - SKEW_MS, end: Date.now() + SKEW_MS }
  return (await ctx.upstream.call(endpoints.withdrawReport, { params: window, token })).items
}

/**
 * A withdrawal whose answer never came is looked for in the platform's withdrawal record, never sent again: a new
 * order of the same amount that was not there before means it was made; none after the window means it was not.
 */
export async function checkWithdrawal(ctx: RequestContext, member: RealMember, attempt: Attempt): Promise<WithdrawCheck> {
  const amount = String(attempt.data?.amount ?? '')
  const before = new Set((attempt.data?.snapshot as string[] | undefined) ?? [])
  const startedAt = attempt.startedAt ?? Date.now()
  const items = await recentWithdrawals(ctx, member.token, startedAt)
  const made = items.find((w) => !before.has(w.orderNo) && w.createTime >= startedAt - SKEW_MS && platformUnits(w.amount, 8) === platformUnits(amount, 8))
  const once = member.once('withdraw')
  if (made) {
    const result: WithdrawResult = { orderNo: made.orderNo, amount }
    await resolveUnknown(once, attempt, { made: true, result })
    return { state: 'made', result }
  }
  if (Date.now() - startedAt < CHECK_WINDOW_MS) return { state: 'checking' }
  await resolveUnknown(once, attempt, { made: false })
  return { state: 'notMade' }
}
