import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { amountProblem } from './money/amount.ts'
import { AddCardForm, SetPasswordForm } from './money/CardForms.tsx'
import { LocalTime } from './money/LocalTime.tsx'
import { errorFor, formError, MoneyField } from './money/MoneyField.tsx'
import { useAttempt } from './money/useAttempt.ts'
import { useMoneyAction } from './money/useMoneyAction.ts'
import type { BlockProps } from './types.ts'
import './money/money.css'

const PROBLEM_TEXT = { invalid: 'money_amount_invalid', min: 'money_below_minimum_plain', max: 'money_above_maximum_plain', balance: 'money_over_balance' } as const
const FIELDS = ['amount', 'password', 'bankCardId']

/** A request whose answer was lost: shown as pending and checked on demand, never sent again. */
function Checking({ attempt, onSettled }: { attempt: string; onSettled: () => void }) {
  const { t } = useTranslation()
  const check = useMoneyAction('withdrawCheck')
  const run = async () => {
    const answer = await check.run({ attempt })
    if (answer?.data && answer.data.status !== 'checking') onSettled()
  }
  return (
    <div className="mnotice" role="status" data-testid="withdraw-checking">
      <p>{t('withdraw_checking_note')}</p>
      <button type="button" className="mlink" disabled={check.busy} onClick={() => void run()}>
        {t('check_again')}
      </button>
    </div>
  )
}

/** Withdraw: a card (or adding one), the withdrawal password (or setting one), the amount; then the request's status. */
export default function WithdrawPanelBlock({ props }: BlockProps<'withdrawPanel'>) {
  const { t } = useTranslation()
  const id = useId()
  const { attempt, renew } = useAttempt('withdraw')
  const [cardId, setCardId] = useState(props.cards[0]?.id ?? '')
  const [adding, setAdding] = useState(props.cards.length === 0)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const withdraw = useMoneyAction('withdraw')
  // A card just added arrives in new props: pick it, and close the form (adjusted while rendering, not in an effect).
  const [cardsSeen, setCardsSeen] = useState(props.cards)
  if (cardsSeen !== props.cards) {
    setCardsSeen(props.cards)
    setAdding(props.cards.length === 0)
    setCardId(props.cards.some((c) => c.id === cardId) ? cardId : (props.cards.at(-1)?.id ?? ''))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!attempt || withdraw.busy) return
    const found = amountProblem(amount, props.decimals, props.minValue, props.maxValue, props.balanceValue)
    if (found) return setProblem({ field: 'amount', message: t(PROBLEM_TEXT[found]) })
    if (!/^\d{6}$/.test(password)) return setProblem({ field: 'password', message: t('withdraw_password_rule') })
    setProblem(null)
    const answer = await withdraw.run({ attempt: attempt.key, amount: amount.trim(), bankCardId: cardId, password })
    if (answer?.data?.status === 'submitted') {
      setAmount('')
      setPassword('')
      renew()
    }
    if (answer?.data?.status === 'checking') renew()
  }
  const failure = problem ?? withdraw.failure

  return (
    <section className="block mwithdraw" aria-labelledby={`${id}-title`}>
      <div className="mcard">
        <div className="mbalance">
          <span id={`${id}-title`}>{t('wallet_balance')}</span>
          <span className="mbalance__value" data-testid="withdraw-balance">{props.balance}</span>
        </div>
      </div>
      {attempt?.checking && <Checking attempt={attempt.key} onSettled={renew} />}
      {!props.hasPassword ? (
        <SetPasswordForm />
      ) : adding ? (
        <AddCardForm banks={props.banks} payee={props.payee} onDone={() => setAdding(false)} />
      ) : (
        <form className="mcard mform" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="mchoices">
            <legend className="mfield__label">{t('bank_card')}</legend>
            {props.cards.map((card) => (
              <label key={card.id} className="mchoice">
                <input type="radio" name={`${id}-card`} value={card.id} checked={card.id === cardId} onChange={() => setCardId(card.id)} />
                <span className="mchoice__main">
                  <span className="mchoice__title">{card.bankName}</span>
                  <span className="mchoice__sub">{[card.number, card.holder].filter(Boolean).join(' · ')}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {props.canAddCard && (
            <button type="button" className="mlink" onClick={() => setAdding(true)}>
              {t('add_bank_card')}
            </button>
          )}
          <MoneyField
            id={`${id}-amount`}
            label={t('amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${props.min} – ${props.max}`}
            hint={t('limits', { min: props.min, max: props.max })}
            value={amount}
            error={errorFor(failure, 'amount')}
            onChange={(e) => setAmount(e.target.value)}
          >
            <button type="button" className="chip mfield__side" onClick={() => setAmount(props.balanceValue)}>
              {t('withdraw_everything')}
            </button>
          </MoneyField>
          <MoneyField id={`${id}-password`} label={t('withdraw_password')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={password} error={errorFor(failure, 'password')} onChange={(e) => setPassword(e.target.value)} />
          {formError(failure, FIELDS) && <p className="mform__error" role="alert">{formError(failure, FIELDS)}</p>}
          <button type="submit" className="btn btn--primary btn--block" disabled={withdraw.busy || !attempt || attempt.checking}>
            {t('withdraw_now')}
          </button>
        </form>
      )}
      {props.latest.length > 0 && (
        <div className="mcard">
          <h2 className="mcard__title">{t('latest_requests')}</h2>
          <ul className="mrows" data-testid="withdraw-latest">
            {props.latest.map((w) => (
              <li key={w.orderNo} className="mrow">
                <span className="mrow__label">
                  {w.amount}
                  <LocalTime className="mchoice__sub mrow__sub" iso={w.time} />
                </span>
                <span className={`mstatus mstatus--${w.tone}`}>{w.status}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
