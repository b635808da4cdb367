import { useEffect, useId, useRef, type ReactNode } from 'react'
import '../../shell/overlays.css'

type Props = { title: string; onClose: () => void; children: ReactNode }

/** A modal step of an agent's form (a downline's rebates, a transfer): Escape or a tap outside closes it. */
export function AgentDialog({ title, onClose, children }: Props) {
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  const latestClose = useRef(onClose)
  useEffect(() => {
    latestClose.current = onClose
  })
  useEffect(() => {
    // The first field (or button) takes the focus, so a keyboard or screen reader starts inside the dialog.
    box.current?.querySelector<HTMLElement>('input, select, button.btn')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <div className="overlay overlay--center" onClick={onClose}>
      <div ref={box} className="dialog agent-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId} className="agent-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  )
}
