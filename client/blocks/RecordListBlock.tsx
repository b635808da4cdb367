import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecordQuery } from '../../schemas/api/records.ts'
import type { RecordItem } from '../../schemas/blocks/recordList.ts'
import { usePagedList, type PagedList } from '../api/usePagedList.ts'
import { useBrowserValue } from '../lib/useBrowserValue.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { LotteryBets } from './money/LotteryBets.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './RecordListBlock.css'

const PRESETS = [1, 7, 30] as const

type RecordFilter = Pick<RecordQuery, 'kind' | 'category' | 'from' | 'to'>

/** YYYY-MM-DD of a day `back` days before today, in the viewer's zone. */
function dayBefore(back: number): string {
  const d = new Date()
  d.setDate(d.getDate() - back)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

function Row({ item }: { item: RecordItem }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <li className="mrecord">
      <button type="button" className="mrecord__head" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="mrecord__main">
          <span className="mrecord__title">{item.title}</span>
          <span className="mchoice__sub">{item.subtitle}</span>
        </span>
        <span className="mrecord__side">
          <span className={`mrecord__amount mamount--${item.tone}`}>{item.amount}</span>
          {item.status && <span className={`mstatus mstatus--${item.status.tone}`}>{item.status.label}</span>}
        </span>
      </button>
      {open && item.lines && (
        <dl className="mdetails mrecord__lines" aria-label={t('details')}>
          {item.lines.map((line) => (
            <div key={line.label} className="mdetails__row">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {open && item.orderId && <LotteryBets orderId={item.orderId} />}
    </li>
  )
}

type Props = BlockProps<'recordList'>['props']
type Set = (patch: Partial<RecordFilter>) => void

function KindTabs({ uid, kinds, filter, set }: { uid: string; kinds: Props['kinds']; filter: RecordFilter | null; set: Set }) {
  const { t } = useTranslation()
  return (
    <div className="mchips mrecords__tabs" role="tablist" id={`${uid}-tabs`} aria-label={t('betting_record')}>
      {kinds.map((k) => (
        <button
          key={k.id}
          type="button"
          role="tab"
          aria-selected={filter?.kind === k.id}
          className={`pill${filter?.kind === k.id ? ' is-active' : ''}`}
          onClick={() => set({ kind: k.id, category: k.id === 'bets' ? (filter?.category ?? 'RNG') : undefined })}
        >
          {k.label}
        </button>
      ))}
    </div>
  )
}

/** The quick ranges: today, and the last few days. */
function RangePresets({ filter, set }: { filter: RecordFilter | null; set: Set }) {
  const { t } = useTranslation()
  return (
    <div className="mchips">
      {PRESETS.map((days) => (
        <button
          key={days}
          type="button"
          className={`chip${filter?.from === dayBefore(days - 1) && filter.to === dayBefore(0) ? ' is-selected' : ''}`}
          onClick={() => set({ from: dayBefore(days - 1), to: dayBefore(0) })}
        >
          {days === 1 ? t('range_today') : t('range_days', { days })}
        </button>
      ))}
    </div>
  )
}

/** One end of the range, a date field bounded by the other end. */
function DateEnd({
  id,
  label,
  value,
  bound,
  onDate,
}: {
  id: string
  label: string
  value: string
  bound: { min?: string | undefined; max?: string | undefined }
  onDate: (date: string) => void
}) {
  return (
    <div className="mfield">
      <label className="mfield__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="mfield__input" type="date" value={value} {...bound} onChange={(e) => e.target.value && onDate(e.target.value)} />
    </div>
  )
}

/** A preset range (today, the last 7 or 30 days) or two days of the viewer's own. */
function DateRange({ uid, filter, set }: { uid: string; filter: RecordFilter | null; set: Set }) {
  const { t } = useTranslation()
  return (
    <>
      <RangePresets filter={filter} set={set} />
      <div className="mrecords__dates">
        <DateEnd id={`${uid}-from`} label={t('date_from')} value={filter?.from ?? ''} bound={{ max: filter?.to }} onDate={(from) => set({ from })} />
        <DateEnd id={`${uid}-to`} label={t('date_to')} value={filter?.to ?? ''} bound={{ min: filter?.from }} onDate={(to) => set({ to })} />
      </div>
    </>
  )
}

function Filters({ uid, props, filter, set }: { uid: string; props: Props; filter: RecordFilter | null; set: Set }) {
  const { t } = useTranslation()
  return (
    <div className="mcard mrecords__filters">
      {props.kinds.length === 1 && <h2 className="mcard__title">{props.kinds[0]?.label}</h2>}
      {filter?.kind === 'bets' && (
        <div className="mfield">
          <label className="mfield__label" htmlFor={`${uid}-category`}>
            {t('game_category')}
          </label>
          <select
            id={`${uid}-category`}
            className="mselect"
            value={filter.category}
            onChange={(e) => set({ category: e.target.value as RecordFilter['category'] })}
          >
            {props.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <DateRange uid={uid} filter={filter} set={set} />
    </div>
  )
}

/** The totals of the records for the filter (the latest page's). */
function Summary({ lines }: { lines: { label: string; value: string }[] }) {
  return (
    <dl className="mcard mdetails" data-testid="records-summary">
      {lines.map((s) => (
        <div key={s.label} className="mdetails__row">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The records as far as they have loaded, with the summary of the latest page; none yet while the days are unknown. */
function Records({ records, waiting }: { records: PagedList<'records'>; waiting: boolean }) {
  const { t } = useTranslation()
  const error = !waiting && records.error ? (records.error.userMessage ?? t('client_error_generic')) : undefined
  const loading = records.loading || waiting
  return (
    <>
      {records.last?.summary && <Summary lines={records.last.summary} />}
      <div className="mcard">
        {error ? (
          <p className="mform__error" role="alert">
            {error}
          </p>
        ) : records.items.length === 0 && !loading ? (
          <p className="mcard__note mrecords__empty">{t('in_no_data')}</p>
        ) : (
          <ul className="mrows" data-testid="records">
            {records.items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </ul>
        )}
        {loading && (
          <div className="mrecords__loading">
            <Spinner label={t('client_loading')} />
          </div>
        )}
        {!loading && records.hasMore && (
          <button type="button" className="btn btn--ghost btn--block mrecords__more" onClick={() => records.loadMore()}>
            {t('load_more')}
          </button>
        )}
      </div>
    </>
  )
}

/** The member's records by kind, game category and date range, a page at a time, each row opening its details. */
export default function RecordListBlock({ id, props }: BlockProps<'recordList'>) {
  const { i18n } = useTranslation()
  const uid = useId()
  const first = props.kinds[0]?.id ?? 'transactions'
  // Dates are the viewer's own days: known once the page runs in the browser.
  const today = useBrowserValue(() => dayBefore(0), '')
  const [chosen, setFilter] = useState<RecordFilter | null>(null)
  const filter: RecordFilter | null =
    chosen ??
    (today ? { kind: first, from: dayBefore(props.days - 1), to: today, ...(first === 'bets' ? { category: props.categories[0]?.id ?? 'RNG' } : {}) } : null)
  // Asked only once the viewer's days are known; their time zone goes with them.
  const records = usePagedList(
    'records',
    filter && { ...filter, tz: new Date().getTimezoneOffset(), pageSize: props.pageSize, lang: i18n.language.toUpperCase() },
  )
  const set = (patch: Partial<RecordFilter>) => setFilter(filter ? { ...filter, ...patch } : null)
  return (
    <section className="block mrecords" data-block={id} aria-labelledby={`${uid}-tabs`}>
      {props.kinds.length > 1 && <KindTabs uid={uid} kinds={props.kinds} filter={filter} set={set} />}
      <Filters uid={uid} props={props} filter={filter} set={set} />
      <Records records={records} waiting={filter === null} />
    </section>
  )
}
