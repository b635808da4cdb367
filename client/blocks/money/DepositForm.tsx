import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { DepositDataSchema } from '../../../schemas/api/money.ts'
import { FormError } from '../../forms/FieldFrame.tsx'
import { InputField } from '../../forms/InputField.tsx'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import type { BlockProps } from '../types.ts'
import { amountProblem } from './amount.ts'
import { Choices, QuickAmounts, VendorTabs, type Channel, type Vendor } from './MoneyChoices.tsx'

type Props = BlockProps<'depositPanel'>['props']
export type Manual = Extract<z.infer<typeof DepositDataSchema>, { kind: 'manual' }>

/** The vendor and channel picked; a vendor's first channel until another is. */
function useChannel(vendors: readonly Vendor[]) {
  const [vendorId, setVendorId] = useState(vendors[0]?.id ?? '')
  const vendor = vendors.find((v) => v.id === vendorId) ?? vendors[0]
  const [channelId, setChannelId] = useState(vendor?.channels[0]?.id ?? '')
  const channel = vendor?.channels.find((c) => c.id === channelId) ?? vendor?.channels[0]
  const pickVendor = (v: Vendor) => {
    setVendorId(v.id)
    setChannelId(v.channels[0]?.id ?? '')
  }
  return { vendor, channel, pickVendor, setChannelId }
}

type FormProps = {
  props: Props
  vendor: Vendor
  channel: Channel
  pickVendor: (v: Vendor) => void
  setChannelId: (id: string) => void
  attempt: string | undefined
  onManual: (details: Manual) => void
}

const AMOUNT = { required: true, inputMode: 'decimal', autoComplete: 'off' } as const

/** The amount (typed or a quick one) within the channel's limits, and a promotion; the gateway answers how to pay. */
function DepositFields({ props, vendor, channel, pickVendor, setChannelId, attempt, onManual }: FormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [amount, setAmount] = useState('')
  const [promoId, setPromoId] = useState('')
  const form = useActionForm('deposit')
  const type = (value: string) => {
    setAmount(value)
    form.refuse(null)
  }
  const submit = onSubmit(async () => {
    if (!attempt) return
    const problem = amountProblem(amount, props.decimals, { min: channel.minValue, max: channel.maxValue }, t)
    const answer = await form.submit(problem, { attempt, channelId: channel.id, amount: amount.trim(), ...(promoId ? { promoId } : {}) })
    if (answer?.data?.kind === 'manual') onManual(answer.data)
  })
  const promos = [{ id: '', title: t('no_promotion') }, ...props.promos.map((p) => ({ id: p.id, title: p.title, sub: p.description }))]
  const channels = vendor.channels.map((c) => ({ id: c.id, title: c.name, sub: t('limits', { min: c.min, max: c.max }) }))
  const amountField = { id: `${id}-amount`, label: t('amount'), ...AMOUNT, placeholder: `${channel.min} – ${channel.max}` }
  return (
    <form className="mcard mform" onSubmit={submit} noValidate>
      <VendorTabs vendors={props.vendors} vendor={vendor} onPick={pickVendor} />
      <Choices name={`${id}-channel`} legend={t('payment_method')} choices={channels} chosen={channel.id} onChoose={setChannelId} />
      <InputField {...amountField} value={amount} error={form.errorOf('amount')} onChange={(e) => type(e.target.value)} />
      <QuickAmounts channel={channel} amount={amount} onPick={type} />
      {props.promos.length > 0 && <Choices name={`${id}-promo`} legend={t('deposit_promotion')} choices={promos} chosen={promoId} onChoose={setPromoId} />}
      <FormError message={form.generalError(['amount'])} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy || !attempt}>
        {t('deposit_now')}
      </button>
    </form>
  )
}

/** Deposit: a vendor, one of its channels, the amount within its limits, a promotion; or a note that there is none. */
export function DepositForm({ props, attempt, onManual }: { props: Props; attempt: string | undefined; onManual: (details: Manual) => void }) {
  const { t } = useTranslation()
  const { vendor, channel, pickVendor, setChannelId } = useChannel(props.vendors)
  if (!vendor || !channel) return <p className="mcard mcard__note">{t('deposit_none')}</p>
  return (
    <DepositFields props={props} vendor={vendor} channel={channel} pickVendor={pickVendor} setChannelId={setChannelId} attempt={attempt} onManual={onManual} />
  )
}
