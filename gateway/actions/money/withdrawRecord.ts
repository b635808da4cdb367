import type { Attempt } from '../../context/attemptStore.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { endpoints } from '../../upstream/endpoints.ts'
import type { RealMember } from './member.ts'
import { resolveUnknown } from './once.ts'

/** How long a withdrawal whose answer was lost may still show up in the platform's record. */
const CHECK_WINDOW_MS = 2 * 60_000
const SKEW_MS = 10 * 60_000

export type WithdrawResult = { orderNo?: string | undefined; amount: string }
/**
 * made: the record has it; notMade: the record shows keys and not this one, past the window; unconfirmed: the record
 * shows no keys at all, so it cannot say (the member is sent to it); checking: not yet, until `until`.
 */
export type WithdrawCheck = { state: 'made'; result: WithdrawResult } | { state: 'notMade' } | { state: 'unconfirmed' } | { state: 'checking'; until: number }

/** Until when an attempt of unknown outcome is looked for, and the member's next withdrawal waits for it. */
export function checkedUntil(attempt: Attempt): number {
  return (attempt.startedAt ?? Date.now()) + CHECK_WINDOW_MS
}

/** The platform's recent withdrawals, from a little before the attempt was sent. */
async function recentWithdrawals(ctx: RequestContext, token: string, since: number) {
  const window = { page: 1, size: 50, start: since - SKEW_MS, end: Date.now() + SKEW_MS }
  return (await ctx.upstream.call(endpoints.withdrawReport, { params: window, token })).items
}

/**
 * A withdrawal whose answer never came is looked for in the platform's withdrawal record by its own key (the attempt
 * key, sent as `requestId`), never sent again and never taken to be "a new order of the same amount": a withdrawal
 * made meanwhile from the app or another session is not this one. Past the window, a record that shows keys and not
 * this one means it was not made; a record that shows none cannot tell, and the member is asked to look at it.
 */
export async function checkWithdrawal(ctx: RequestContext, member: RealMember, attempt: Attempt): Promise<WithdrawCheck> {
  const amount = String(attempt.data?.amount ?? '')
  const items = await recentWithdrawals(ctx, member.token, attempt.startedAt ?? Date.now())
  const made = items.find((w) => w.requestId === attempt.key)
  const once = member.once('withdraw')
  if (made) {
    const result: WithdrawResult = { orderNo: made.orderNo, amount }
    await resolveUnknown(once, attempt, { made: true, result })
    return { state: 'made', result }
  }
  const until = checkedUntil(attempt)
  if (Date.now() < until) return { state: 'checking', until }
  await resolveUnknown(once, attempt, { made: false })
  return items.some((w) => typeof w.requestId === 'string' && w.requestId !== '') ? { state: 'notMade' } : { state: 'unconfirmed' }
}
