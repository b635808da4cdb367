import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withdrawPasswordProblem } from '../../../schemas/moneyRules.ts'
import { FormError } from '../../forms/FieldFrame.tsx'
import { InputField } from '../../forms/InputField.tsx'
import { onSubmit, translated, useActionForm } from '../../forms/useActionForm.ts'
import type { BlockProps } from '../types.ts'
import { amountProblem } from './amount.ts'
import { Choices } from './MoneyChoices.tsx'
import type { AttemptState } from './useAttempt.ts'

type Props = BlockProps<'withdrawPanel'>['props']
type FormProps = {
  props: Props
  cardId: string
  onCard: (id: string) => void
  onAddCard: () => void
  attempt: AttemptState
  renew: () => void
}
const FIELDS = ['amount', 'password', 'bankCardId']
const PASSWORD = { required: true, type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const

/** The amount within the limits, with a button that takes the whole balance. */
function AmountField({
  id,
  props,
  amount,
  error,
  onAmount,
}: {
  id: string
  props: Props
  amount: string
  error: string | undefined
  onAmount: (amount: string) => void
}) {
  const { t } = useTranslation()
  return (
    <InputField
      id={id}
      label={t('amount')}
      required
      inputMode="decimal"
      autoComplete="off"
      placeholder={`${props.min} – ${props.max}`}
      hint={t('limits', { min: props.min, max: props.max })}
      value={amount}
      error={error}
      onChange={(e) => onAmount(e.target.value)}
    >
      <button type="button" className="chip field__side" onClick={() => onAmount(props.balanceValue)}>
        {t('withdraw_everything')}
      </button>
    </InputField>
  )
}

/** The withdrawal: a card, the amount within the limits and the balance, the password; sent once per attempt key. */
export function WithdrawForm({ props, cardId, onCard, onAddCard, attempt, renew }: FormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const form = useActionForm('withdraw')
  const submit = onSubmit(async () => {
    if (!attempt) return
    const limits = { min: props.minValue, max: props.maxValue, balance: props.balanceValue }
    const problem = amountProblem(amount, props.decimals, limits, t) ?? translated(withdrawPasswordProblem({ password }), t)
    const status = (await form.submit(problem, { attempt: attempt.key, amount: amount.trim(), bankCardId: cardId, password }))?.data?.status
    // Sent: the form empties for the next one. Whatever the gateway answered but "never made", the attempt is asked again.
    if (status === 'submitted') {
      setAmount('')
      setPassword('')
    }
    if (status !== undefined && status !== 'notMade') renew()
  })
  const cards = props.cards.map((card) => ({ id: card.id, title: card.bankName, sub: [card.number, card.holder].filter(Boolean).join(' · ') }))
  return (
    <form className="mcard mform" onSubmit={submit} noValidate>
      <Choices name={`${id}-card`} legend={t('bank_card')} choices={cards} chosen={cardId} onChoose={onCard} />
      {props.canAddCard && (
        <button type="button" className="mlink" onClick={onAddCard}>
          {t('add_bank_card')}
        </button>
      )}
      <AmountField id={`${id}-amount`} props={props} amount={amount} error={form.errorOf('amount')} onAmount={setAmount} />
      <InputField
        id={`${id}-password`}
        label={t('withdraw_password')}
        {...PASSWORD}
        value={password}
        error={form.errorOf('password')}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={form.generalError(FIELDS)} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy || !attempt || attempt.checking}>
        {t('withdraw_now')}
      </button>
    </form>
  )
}
