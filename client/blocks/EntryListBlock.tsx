import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EntryCard, EntrySource } from '../../schemas/blocks/entryList.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { usePagedList } from '../api/usePagedList.ts'
import { currentLanguage } from '../lib/language.ts'
import { LazyImage } from '../ui/LazyImage.tsx'
import type { BlockProps } from './types.ts'
import './EntryListBlock.css'

/** The wide promotion pictures are 750 × 300. */
const MEDIA_RATIO = 750 / 300

type Layout = 'media' | 'compact'

function EntryBody({ card, layout }: { card: EntryCard; layout: Layout }) {
  return (
    <>
      {card.image !== undefined && (
        <LazyImage src={card.image} alt="" fallback="banner" className="entry__image" aspectRatio={layout === 'media' ? MEDIA_RATIO : 1} />
      )}
      <span className="entry__text">
        <span className="entry__top">
          <span className="entry__title">{card.title}</span>
          {card.badge && <span className={`entry__badge entry__badge--${card.badge.tone}`}>{card.badge.text}</span>}
        </span>
        {card.lines.map((line) => (
          <span key={line} className="entry__line">
            {line}
          </span>
        ))}
        {card.note !== undefined && <span className="entry__note">{card.note}</span>}
      </span>
    </>
  )
}

function Entry({ card, layout }: { card: EntryCard; layout: Layout }) {
  const onAction = useOnAction()
  const [busy, setBusy] = useState(false)
  const { action, button } = card
  const body = <EntryBody card={card} layout={layout} />
  // One tap per claim: the button stays disabled until the gateway has answered.
  const press = async () => {
    if (!button || busy) return
    setBusy(true)
    try {
      await onAction(button.action)
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className={`entry entry--${layout}`}>
      {action ? (
        <button type="button" className="entry__main" onClick={() => void onAction(action)}>
          {body}
        </button>
      ) : (
        <div className="entry__main">{body}</div>
      )}
      {button && (
        <div className="entry__foot">
          <button type="button" className="btn btn--primary btn--sm entry__button" disabled={busy} aria-busy={busy} onClick={() => void press()}>
            {button.label}
          </button>
        </div>
      )}
    </li>
  )
}

type Shown = { tab: string; items: EntryCard[]; loading: boolean; failed: boolean }
type ViewProps = BlockProps<'entryList'> & { shown: Shown; onSelect: (tab: string) => void }

/** Entries with pictures, badges and actions (promotions, the reward centre, pending contracts), in tabs when there are some. */
export default function EntryListBlock({ id, props, status }: BlockProps<'entryList'>) {
  const { source } = props
  // Pending contracts come whole with the screen; promotions and rewards serve their other tabs as lists.
  if (source === 'pendingContracts') {
    return (
      <EntryListView
        id={id}
        props={props}
        status={status}
        shown={{ tab: props.tab, items: props.items, loading: false, failed: false }}
        onSelect={() => undefined}
      />
    )
  }
  return <TabbedEntryList id={id} props={props} status={status} source={source} />
}

/** The screen's own tab from its props (kept in step when the screen is fetched again, e.g. after a claim), another from its list. */
function TabbedEntryList({ source, ...block }: BlockProps<'entryList'> & { source: Exclude<EntrySource, 'pendingContracts'> }) {
  const { props } = block
  const { i18n } = useTranslation()
  // The tab picked here, for as long as the screen shows the tab it was picked from.
  const [picked, setPicked] = useState<{ from: string; tab: string } | null>(null)
  const tab = picked?.from === props.tab ? picked.tab : props.tab
  const list = usePagedList(source, { tab, lang: currentLanguage(i18n) }, tab === props.tab ? { tab, items: props.items } : undefined)
  const shown = { tab, items: list.items, loading: list.loading, failed: list.error !== null }
  return <EntryListView {...block} shown={shown} onSelect={(next) => setPicked({ from: props.tab, tab: next })} />
}

/** The list's tabs, each with its count when it has one. */
function EntryTabs({ tabs, shown, onSelect }: { tabs: ViewProps['props']['tabs']; shown: string | undefined; onSelect: (tab: string) => void }) {
  return (
    <div className="entries__tabs" role="tablist" data-no-back-swipe="">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === shown}
          className={tab.id === shown ? 'pill is-active' : 'pill'}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined && (
            <>
              {' '}
              <span className="entries__count">{tab.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  )
}

function EntryListView({ id, props, status, shown, onSelect }: ViewProps) {
  const message = shown.loading
    ? props.loadingText
    : shown.failed || status === 'degraded'
      ? props.failedText
      : shown.items.length === 0
        ? props.emptyText
        : null
  return (
    <section className="block entries" data-block={id}>
      {props.tabs.length > 0 && <EntryTabs tabs={props.tabs} shown={shown.tab} onSelect={onSelect} />}
      {message !== null ? (
        <p className="entries__state" role={shown.failed ? 'alert' : undefined}>
          {message}
        </p>
      ) : (
        <ul className={`entries__list entries__list--${props.layout}`}>
          {shown.items.map((card) => (
            <Entry key={card.id} card={card} layout={props.layout} />
          ))}
        </ul>
      )}
    </section>
  )
}
