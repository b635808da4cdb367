import { useTranslation } from 'react-i18next'
import type { BlockProps } from '../types.ts'

type Props = BlockProps<'depositPanel'>['props']
export type Vendor = Props['vendors'][number]
export type Channel = Vendor['channels'][number]

/** The payment vendors as tabs; choosing one picks its first channel. */
export function VendorTabs({ vendors, vendor, onPick }: { vendors: readonly Vendor[]; vendor: Vendor; onPick: (vendor: Vendor) => void }) {
  const { t } = useTranslation()
  return (
    <div className="mchips" role="tablist" aria-label={t('payment_method')}>
      {vendors.map((v) => (
        <button
          key={v.id}
          type="button"
          role="tab"
          aria-selected={v.id === vendor.id}
          className={`chip${v.id === vendor.id ? ' is-selected' : ''}`}
          onClick={() => onPick(v)}
        >
          {v.name}
        </button>
      ))}
    </div>
  )
}

type Choice = { id: string; title: string; sub?: string | undefined }

/** One choice of a list (a channel with its limits, a promotion), as radio buttons under a legend. */
export function Choices({
  name,
  legend,
  choices,
  chosen,
  onChoose,
}: {
  name: string
  legend: string
  choices: readonly Choice[]
  chosen: string
  onChoose: (id: string) => void
}) {
  return (
    <fieldset className="mchoices">
      <legend className="mfield__label">{legend}</legend>
      {choices.map((c) => (
        <label key={c.id || 'none'} className="mchoice">
          <input type="radio" name={name} value={c.id} checked={c.id === chosen} onChange={() => onChoose(c.id)} />
          <span className="mchoice__main">
            <span className="mchoice__title">{c.title}</span>
            {c.sub && <span className="mchoice__sub">{c.sub}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** The channel's quick amounts: a tap fills the amount. */
export function QuickAmounts({ channel, amount, onPick }: { channel: Channel; amount: string; onPick: (value: string) => void }) {
  return (
    <div className="mchips">
      {channel.quick.map((q) => (
        <button
          key={q.value}
          type="button"
          className={`chip${amount === q.value ? ' is-selected' : ''}`}
          aria-pressed={amount === q.value}
          onClick={() => onPick(q.value)}
        >
          {q.label}
        </button>
      ))}
    </div>
  )
}
