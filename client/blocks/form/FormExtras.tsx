import { useTranslation } from 'react-i18next'
import type { Action } from '../../../schemas/actions.ts'
import type { FormResolved } from '../../../schemas/blocks/form.ts'
import { useToast } from '../../actions/actionContext.ts'
import { useRevalidateScreens } from '../../api/useScreen.ts'
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts'

type Props = { props: FormResolved; onAction: (action: Action) => Promise<void>; busy: boolean; embedded?: boolean }

/** Extra buttons (free play, with its 'please wait' toast), one run at a time; the viewer may change (a trial session started). */
function ExtraButtons({ props, onAction, busy }: Omit<Props, 'embedded'>) {
  const { t } = useTranslation()
  const toast = useToast()
  const revalidate = useRevalidateScreens()
  const { busy: running, once } = useSubmitOnce()
  const run = (action: Action, loadingMs: number | undefined) =>
    once(async () => {
      const done = loadingMs ? toast(t('in_please_wait'), loadingMs) : () => undefined
      try {
        await onAction(action)
        await revalidate().catch(() => undefined)
      } finally {
        done()
      }
    })
  return props.buttons.map((b) => (
    <button key={b.id} type="button" className="btn btn--ghost btn--block" disabled={busy || running} onClick={() => void run(b.action, b.loadingMs)}>
      {b.label}
    </button>
  ))
}

/** Extra buttons and the links under a form; alone (a form with no mode) in a card of their own. */
export function FormExtras({ props, onAction, busy, embedded = false }: Props) {
  const content = (
    <>
      <ExtraButtons props={props} onAction={onAction} busy={busy} />
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
