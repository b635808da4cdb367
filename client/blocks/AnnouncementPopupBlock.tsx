import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import { RichText } from '../ui/RichText.tsx'
import type { BlockProps } from './types.ts'
import './AnnouncementPopupBlock.css'

/**
 * The announcements of the load popup, one at a time (seeds 001 §4): paged with previous / next; 'I know it' dismisses
 * the popup (closing it saves show=false for its type, the popup's onClose), whichever entry is on show; a promotion
 * also offers its activity page.
 */
export default function AnnouncementPopupBlock({ id, props }: BlockProps<'announcementPopup'>) {
  const onAction = useOnAction()
  const [index, setIndex] = useState(0)
  const { entries } = props
  const at = Math.min(index, entries.length - 1)
  const entry = entries[at]
  if (entry === undefined) return null
  const dismiss = () => void onAction({ type: 'closePopup' })
  return (
    <div className="announce" data-block={id}>
      <h3 className="announce__title">{entry.title}</h3>
      <div className="announce__content">
        <RichText nodes={entry.content} onAction={(action) => void onAction(action)} />
      </div>
      {entries.length > 1 && <AnnouncePager at={at} total={entries.length} onIndex={setIndex} />}
      <AnnounceActions activity={entry.activity} dismissLabel={props.dismissLabel} onDismiss={dismiss} />
    </div>
  )
}

function AnnouncePager({ at, total, onIndex }: { at: number; total: number; onIndex: (index: number) => void }) {
  const { t } = useTranslation()
  return (
    <div className="announce__pager">
      <button type="button" className="icon-btn" aria-label={t('client_previous')} disabled={at === 0} onClick={() => onIndex(at - 1)}>
        <Icon name="back" size={20} />
      </button>
      <span className="announce__count" aria-live="polite">
        {t('client_page_of', { current: at + 1, total })}
      </span>
      <button type="button" className="icon-btn" aria-label={t('client_next')} disabled={at >= total - 1} onClick={() => onIndex(at + 1)}>
        <Icon name="chevron" size={20} />
      </button>
    </div>
  )
}

type Entry = BlockProps<'announcementPopup'>['props']['entries'][number]

function AnnounceActions({ activity, dismissLabel, onDismiss }: { activity: Entry['activity']; dismissLabel: string; onDismiss: () => void }) {
  const onAction = useOnAction()
  return (
    <div className="dialog__actions announce__actions">
      {activity && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            void onAction({ type: 'closePopup' })
            void onAction(activity.action)
          }}
        >
          {activity.label}
        </button>
      )}
      <button type="button" className="btn btn--primary" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  )
}
