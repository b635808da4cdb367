import { MONEY_RULES } from '../../schemas/moneyRules.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember } from './money/member.ts'
import { invalidField, moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 2000

/** Sets the withdrawal password of a member who has none (S17 `PUT /wps/member/paymentPassword`, encrypted). */
export const setWithdrawPassword: ActionHandler<'setWithdrawPassword'> = {
  run: async ({ password, confirm }, ctx) => {
    const member = await realMember(ctx)
    const { t } = member
    if (!MONEY_RULES.withdrawPassword.test(password)) throw invalidField('password', t({ t: 'withdraw_password_rule' }))
    if (confirm !== password) throw invalidField('confirm', t({ t: 'withdraw_password_mismatch' }))
    await ctx.upstream
      .call(endpoints.setWithdrawPassword, { body: { paymentPassword: password, validatePaymentPassword: confirm }, token: member.token })
      .catch((error: unknown) => {
        throw moneyError(error, t, 'withdraw_password_failed')
      })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'changes_saved' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
