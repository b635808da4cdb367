import { money, walletFormat } from '../binding/money.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { orderOf, platformStatus } from './money/depositOrder.ts'
import { realMember } from './money/member.ts'
import { ownAttempt, resolveUnknown, sendOnce } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

/**
 * "I have transferred": the confirm step of a manual transfer, sent exactly once per deposit attempt. An answer
 * that never came is checked in the deposit record (a confirmed order is no longer unpaid), never sent again.
 */
export const depositConfirm: ActionHandler<'depositConfirm'> = {
  run: async ({ attempt: key }, ctx) => {
    const member = await realMember(ctx)
    const deposited = await ownAttempt(member.once('deposit'), key)
    const { orderNo, amount } = orderOf(member, deposited)
    const once = member.once('depositConfirm')
    const confirmKey = `${key}.confirm`
    await member.store.swap(confirmKey, null, { key: confirmKey, owner: member.owner, kind: 'depositConfirm', state: 'open' }, 24 * 3_600_000)
    const sent = await sendOnce<true>(once, confirmKey, {
      fingerprint: orderNo,
      send: async () => {
        await ctx.upstream.call(endpoints.depositManualConfirm, { body: { orderNo, requestId: confirmKey }, token: member.token })
        return true
      },
    }).catch((error: unknown) => {
      throw moneyError(error, member.t, 'deposit_failed')
    })
    const shown = money(amount, walletFormat(undefined))
    if (sent.state === 'done') {
      return { ok: true, data: { status: 'pending', orderNo, amount: shown }, then: [{ type: 'toast', text: member.t({ t: 'deposit_confirmed' }), ms: 3000 }] }
    }
    const status = await platformStatus(ctx, member, orderNo, deposited.startedAt ?? Date.now()).catch(() => undefined)
    if (status && status !== 'unpaid') {
      await resolveUnknown(once, sent.attempt, { made: true, result: true })
      return { ok: true, data: { status, orderNo, amount: shown } }
    }
    return { ok: true, data: { status: 'checking', orderNo, amount: shown } }
  },
}
