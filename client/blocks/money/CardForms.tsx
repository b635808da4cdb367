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
  const digits = { required: true, type: 'password', inputMode: 'numeric', autoComplete: 'new-password', maxLength: 6 } as const
  return (
    <form className="mcard mform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">
        {t('set_withdraw_password')}
      </h2>
      <InputField
        id={`${id}-password`}
        label={t('withdraw_password')}
        {...digits}
        hint={t('withdraw_password_help')}
        value={password}
        error={form.errorOf('password')}
        onChange={(e) => setPassword(e.target.value)}
      />
      <InputField
        id={`${id}-confirm`}
        label={t('confirm_withdraw_password')}
        {...digits}
        value={confirm}
        error={form.errorOf('confirm')}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormError message={form.generalError(['password', 'confirm'])} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('save')}
      </button>
    </form>
  )
}

type Bank = { code: string; name: string }
const CARD_FIELDS = ['bankCode', 'cardNumber', 'payeeName', 'password']

type Card = { bankCode: string; cardNumber: string; payeeName: string; password: string }
type CardFieldsProps = {
  id: string
  card: Card
  set: (field: keyof Card) => (value: string) => void
  errorOf: (field: string) => string | undefined
  banks: readonly Bank[]
  payee: string | undefined
}

/** The bank, the card number, the payee (fixed once set) and the withdrawal password. */
function CardFields({ id, card, set, errorOf, banks, payee }: CardFieldsProps) {
  const { t } = useTranslation()
  // What every field of the card takes from the form: its id, its value, its error and its change.
  const bind = (field: keyof Card, suffix: string) => ({ id: `${id}-${suffix}`, required: true, value: card[field], error: errorOf(field) })
  const typed = (field: keyof Card) => (e: { target: { value: string } }) => set(field)(e.target.value)
  const bankOptions = [{ value: '', label: t('bank_card_choose') }, ...banks.map((b) => ({ value: b.code, label: b.name }))]
  return (
    <>
      <SelectField {...bind('bankCode', 'bank')} label={t('bank')} options={bankOptions} onChange={set('bankCode')} />
      <InputField
        {...bind('cardNumber', 'number')}
        label={t('card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        onChange={typed('cardNumber')}
      />
      <InputField
        {...bind('payeeName', 'payee')}
        label={t('payee_name')}
        autoComplete="name"
        readOnly={Boolean(payee)}
        hint={payee ? t('cards_in_name', { name: payee }) : undefined}
        onChange={typed('payeeName')}
      />
      <InputField
        {...bind('password', 'password')}
        label={t('withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        onChange={typed('password')}
      />
    </>
  )
}

/** Adds a bank card in the payee's name (fixed once set), confirmed with the withdrawal password. */
export function AddCardForm({ banks, payee, onDone }: { banks: readonly Bank[]; payee: string | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [card, setCard] = useState<Card>({ bankCode: '', cardNumber: '', payeeName: payee ?? '', password: '' })
  const form = useActionForm('addBankCard')
  const set = (field: keyof Card) => (value: string) => setCard((now) => ({ ...now, [field]: value }))
  const submit = onSubmit(async () => {
    const body = { ...card, cardNumber: cardDigits(card.cardNumber), payeeName: card.payeeName.trim() }
    if (await form.submit(translated(bankCardProblem(body), t), body)) onDone()
  })
  return (
    <form className="mcard mform" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">
        {t('add_bank_card')}
      </h2>
      <CardFields id={id} card={card} set={set} errorOf={form.errorOf} banks={banks} payee={payee} />
      <FormError message={form.generalError(CARD_FIELDS)} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {t('add_bank_card')}
      </button>
    </form>
  )
}
