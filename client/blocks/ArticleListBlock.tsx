import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArticleEntry } from '../../schemas/blocks/articleList.ts'
import type { Language } from '../../schemas/constants.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { usePagedList, type PagedList } from '../api/usePagedList.ts'
import { currentLanguage, I18NEXT_CODE } from '../lib/language.ts'
import { Icon } from '../ui/Icon.tsx'
import { RichText } from '../ui/RichText.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useLoadMoreOnScroll } from '../ui/useLoadMoreOnScroll.ts'
import type { BlockProps } from './types.ts'
import './ArticleListBlock.css'

// Seeds 001 §4 Infinite scroll: within 300 px of the end, at most once a second.
const LOAD_MORE_PX = 300
const LOAD_MORE_THROTTLE_MS = 1000

function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

type EntryProps = { blockId: string; entry: ArticleEntry; unread: boolean; expanded: boolean; locale: string; onToggle: () => void }

function Entry({ blockId, entry, unread, expanded, locale, onToggle }: EntryProps) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const bodyId = `${blockId}-${entry.id}`
  return (
    <li className={unread ? 'article is-unread' : 'article'}>
      <button type="button" className="article__head" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
        <span className="article__mark" aria-hidden="true" />
        <span className="article__text">
          <span className="article__title">
            {entry.title}
            {unread && <span className="visually-hidden"> ({t('client_unread')})</span>}
          </span>
          {entry.time !== undefined && (
            <time className="article__time" dateTime={entry.time}>
              {formatTime(entry.time, locale)}
            </time>
          )}
          {!expanded && entry.summary !== entry.title && <span className="article__summary">{entry.summary}</span>}
        </span>
        <Icon name="chevron" size={18} className="article__chevron" />
      </button>
      {expanded && (
        <div id={bodyId} className="article__body">
          <RichText nodes={entry.content} onAction={(action) => void onAction(action)} />
        </div>
      )}
    </li>
  )
}

/** The list in place of its entries: locked for this viewer, failed, or empty. */
function ListState({ id, icon, text, children }: { id: string; icon?: string; text: string; children?: ReactNode }) {
  return (
    <section className="block articles articles--state" data-block={id}>
      {icon !== undefined && <Icon name={icon} size={40} className="articles__icon" />}
      <p className="articles__message">{text}</p>
      {children}
    </section>
  )
}

/** The entries on show; opening an unread one marks it read here at once, then on the platform (its `open` action). */
function Entries({ id, list, lang }: { id: string; list: PagedList<'announcements' | 'inbox'>; lang: Language }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState<string | null>(null)
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(() => new Set())
  const end = useRef<HTMLDivElement>(null)
  useLoadMoreOnScroll(end, { thresholdPx: LOAD_MORE_PX, throttleMs: LOAD_MORE_THROTTLE_MS, onLoadMore: list.loadMore, enabled: list.hasMore })
  const toggle = (entry: ArticleEntry) => {
    if (expanded === entry.id) return setExpanded(null)
    setExpanded(entry.id)
    if (entry.unread !== true || readHere.has(entry.id)) return
    setReadHere((marked) => new Set(marked).add(entry.id))
    if (entry.open) void onAction(entry.open)
  }
  return (
    <section className="block articles" data-block={id}>
      <ul className="articles__list">
        {list.items.map((entry) => (
          <Entry
            key={entry.id}
            blockId={id}
            entry={entry}
            unread={entry.unread === true && !readHere.has(entry.id)}
            expanded={expanded === entry.id}
            locale={I18NEXT_CODE[lang]}
            onToggle={() => toggle(entry)}
          />
        ))}
      </ul>
      <div ref={end} className="articles__end" aria-live="polite">
        {list.loading && <Spinner size="sm" label={t('client_loading_more_items')} />}
        {list.error && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => list.loadMore()}>
            {t('client_retry')}
          </button>
        )}
      </div>
    </section>
  )
}

/**
 * The announcements or the member's inbox: entries open in place; opening an unread one marks it read here at once
 * and then on the platform (its `open` action, from the gateway). Later pages load on scroll.
 */
export default function ArticleListBlock({ id, props, status }: BlockProps<'articleList'>) {
  const onAction = useOnAction()
  const { t, i18n } = useTranslation()
  const lang = currentLanguage(i18n)
  // Locked or failed, the list has no first page, and nothing is asked.
  const list = usePagedList(props.source, props.first ? { pageSize: props.pageSize, lang } : null, props.first)
  const icon = props.source === 'inbox' ? 'mail' : 'notice'
  const { locked } = props
  if (locked) {
    return (
      <ListState id={id} icon={icon} text={locked.text}>
        {locked.action && locked.label && (
          <button type="button" className="btn btn--primary" onClick={() => locked.action && void onAction(locked.action)}>
            {locked.label}
          </button>
        )}
      </ListState>
    )
  }
  if (props.first === undefined || status === 'degraded') {
    return (
      <ListState id={id} text={t('client_load_failed')}>
        <button type="button" className="btn btn--ghost" onClick={() => void onAction({ type: 'refresh' })}>
          {t('client_retry')}
        </button>
      </ListState>
    )
  }
  if (list.items.length === 0) return <ListState id={id} icon={icon} text={props.emptyText} />
  return <Entries id={id} list={list} lang={lang} />
}
