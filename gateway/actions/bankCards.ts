import { MONEY_RULES } from '../../schemas/api/money.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { realMember } from './money/member.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

const TOAST_MS = 2000

function invalid(field: string, text: string): Error {
  return withField(new GwErrors.formInvalid(text), field)
}

/** Sets the withdrawal password of a member who has none (S17 `PUT /wps/member/paymentPassword`, encrypted). */
export const setWithdrawPassword: ActionHandler<'setWithdrawPassword'> = {
  run: async ({ password, confirm }, request) => {
    const member = await realMember(request)
    const { t } = member
    if (!MONEY_RULES.withdrawPassword.test(password)) throw invalid('password', t({ t: 'withdraw_password_rule' }))
    if (confirm !== password) throw invalid('confirm', t({ t: 'withdraw_password_mismatch' }))
    await request.server.upstream.call(endpoints.setWithdrawPassword, { body: { paymentPassword: password, validatePaymentPassword: confirm }, token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'withdraw_password_failed')
    })
    return { ok: true, then: [{ type: 'toast', text: t({ t: 'changes_saved' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}

/**
 * Binds a bank card in the payee's name, confirmed with the withdrawal password (S17 `PUT /wps/member/bankCard`,
 * encrypted; fields as S26 `addBankCard`). A member whose payee name is set keeps it.
 */
export const addBankCard: ActionHandler<'addBankCard'> = {
  run: async (body, request) => {
    const member = await realMember(request)
    const { t } = member
    const cardNumber = body.cardNumber.replace(/[\s-]+/g, '')
    const payeeName = (member.viewer.member?.payee ?? body.payeeName).trim()
    if (!MONEY_RULES.cardNumber.test(cardNumber)) throw invalid('cardNumber', t({ t: 'bank_card_number_invalid' }))
    if (!MONEY_RULES.payeeName.test(payeeName)) throw invalid('payeeName', t({ t: 'bank_card_payee_invalid' }))
    if (!MONEY_RULES.withdrawPassword.test(body.password)) throw invalid('password', t({ t: 'withdraw_password_rule' }))
    const up = request.server.upstream
    const banks = await up.call(endpoints.bankList, { token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'bank_card_failed')
    })
    const bank = banks.find((b) => b.bankCode === body.bankCode)
    if (!bank) throw invalid('bankCode', t({ t: 'bank_card_choose' }))
    const wire = { bankName: bank.bankEngName ?? bank.bankCode, bankCode: bank.bankCode, payeeName, cardNumber, cardType: 'B', paymentPassword: body.password }
    const answer = await up.call(endpoints.addBankCard, { body: wire, token: member.token }).catch((error: unknown) => {
      throw moneyError(error, t, 'bank_card_failed')
    })
    const id = (answer as { bankCardId?: unknown } | null)?.bankCardId
    return { ok: true, data: { bankCardId: id === undefined || id === null ? '' : String(id) }, then: [{ type: 'toast', text: t({ t: 'bank_card_added' }), ms: TOAST_MS }, { type: 'refresh' }] }
  },
}
