import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MONEY_RULES } from '../../../schemas/api/money.ts'
import { errorFor, formError, MoneyField } from './MoneyField.tsx'
import { useMoneyAction } from './useMoneyAction.ts'

/** A member with no withdrawal password sets one first (six digits, twice). */
export function SetPasswordForm() {
  const { t } = useTranslation()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const save = useMoneyAction('setWithdrawPassword')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.busy) return
    if (!MONEY_RULES.withdrawPassword.test(password)) return setProblem({ field: 'password', message: t('withdraw_password_rule') })
    if (confirm !== password) return setProblem({ field: 'confirm', message: t('withdraw_password_mismatch') })
    setProblem(null)
    await save.run({ password, confirm })
  }
  const failure = problem ?? save.failure
  return (
    <form className="mcard mform" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">{t('set_withdraw_password')}</h2>
      <MoneyField id={`${id}-password`} label={t('withdraw_password')} type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} hint={t('withdraw_password_help')} value={password} error={errorFor(failure, 'password')} onChange={(e) => setPassword(e.target.value)} />
      <MoneyField id={`${id}-confirm`} label={t('confirm_withdraw_password')} type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={confirm} error={errorFor(failure, 'confirm')} onChange={(e) => setConfirm(e.target.value)} />
      {formError(failure, ['password', 'confirm']) && <p className="mform__error" role="alert">{formError(failure, ['password', 'confirm'])}</p>}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.busy}>
        {t('save')}
      </button>
    </form>
  )
}

type Bank = { code: string; name: string }

/** Adds a bank card in the payee's name (fixed once set), confirmed with the withdrawal password. */
export function AddCardForm({ banks, payee, onDone }: { banks: readonly Bank[]; payee: string | undefined; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [bankCode, setBankCode] = useState('')
  const [cardNumber, setCardNumber] = useState('')
  const [payeeName, setPayeeName] = useState(payee ?? '')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null)
  const add = useMoneyAction('addBankCard')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (add.busy) return
    const digits = cardNumber.replace(/[\s-]+/g, '')
    const found = !bankCode
      ? { field: 'bankCode', message: t('bank_card_choose') }
      : !MONEY_RULES.cardNumber.test(digits)
        ? { field: 'cardNumber', message: t('bank_card_number_invalid') }
        : !MONEY_RULES.payeeName.test(payeeName.trim())
          ? { field: 'payeeName', message: t('bank_card_payee_invalid') }
          : !MONEY_RULES.withdrawPassword.test(password)
            ? { field: 'password', message: t('withdraw_password_rule') }
            : null
    setProblem(found)
    if (found) return
    if (await add.run({ bankCode, cardNumber: digits, payeeName: payeeName.trim(), password })) onDone()
  }
  const failure = problem ?? add.failure
  return (
    <form className="mcard mform" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mcard__title">{t('add_bank_card')}</h2>
      <div className={`mfield${errorFor(failure, 'bankCode') ? ' mfield--invalid' : ''}`}>
        <label className="mfield__label" htmlFor={`${id}-bank`}>{t('bank')}</label>
        <select id={`${id}-bank`} className="mselect" value={bankCode} aria-invalid={errorFor(failure, 'bankCode') ? true : undefined} onChange={(e) => setBankCode(e.target.value)}>
          <option value="">{t('bank_card_choose')}</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>{b.name}</option>
          ))}
        </select>
        {errorFor(failure, 'bankCode') && <p className="mfield__error" role="alert">{errorFor(failure, 'bankCode')}</p>}
      </div>
      <MoneyField id={`${id}-number`} label={t('card_number')} inputMode="numeric" autoComplete="cc-number" maxLength={23} value={cardNumber} error={errorFor(failure, 'cardNumber')} onChange={(e) => setCardNumber(e.target.value)} />
      <MoneyField id={`${id}-payee`} label={t('payee_name')} autoComplete="name" readOnly={Boolean(payee)} value={payeeName} hint={payee ? t('cards_in_name', { name: payee }) : undefined} error={errorFor(failure, 'payeeName')} onChange={(e) => setPayeeName(e.target.value)} />
      <MoneyField id={`${id}-password`} label={t('withdraw_password')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={password} error={errorFor(failure, 'password')} onChange={(e) => setPassword(e.target.value)} />
      {formError(failure, ['bankCode', 'cardNumber', 'payeeName', 'password']) && <p className="mform__error" role="alert">{formError(failure, ['bankCode', 'cardNumber', 'payeeName', 'password'])}</p>}
      <button type="submit" className="btn btn--primary btn--block" disabled={add.busy}>
        {t('add_bank_card')}
      </button>
    </form>
  )
}
