import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { DepositDataSchema, DepositStatusDataSchema } from '../../schemas/api/money.ts'
import { useBrowserValue } from '../lib/useBrowserValue.ts'
import { amountProblem } from './money/amount.ts'
import { DepositReturn } from './money/DepositReturn.tsx'
import { ManualDetails } from './money/ManualDetails.tsx'
import { errorFor, formError, MoneyField } from './money/MoneyField.tsx'
import { useAttempt } from './money/useAttempt.ts'
import { useMoneyAction } from './money/useMoneyAction.ts'
import type { BlockProps } from './types.ts'
import './money/money.css'

type Manual = Extract<z.infer<typeof DepositDataSchema>, { kind: 'manual' }>
type Status = z.infer<typeof DepositStatusDataSchema>
const PROBLEM_TEXT = { invalid: 'money_amount_invalid', min: 'money_below_minimum_plain', max: 'money_above_maximum_plain', balance: 'money_over_balance' } as const

/** The attempt the payment page sent the player back with (`?deposit=`), read once the page is in the browser. */
function useReturnedAttempt(): string | null {
  return useBrowserValue(() => new URLSearchParams(window.location.search).get('deposit'), null)
}

/** Deposit: a vendor, one of its channels, the amount within its limits, a promotion; then pay or transfer. */
export default function DepositPanelBlock({ props }: BlockProps<'depositPanel'>) {
  const { t } = useTranslation()
  const id = useId()
  const returned = useReturnedAttempt()
  const { attempt, renew } = useAttempt('deposit')
  const [vendorId, setVendorId] = useState(props.vendors[0]?.id ?? '')
  const vendor = props.vendors.find((v) => v.id === vendorId) ?? props.vendors[0]
  const [channelId, setChannelId] = useState(vendor?.channels[0]?.id ?? '')
  const channel = vendor?.channels.find((c) => c.id === channelId) ?? vendor?.channels[0]
  const [amount, setAmount] = useState('')
  const [promoId, setPromoId] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [manual, setManual] = useState<Manual | null>(null)
  const [confirmed, setConfirmed] = useState<Status | undefined>()
  const deposit = useMoneyAction('deposit')
  const confirm = useMoneyAction('depositConfirm')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!channel || !attempt || deposit.busy) return
    const found = amountProblem(amount, props.decimals, channel.minValue, channel.maxValue)
    setProblem(found ? t(PROBLEM_TEXT[found]) : undefined)
    if (found) return
    const answer = await deposit.run({ attempt: attempt.key, channelId: channel.id, amount: amount.trim(), ...(promoId ? { promoId } : {}) })
    if (answer?.data?.kind === 'manual') setManual(answer.data)
  }
  const confirmTransfer = async () => {
    if (!attempt) return
    const answer = await confirm.run({ attempt: attempt.key })
    if (answer?.data) {
      setConfirmed(answer.data)
      setManual(null)
      renew()
    }
  }

  return (
    <section className="block mdeposit" aria-labelledby={`${id}-title`}>
      <div className="mcard">
        <div className="mbalance">
          <span id={`${id}-title`}>{t('wallet_balance')}</span>
          <span className="mbalance__value" data-testid="deposit-balance">
            {props.balance}
          </span>
        </div>
      </div>
      {returned && (
        <div className="mcard">
          <DepositReturn attempt={returned} />
        </div>
      )}
      {confirmed && (
        <div className="mcard">
          <DepositReturn attempt={attempt?.key ?? ''} initial={confirmed} />
        </div>
      )}
      {manual ? (
        <>
          <ManualDetails details={manual} busy={confirm.busy} onConfirm={() => void confirmTransfer()} />
          {confirm.failure && <p className="mform__error" role="alert">{confirm.failure.message}</p>}
        </>
      ) : props.vendors.length === 0 || !vendor || !channel ? (
        <p className="mcard mcard__note">{t('deposit_none')}</p>
      ) : (
        <form className="mcard mform" onSubmit={(e) => void submit(e)} noValidate>
          <div className="mchips" role="tablist" aria-label={t('payment_method')}>
            {props.vendors.map((v) => (
              <button key={v.id} type="button" role="tab" aria-selected={v.id === vendor.id} className={`chip${v.id === vendor.id ? ' is-selected' : ''}`} onClick={() => { setVendorId(v.id); setChannelId(v.channels[0]?.id ?? '') }}>
                {v.name}
              </button>
            ))}
          </div>
          <fieldset className="mchoices">
            <legend className="mfield__label">{t('payment_method')}</legend>
            {vendor.channels.map((c) => (
              <label key={c.id} className="mchoice">
                <input type="radio" name={`${id}-channel`} value={c.id} checked={c.id === channel.id} onChange={() => setChannelId(c.id)} />
                <span className="mchoice__main">
                  <span className="mchoice__title">{c.name}</span>
                  <span className="mchoice__sub">{t('limits', { min: c.min, max: c.max })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <MoneyField id={`${id}-amount`} label={t('amount')} inputMode="decimal" autoComplete="off" placeholder={`${channel.min} – ${channel.max}`} value={amount} error={problem ?? errorFor(deposit.failure, 'amount')} onChange={(e) => { setAmount(e.target.value); setProblem(undefined) }} />
          <div className="mchips">
            {channel.quick.map((q) => (
              <button key={q.value} type="button" className={`chip${amount === q.value ? ' is-selected' : ''}`} aria-pressed={amount === q.value} onClick={() => { setAmount(q.value); setProblem(undefined) }}>
                {q.label}
              </button>
            ))}
          </div>
          {props.promos.length > 0 && (
            <fieldset className="mchoices">
              <legend className="mfield__label">{t('deposit_promotion')}</legend>
              {[{ id: '', title: t('no_promotion'), description: undefined }, ...props.promos].map((p) => (
                <label key={p.id || 'none'} className="mchoice">
                  <input type="radio" name={`${id}-promo`} value={p.id} checked={promoId === p.id} onChange={() => setPromoId(p.id)} />
                  <span className="mchoice__main">
                    <span className="mchoice__title">{p.title}</span>
                    {p.description && <span className="mchoice__sub">{p.description}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {formError(deposit.failure, ['amount']) && <p className="mform__error" role="alert">{formError(deposit.failure, ['amount'])}</p>}
          <button type="submit" className="btn btn--primary btn--block" disabled={deposit.busy || !attempt}>
            {t('deposit_now')}
          </button>
        </form>
      )}
    </section>
  )
}
