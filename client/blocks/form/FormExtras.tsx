import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Action } from '../../../schemas/actions.ts'
import type { FormResolved } from '../../../schemas/blocks/form.ts'
import { useToast } from '../../actions/actionContext.ts'
import { useRevalidateScreens } from '../../api/useScreen.ts'

type Props = { props: FormResolved; onAction: (action: Action) => Promise<void>; busy: boolean; embedded?: boolean }

/** Extra buttons (free play, with its 'please wait' toast) and the links under a form. */
export function FormExtras({ props, onAction, busy, embedded = false }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const revalidate = useRevalidateScreens()
  const [running, setRunning] = useState(false)
  const run = async (action: Action, loadingMs: number | undefined) => {
    if (running) return
    setRunning(true)
    const done = loadingMs ? toast(t('in_please_wait'), loadingMs) : () => undefined
    try {
      await onAction(action)
      // The viewer may have changed (a trial session started).
      await revalidate().catch(() => undefined)
    } finally {
      done()
      setRunning(false)
    }
  }
  const content = (
    <>
      {props.buttons.map((b) => (
        <button key={b.id} type="button" className="btn btn--ghost btn--block" disabled={busy || running} onClick={() => void run(b.action, b.loadingMs)}>
          {b.label}
        </button>
      ))}
      {props.links.length > 0 && (
        <div className="login__links">
          {props.links.map((link) => (
            <button key={link.label} type="button" className="login__link" onClick={() => void onAction(link.action)}>
              {link.label}
            </button>
          ))}
        </div>
      )}
    </>
  )
  if (embedded) return content
  return (
    <section className="block block--login block--form">
      <div className="login">
        <h2 className="login__title">{props.title}</h2>
        {props.notice && <p className="form__notice">{props.notice}</p>}
        {content}
      </div>
    </section>
  )
}
