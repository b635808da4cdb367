import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { profileProblem } from '../../schemas/moneyRules.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { InputField } from '../forms/InputField.tsx'
import { onSubmit, translated, useActionForm } from '../forms/useActionForm.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'

type Entry = BlockProps<'menuList'>['props']['entries'][number]

/** The row of a profile value as it is, with its edit button. */
function EntryRow({ entry, onEdit }: { entry: Entry; onEdit: () => void }) {
  const { t } = useTranslation()
  return (
    <li className="mrow">
      <span className="mrow__icon">
        <Icon name={entry.icon} size={20} />
      </span>
      <span className="mrow__label">{entry.label}</span>
      <span className="mrow__value">{entry.value || t('not_set')}</span>
      <button type="button" className="mlink" aria-label={`${t('edit')} ${entry.label}`} onClick={onEdit}>
        {t('edit')}
      </button>
    </li>
  )
}

/** A profile value the member may change in place (nickname, e-mail, payee name where the platform allows it). */
function EditableEntry({ entry, edit }: { entry: Entry; edit: NonNullable<Entry['edit']> }) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState(edit.value)
  const form = useActionForm('setProfile')
  const submit = onSubmit(async () => {
    if (await form.submit(translated(profileProblem(edit.field, value.trim()), t), { field: edit.field, value })) setOpen(false)
  })
  if (!open) return <EntryRow entry={entry} onEdit={() => setOpen(true)} />
  const email = edit.inputMode === 'email'
  return (
    <li className="mrow">
      <form className="mform mrow__edit" onSubmit={submit}>
        <InputField
          id={id}
          label={entry.label}
          value={value}
          inputMode={edit.inputMode}
          type={email ? 'email' : 'text'}
          autoComplete={email ? 'email' : 'off'}
          error={form.failure?.message}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="mbuttons">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </li>
  )
}

/** Rows with an icon, a label and a value or an action: the member centre's menus and profile. */
export default function MenuListBlock({ id, props }: BlockProps<'menuList'>) {
  const onAction = useOnAction()
  const shows = useClientWhen()
  const entries = props.entries.filter((e) => shows(e.clientWhen))
  return (
    <section data-block={id} className="block" aria-label={props.heading}>
      <div className="mcard">
        {props.heading && <h2 className="mcard__title">{props.heading}</h2>}
        {props.message && <p className="mcard__note">{props.message}</p>}
        <ul className="mrows">
          {entries.map((entry) => {
            if (entry.edit) return <EditableEntry key={entry.id} entry={entry} edit={entry.edit} />
            const body = (
              <>
                <span className="mrow__icon">
                  <Icon name={entry.icon} size={20} />
                </span>
                <span className="mrow__label">{entry.label}</span>
                {entry.value !== undefined && <span className="mrow__value">{entry.value}</span>}
              </>
            )
            const action = entry.action
            return (
              <li key={entry.id} className="mrow">
                {action ? (
                  <button type="button" className="mrow__button" onClick={() => void onAction(action)}>
                    {body}
                    <Icon name="back" size={16} className="mrow__chevron" />
                  </button>
                ) : (
                  body
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
