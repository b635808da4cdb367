import { useState } from 'react'
import { useOnAction } from '../actions/actionContext.ts'
import { LazyImage } from '../ui/LazyImage.tsx'
import { RichText } from '../ui/RichText.tsx'
import { ApplyForm } from './promotion/ApplyForm.tsx'
import type { BlockProps } from './types.ts'
import './EntryListBlock.css'
import './PromotionDetailBlock.css'

const MEDIA_RATIO = 750 / 300

/** One promotion: picture, title, period, state, its content, and what its state allows (join, claim, apply). */
export default function PromotionDetailBlock({ id, props }: BlockProps<'promotionDetail'>) {
  const onAction = useOnAction()
  const [busy, setBusy] = useState(false)
  const { action, apply, back } = props
  const run = async () => {
    if (!action || busy) return
    setBusy(true)
    try {
      await onAction(action.action)
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className="block promo" data-block={id}>
      {props.image !== undefined && <LazyImage src={props.image} alt="" fallback="banner" className="promo__image" aspectRatio={MEDIA_RATIO} eager />}
      <header className="promo__head">
        <h2 className="promo__title">{props.title}</h2>
        {props.badge && <span className={`entry__badge entry__badge--${props.badge.tone}`}>{props.badge.text}</span>}
      </header>
      {props.period !== undefined && <p className="promo__period">{props.period}</p>}
      {props.body.length > 0 && <RichText nodes={props.body} onAction={(a) => void onAction(a)} className="promo__body" />}
      {action && (
        <button type="button" className="btn btn--primary btn--block promo__action" disabled={busy} aria-busy={busy} onClick={() => void run()}>
          {action.label}
        </button>
      )}
      {apply && <ApplyForm form={apply} />}
      <button type="button" className="btn btn--ghost btn--block promo__back" onClick={() => void onAction(back.action)}>
        {back.label}
      </button>
    </article>
  )
}
