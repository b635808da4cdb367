import { useEffect, useId, useRef, type RefObject } from 'react'
import type { ConfirmRequest } from '../actions/runAction.ts'
import './overlays.css'

type Props = { request: ConfirmRequest | null; onResult: (accepted: boolean) => void }

export function ConfirmDialog({ request, onResult }: Props) {
  const okRef = useRef<HTMLButtonElement>(null)
  const textId = useId()
  useDialogKeys(request, onResult, okRef)

  if (request === null) return null
  return (
    <div className="overlay overlay--center" onClick={() => onResult(false)}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-describedby={textId} onClick={(event) => event.stopPropagation()}>
        <p id={textId} className="dialog__text">
          {request.text}
        </p>
        <div className="dialog__actions">
          {request.noCancel !== true && (
            <button type="button" className="btn btn--ghost" onClick={() => onResult(false)}>
              {request.cancelLabel}
            </button>
          )}
          <button ref={okRef} type="button" className="btn btn--primary" onClick={() => onResult(true)}>
            {request.okLabel}
          </button>
        </div>
      </div>
    </div>
  )
}

/** While a request is open: its OK button has the focus, and Escape answers no. */
function useDialogKeys(request: ConfirmRequest | null, onResult: Props['onResult'], okRef: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    if (request === null) return undefined
    okRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onResult(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [request, onResult, okRef])
}
