import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEntranceCategory } from '../../../schemas/blocks/gameEntrance.ts'
import { useOnAction } from '../../actions/actionContext.ts'
import { Icon } from '../../ui/Icon.tsx'
import './CategoryPanel.css'

type Selection = { category: string; side?: string | undefined }

type Props = {
  categories: readonly GameEntranceCategory[]
  active: Selection
  open: boolean
  onClose: () => void
  onChoose: (next: Selection) => void
}

/**
 * The side category list (seeds 001 §2): every category the vendor list gave, at once, with the vendors of each, in
 * a panel from the side. A modal `<dialog>`: the browser keeps focus inside, Escape closes it, and the page behind
 * is inert. Drawn only while open, so the game list pays nothing for it.
 */
export function CategoryPanel({ categories, active, open, onClose, onChoose }: Props) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
  }, [open])
  if (!open) return null
  const choose = (next: Selection) => {
    onClose()
    onChoose(next)
  }
  return (
    <dialog ref={dialog} className="catpanel" aria-labelledby={titleId} onCancel={onClose} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="catpanel__head">
        <h2 id={titleId}>{t('client_game_categories')}</h2>
        <button type="button" className="icon-btn" aria-label={t('client_close')} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <ul className="catpanel__list">
        {categories.map((c) => {
          const current = c.id === active.category && !c.action
          const action = c.action
          return (
            <li key={c.id} className="catpanel__group">
              <button
                type="button"
                className={current ? 'catpanel__category is-active' : 'catpanel__category'}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  if (!action) return choose({ category: c.id })
                  onClose()
                  void onAction(action)
                }}
              >
                {c.label}
              </button>
              {c.sides && (
                <ul className="catpanel__vendors" aria-label={c.label}>
                  {c.sides.map((s) => {
                    const chosen = current && s.id === (active.side ?? c.sides?.[0]?.id)
                    return (
                      <li key={s.id}>
                        <button
                          type="button"
                          className={chosen ? 'catpanel__vendor is-active' : 'catpanel__vendor'}
                          aria-current={chosen ? 'true' : undefined}
                          onClick={() => choose({ category: c.id, side: s.id })}
                        >
                          {'image' in s.icon ? <img src={s.icon.image} alt="" width={20} height={20} loading="lazy" /> : <Icon name={s.icon.name} size={18} />}
                          <span>{s.label}</span>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </dialog>
  )
}
