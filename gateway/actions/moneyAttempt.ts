import { returningDeposit } from './money/depositReturn.ts'
import { realMember } from './money/member.ts'
import { openAttempt } from './money/once.ts'
import { checkedUntil } from './money/withdrawRecord.ts'
import type { ActionHandler } from './types.ts'

/**
 * The key a withdrawal or deposit form submits with: the member's open attempt, the same in every tab until it is
 * done, so a second tab cannot send a second withdrawal. A deposit's also names the payment page's order the member
 * was just sent to, until it is seen settled: the deposit screen shows how it went, however the member came back.
 */
export const moneyAttempt: ActionHandler<'moneyAttempt'> = {
  run: async ({ kind }, ctx) => {
    const member = await realMember(ctx)
    const attempt = await openAttempt(member.once(kind))
    const checking = attempt.state === 'unknown' || attempt.state === 'running'
    const returning = kind === 'deposit' ? await returningDeposit(member) : undefined
    // Why the form waits, and until when: the member is never held without being told.
    const until = checking ? { until: new Date(checkedUntil(attempt)).toISOString() } : {}
    return { ok: true, data: { attempt: attempt.key, checking, ...until, ...(returning ? { returning } : {}) } }
  },
}
