import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResolvedPopup } from '../../schemas/screen.ts'
import { useOnAction, type OnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { report } from '../lib/report.ts'
import { preloadBlocks } from '../renderer/registry.ts'
import { ScreenRenderer } from '../renderer/ScreenRenderer.tsx'
import { Icon } from '../ui/Icon.tsx'
import { useShellUi } from './shellUi.ts'
import './overlays.css'

// Seeds: announcement popups appear 500 ms after the page loads, once.
const OPEN_ON_LOAD_DELAY_MS = 500
/** The closing animation (overlays.css). */
const CLOSE_MS = 200
const openedOnLoad = new Set<string>()

type Closing = { popup: ResolvedPopup; timer: ReturnType<typeof setTimeout> }

/**
 * Whichever way a popup closes (its close button, an action inside it, a new page), it fades out; its `onClose`
 * actions run at once (the announcement popup remembers it was seen), so a reload during the fade still knows.
 */
function useClosing(popup: ResolvedPopup | undefined, onAction: OnAction): ResolvedPopup | null {
  const [closing, setClosing] = useState<Closing | null>(null)
  const shown = useRef<ResolvedPopup | undefined>(undefined)
  const pending = useRef(new Set<Closing>())
  useEffect(() => {
    const previous = shown.current
    shown.current = popup
    if (previous === undefined || previous.id === popup?.id) return
    for (const action of previous.onClose ?? []) void onAction(action)
    const entry: Closing = {
      popup: previous,
      timer: setTimeout(() => {
        pending.current.delete(entry)
        setClosing((current) => (current === entry ? null : current))
      }, CLOSE_MS),
    }
    pending.current.add(entry)
    setClosing(entry)
  }, [popup, onAction])
  useEffect(() => {
    const waiting = pending.current
    return () => {
      for (const entry of waiting) clearTimeout(entry.timer)
    }
  }, [])
  return closing?.popup ?? null
}

function PopupDialog({ popup, closing, onClose }: { popup: ResolvedPopup; closing: boolean; onClose: () => void }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <div
      className={closing ? 'overlay overlay--center is-closing' : 'overlay overlay--center'}
      onClick={onClose}
      inert={closing}
      aria-hidden={closing || undefined}
    >
      <div className="dialog popup" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="icon-btn popup__close" aria-label={t('client_close')} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
        <h2 id={titleId} className="popup__title">
          {popup.title}
        </h2>
        {popup.body && <div className="popup__body">{popup.body}</div>}
        {popup.blocks && popup.blocks.length > 0 && (
          <div className="popup__blocks">
            <ScreenRenderer blocks={popup.blocks} />
          </div>
        )}
        {popup.actions.length > 0 && (
          <div className="dialog__actions">
            {popup.actions.map(({ label, action }, index) => (
              <button
                key={label}
                type="button"
                className={index === popup.actions.length - 1 ? 'btn btn--primary' : 'btn btn--ghost'}
                onClick={() => {
                  if (action.type !== 'closePopup') onClose()
                  void onAction(action)
                }}
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

/** The popups of the current screen: opened by openPopup actions, or on load when they ask for it. */
export function PopupLayer({ popups }: { popups: readonly ResolvedPopup[] }) {
  const onAction = useOnAction()
  const { popupId } = useShellUi()
  useOpenOnLoad(popups, popupId)

  const popup = popupId === null ? undefined : popups.find((candidate) => candidate.id === popupId)
  useEffect(() => {
    if (popupId === null || popup !== undefined) return
    report({ kind: 'unresolvedAction', action: `openPopup → ${popupId}` })
    void onAction({ type: 'closePopup' })
  }, [popupId, popup, onAction])
  const closing = useClosing(popup, onAction)

  const close = () => void onAction({ type: 'closePopup' })
  return (
    <>
      {closing !== null && closing.id !== popup?.id && <PopupDialog popup={closing} closing onClose={() => undefined} />}
      {popup !== undefined && <PopupDialog key={popup.id} popup={popup} closing={false} onClose={close} />}
    </>
  )
}

/**
 * Opens, once per page load, the popups that ask for it and show on this device, their blocks' code loaded first:
 * one at a time, in the layout's order (the announcements, then an agent's contract requests), each once the one
 * before it has closed.
 */
function useOpenOnLoad(popups: readonly ResolvedPopup[], popupId: string | null) {
  const onAction = useOnAction()
  const shows = useClientWhen()
  const queue = useRef<string[]>([])
  useEffect(() => {
    const due = popups.filter((popup) => popup.openOnLoad && !openedOnLoad.has(popup.id) && shows(popup.clientWhen))
    if (due.length === 0) return undefined
    let live = true
    // Its blocks' code meanwhile: a popup that grows when its content arrives moves on screen (a layout shift).
    const ready = preloadBlocks(due.flatMap((popup) => (popup.blocks ?? []).map((block) => block.type))).catch(() => undefined)
    const timer = setTimeout(() => {
      void ready.then(() => {
        if (!live) return
        for (const popup of due) openedOnLoad.add(popup.id)
        const [first, ...rest] = due
        queue.current = rest.map((popup) => popup.id)
        // As a transition, the popup is drawn in slices that yield to the browser: drawn at once, an announcement
        // with its blocks was one long task (~45 ms at 4× CPU throttle) while the page was otherwise idle.
        if (first) startTransition(() => void onAction({ type: 'openPopup', id: first.id }))
      })
    }, OPEN_ON_LOAD_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [popups, shows, onAction])
  useEffect(() => {
    if (popupId !== null || queue.current.length === 0) return undefined
    // After the last one's fade; a queued popup no longer on this screen (the player went on) or shown is skipped.
    const timer = setTimeout(() => {
      while (queue.current.length > 0) {
        const id = queue.current.shift()
        const next = popups.find((popup) => popup.id === id)
        if (next && shows(next.clientWhen)) return void onAction({ type: 'openPopup', id: next.id })
      }
    }, CLOSE_MS)
    return () => clearTimeout(timer)
  }, [popupId, popups, shows, onAction])
}
