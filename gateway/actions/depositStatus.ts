import type { Action } from '../../schemas/actions.ts'
import { money, walletFormat } from '../binding/money.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { orderOf, platformStatus, type DepositStatus } from './money/depositOrder.ts'
import { forgetReturn } from './money/depositReturn.ts'
import { realMember, type RealMember } from './money/member.ts'
import { newAttemptKey, ownAttempt } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

/** A conversion event is claimed for ten years: in practice, once per member. */
const CONVERSION_TTL_MS = 10 * 365 * 86_400_000

/**
 * The first successful deposit of a member raises the conversion event once (seeds 000 §7): the platform's count
 * of successful deposits says it is the first, and the attempt store claims the event so that no reload, second
 * tab or second check sends it again.
 */
async function firstDeposit(ctx: RequestContext, member: RealMember, key: string): Promise<Action[]> {
  const settings = await ctx.upstream.call(endpoints.depositSettings, { token: member.token }).catch(() => undefined)
  if (settings?.totalDepositSuccessCount !== 1) return []
  const mine = `${key}.${newAttemptKey()}`
  const claimed = await member.store.point(`conversion:firstDeposit:${member.owner}`, null, mine, CONVERSION_TTL_MS)
  return claimed === mine ? [{ type: 'conversion', event: 'firstDeposit' }] : []
}

/** How a deposit went: asked on the way back from the payment page, and after a manual transfer is confirmed. */
export const depositStatus: ActionHandler<'depositStatus'> = {
  run: async ({ attempt: key }, ctx) => {
    const member = await realMember(ctx)
    const attempt = await ownAttempt(member.once('deposit'), key)
    const { orderNo, amount } = orderOf(member, attempt)
    const status = await platformStatus(ctx, member, orderNo, attempt.startedAt ?? Date.now()).catch((error: unknown) => {
      throw moneyError(error, member.t, 'deposit_failed')
    })
    const data: DepositStatus = { status: status ?? 'checking', orderNo, amount: money(amount, walletFormat(undefined)) }
    // Seen paid or failed: coming back to the deposit screen shows its form alone again.
    if (status === 'success' || status === 'failed') await forgetReturn(member, key).catch(() => undefined)
    if (status !== 'success') return { ok: true, data }
    return { ok: true, data, then: [...(await firstDeposit(ctx, member, key)), { type: 'refresh' }] }
  },
}
