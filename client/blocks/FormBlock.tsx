import { useId } from 'react'
import type { FormMode, FormResolved } from '../../schemas/blocks/form.ts'
import { useOnAction, type OnAction } from '../actions/actionContext.ts'
import { FormError } from '../forms/FieldFrame.tsx'
import { onSubmit } from '../forms/useActionForm.ts'
import { FormExtras } from './form/FormExtras.tsx'
import { FormFields } from './form/FormFields.tsx'
import { FormButtons, FormCheck, ModeTabs } from './form/FormParts.tsx'
import { useIdentityForm, useIdentityState } from './form/useIdentityForm.ts'
import { useSocialReturn } from './form/useSocialReturn.ts'
import type { BlockProps } from './types.ts'
import './form/FormFrame.css'
import './FormBlock.css'

type Props = { blockId: string; props: FormResolved; mode: FormMode; state: ReturnType<typeof useIdentityState>; onAction: OnAction }

/** One mode of an identity form: its tabs, fields, checks, error line and buttons. */
function IdentityForm({ blockId, props, mode, state, onAction }: Props) {
  const baseId = useId()
  const form = useIdentityForm(props, mode, state)
  const social = useSocialReturn(props.modes.some((m) => m.social.length > 0))
  const busy = form.sending.busy || social.busy
  return (
    <section className={`block block--login block--form form--${props.variant}`} aria-labelledby={`${baseId}-title`}>
      <form className="login" onSubmit={onSubmit(form.sending.submit)} noValidate>
        <h2 id={`${baseId}-title`} className="login__title">
          {props.title}
        </h2>
        {props.notice && <p className="form__notice">{props.notice}</p>}
        <ModeTabs modes={props.modes} active={mode.id} onSwitch={form.switchMode} />
        <FormFields idPrefix={`${baseId}-${blockId}`} modeId={mode.id} shown={form.shown} state={state} env={form.env} onBlur={form.onBlur} />
        <FormCheck check={form.remember} />
        <FormCheck check={form.agreement} />
        <FormError boxed message={form.sending.formError ?? social.error} />
        <FormButtons mode={mode} busy={busy} canSubmit={form.agreed} resetLabel={props.resetLabel} onReset={form.reset} onAction={onAction} />
        <FormExtras props={props} onAction={onAction} busy={form.sending.busy} embedded />
      </form>
    </section>
  )
}

/** Every identity form: the gateway sends the modes, fields, rules and widgets; this draws and submits them. */
export default function FormBlock({ id, props }: BlockProps<'form'>) {
  const onAction = useOnAction()
  const state = useIdentityState(props)
  if (!state.mode) return <FormExtras props={props} onAction={onAction} busy={false} />
  return <IdentityForm blockId={id} props={props} mode={state.mode} state={state} onAction={onAction} />
}
