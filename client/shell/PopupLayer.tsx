import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResolvedPopup } from '../../schemas/screen.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { report } from '../lib/report.ts'
import { ScreenRenderer } from '../renderer/ScreenRenderer.tsx'
import { Icon } from '../ui/Icon.tsx'
import { useShellUi } from './shellUi.ts'
import './overlays.css'

// Seeds: announcement popups appear 500 ms after the page loads, once.
const OPEN_ON_LOAD_DELAY_MS = 500
const openedOnLoad = new Set<string>()

/** The popups of the current screen: opened by openPopup actions, or on load when they ask for it. */
export function PopupLayer({ popups }: { popups: readonly ResolvedPopup[] }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const { popupId } = useShellUi()
  const shows = useClientWhen()
  const titleId = useId()

  useEffect(() => {
    const due = popups.filter((popup) => popup.openOnLoad && !openedOnLoad.has(popup.id) && shows(popup.clientWhen))
    if (due.length === 0) return undefined
    const timer = setTimeout(() => {
      for (const popup of due) {
        openedOnLoad.add(popup.id)
        void onAction({ type: 'openPopup', id: popup.id })
      }
    }, OPEN_ON_LOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [popups, shows, onAction])

  const popup = popupId === null ? undefined : popups.find((candidate) => candidate.id === popupId)
  useEffect(() => {
    if (popupId === null || popup !== undefined) return
    report({ kind: 'unresolvedAction', action: `openPopup → ${popupId}` })
    void onAction({ type: 'closePopup' })
  }, [popupId, popup, onAction])

  if (popup === undefined) return null
  const close = () => void onAction({ type: 'closePopup' })
  return (
    <div className="overlay overlay--center" onClick={close}>
      <div className="dialog popup" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="icon-btn popup__close" aria-label={t('client_close')} onClick={close}>
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
                  if (action.type !== 'closePopup') close()
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
