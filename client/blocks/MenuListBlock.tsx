import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { useClientWhen } from '../lib/clientWhen.ts'
import { Icon } from '../ui/Icon.tsx'
import { MoneyField } from './money/MoneyField.tsx'
import { useMoneyAction } from './money/useMoneyAction.ts'
import type { BlockProps } from './types.ts'
import './money/money.css'

type Entry = BlockProps<'menuList'>['props']['entries'][number]

/** A profile value the member may change in place (nickname, e-mail, payee name where the platform allows it). */
function EditableEntry({ entry, edit }: { entry: Entry; edit: NonNullable<Entry['edit']> }) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState(edit.value)
  const save = useMoneyAction('setProfile')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.busy) return
    if (await save.run({ field: edit.field, value })) setOpen(false)
  }
  if (!open) {
    return (
      <li className="mrow">
        <span className="mrow__icon">
          <Icon name={entry.icon} size={20} />
        </span>
        <span className="mrow__label">{entry.label}</span>
        <span className="mrow__value">{entry.value || t('not_set')}</span>
        <button type="button" className="mlink" aria-label={`${t('edit')} ${entry.label}`} onClick={() => setOpen(true)}>
          {t('edit')}
        </button>
      </li>
    )
  }
  return (
    <li className="mrow">
      <form className="mform mrow__edit" onSubmit={(e) => void submit(e)}>
        <MoneyField id={id} label={entry.label} value={value} inputMode={edit.inputMode} type={edit.inputMode === 'email' ? 'email' : 'text'} autoComplete={edit.inputMode === 'email' ? 'email' : 'off'} error={save.failure?.message} onChange={(e) => setValue(e.target.value)} />
        <div className="mbuttons">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </li>
  )
}

/** Rows with an icon, a label and a value or an action: the member centre's menus and profile. */
export default function MenuListBlock({ props }: BlockProps<'menuList'>) {
  const onAction = useOnAction()
  const shows = useClientWhen()
  const entries = props.entries.filter((e) => shows(e.clientWhen))
  return (
    <section className="block" aria-label={props.heading}>
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
