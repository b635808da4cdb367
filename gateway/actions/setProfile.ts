import { MONEY_RULES } from '../../schemas/moneyRules.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember } from './money/member.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

const CALLS = { nickname: endpoints.setNickname, email: endpoints.setEmail, payeeName: endpoints.setPayee } as const
const RULES = {
  nickname: [MONEY_RULES.nickname, 'profile_nickname_invalid'],
  email: [MONEY_RULES.email, 'profile_email_invalid'],
  payeeName: [MONEY_RULES.payeeName, 'bank_card_payee_invalid'],
} as const

/** Sets the nickname, the e-mail or (once) the payee name (seeds 001 §7 `/wps/member/info/nickname`, `…/email`, `…/payeename`). */
export const setProfile: ActionHandler<'setProfile'> = {
  run: async ({ field, value }, ctx) => {
    const member = await realMember(ctx)
    const { t } = member
    const [rule, message] = RULES[field]
    if (!rule.test(value)) throw withField(new GwErrors.formInvalid(t({ t: message })), field)
    if (field === 'payeeName' && member.viewer.member?.payee) throw withField(new GwErrors.formInvalid(t({ t: 'profile_payee_locked' })), field)
    await ctx.upstream.call(CALLS[field], { body: { [field]: value }, token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'profile_failed')
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'changes_saved' }), ms: 1500 }, { type: 'refresh' }] }
  },
}
