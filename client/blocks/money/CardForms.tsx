import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bankCardProblem, cardDigits, withdrawPasswordProblem } from '../../../schemas/moneyRules.ts'
import { FormError } from '../../forms/FieldFrame.tsx'
import { InputField, SelectField } from '../../forms/InputField.tsx'
import { onSubmit, translated, useActionForm } from '../../forms/useActionForm.ts'

/** A member with no withdrawal password sets one first (six digits, twice). */
export function SetPasswordForm() {
  const { t } = useTranslation()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const form = useActionForm('setWithdrawPassword')
  const submit = onSubmit(() => form.submit(translated(withdrawPasswordProblem({ password, confirm }), t), { password, confirm }))
  return (
    <form className="mcard mform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">{t('set_withdraw_password')}</h2>
      <InputField id={`${id}-password`} label={t('withdraw_password')} required type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} hint={t('withdraw_password_help')} value={password} error={form.errorOf('password')} onChange={(e) => setPassword(e.target.value)} />
      <InputField id={`${id}-confirm`} label={t('confirm_withdraw_password')} required type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={confirm} error={form.errorOf('confirm')} onChange={(e) => setConfirm(e.target.value)} />
      <FormError message={form.generalError(['password', 'confirm'])} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('save')}
      </button>
    </form>
  )
}

type Bank = { code: string; name: string }
const CARD_FIELDS = ['bankCode', 'cardNumber', 'payeeName', 'password']

/** Adds a bank card in the payee's name (fixed once set), confirmed with the withdrawal password. */
export function AddCardForm({ banks, payee, onDone }: { banks: readonly Bank[]; payee: string | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [card, setCard] = useState({ bankCode: '', cardNumber: '', payeeName: payee ?? '', password: '' })
  const form = useActionForm('addBankCard')
  const set = (field: keyof typeof card) => (value: string) => setCard((now) => ({ ...now, [field]: value }))
  const submit = onSubmit(async () => {
    const body = { ...card, cardNumber: cardDigits(card.cardNumber), payeeName: card.payeeName.trim() }
    if (await form.submit(translated(bankCardProblem(body), t), body)) onDone()
  })
  return (
    <form className="mcard mform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">{t('add_bank_card')}</h2>
      <SelectField id={`${id}-bank`} label={t('bank')} required value={card.bankCode} error={form.errorOf('bankCode')} options={[{ value: '', label: t('bank_card_choose') }, ...banks.map((b) => ({ value: b.code, label: b.name }))]} onChange={set('bankCode')} />
      <InputField id={`${id}-number`} label={t('card_number')} required inputMode="numeric" autoComplete="cc-number" maxLength={23} value={card.cardNumber} error={form.errorOf('cardNumber')} onChange={(e) => set('cardNumber')(e.target.value)} />
      <InputField id={`${id}-payee`} label={t('payee_name')} required autoComplete="name" readOnly={Boolean(payee)} value={card.payeeName} hint={payee ? t('cards_in_name', { name: payee }) : undefined} error={form.errorOf('payeeName')} onChange={(e) => set('payeeName')(e.target.value)} />
      <InputField id={`${id}-password`} label={t('withdraw_password')} required type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={card.password} error={form.errorOf('password')} onChange={(e) => set('password')(e.target.value)} />
      <FormError message={form.generalError(CARD_FIELDS)} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('add_bank_card')}
      </button>
    </form>
  )
}
