import { MONEY_RULES } from '../../schemas/moneyRules.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember } from './money/member.ts'
import { invalidField, moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 2000

/**
 * Binds a bank card in the payee's name, confirmed with the withdrawal password (S17 `PUT /wps/member/bankCard`,
 * encrypted; fields as S26 `addBankCard`). A member whose payee name is set keeps it.
 */
export const addBankCard: ActionHandler<'addBankCard'> = {
  run: async (body, ctx) => {
    const member = await realMember(ctx)
    const { t } = member
    const cardNumber = body.cardNumber.replace(/[\s-]+/g, '')
    const payeeName = (member.viewer.member?.payee ?? body.payeeName).trim()
    if (!MONEY_RULES.cardNumber.test(cardNumber)) throw invalidField('cardNumber', t({ t: 'bank_card_number_invalid' }))
    if (!MONEY_RULES.payeeName.test(payeeName)) throw invalidField('payeeName', t({ t: 'bank_card_payee_invalid' }))
    if (!MONEY_RULES.withdrawPassword.test(body.password)) throw invalidField('password', t({ t: 'withdraw_password_rule' }))
    const up = ctx.upstream
    const banks = await up.call(endpoints.bankList, { token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'bank_card_failed')
    })
    const bank = banks.find((b) => b.bankCode === body.bankCode)
    if (!bank) throw invalidField('bankCode', t({ t: 'bank_card_choose' }))
    const wire = { bankName: bank.bankEngName ?? bank.bankCode, bankCode: bank.bankCode, payeeName, cardNumber, cardType: 'B', paymentPassword: body.password }
    const answer = await up.call(endpoints.addBankCard, { body: wire, token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'bank_card_failed')
    })
    const id = (answer as { bankCardId?: unknown } | null)?.bankCardId
    return {
      ok: true,
      data: { bankCardId: id === undefined || id === null ? '' : String(id) },
      then: [{ type: 'toast', text: t({ t: 'bank_card_added' }), ms: TOAST_MS }, { type: 'refresh' }],
    }
  },
}
