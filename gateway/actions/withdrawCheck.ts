import { walletFormat } from '../binding/money.ts'
import { realMember } from './money/member.ts'
import { ownAttempt } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import { checking, notMade, submitted, unconfirmed } from './money/withdrawAnswers.ts'
import { checkedUntil, checkWithdrawal, type WithdrawResult } from './money/withdrawRecord.ts'
import type { ActionHandler } from './types.ts'

/** The outcome of a withdrawal attempt, checked in the platform's record when it is not known. */
export const withdrawCheck: ActionHandler<'withdrawCheck'> = {
  run: async (body, ctx) => {
    const member = await realMember(ctx)
    const attempt = await ownAttempt(member.once('withdraw'), body.attempt)
    const format = walletFormat(undefined)
    const amount = String(attempt.data?.amount ?? '0')
    if (attempt.state === 'done') return submitted(attempt.data?.result as WithdrawResult, format, member.t)
    if (attempt.state === 'open') return notMade(amount, format, member.t, false)
    if (attempt.state === 'running') return checking(amount, checkedUntil(attempt), format, member.t)
    const found = await checkWithdrawal(ctx, member, attempt).catch((error: unknown) => {
      throw moneyError(error, member.t, 'withdraw_failed')
    })
    if (found.state === 'made') return submitted(found.result, format, member.t)
    if (found.state === 'notMade') return notMade(amount, format, member.t, true)
    if (found.state === 'unconfirmed') return unconfirmed(amount, format, member.t)
    return checking(amount, found.until, format, member.t)
  },
}
