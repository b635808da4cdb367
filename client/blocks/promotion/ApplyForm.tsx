import { useId, useState } from 'react'
import { commentLength } from '../../../schemas/applicationRules.ts'
import type { ApplyForm as ApplyFormProps } from '../../../schemas/blocks/promotionDetail.ts'
import { FormError } from '../../forms/FieldFrame.tsx'
import { onSubmit, useActionForm } from '../../forms/useActionForm.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { checkComment } from './checkApplication.ts'
import { PicturePicker, usePictures } from './PicturePicker.tsx'

type CommentProps = { form: ApplyFormProps; id: string; errorId: string; invalid: boolean; remarks: string; onRemarks: (remarks: string) => void }

/** The comment, its hint, and how many of its characters are used. */
function CommentField({ form, id, errorId, invalid, remarks, onRemarks }: CommentProps) {
  const length = commentLength(remarks)
  return (
    <>
      <label className="apply__label" htmlFor={id}>
        {form.labels.comment}
      </label>
      <textarea
        id={id}
        className={invalid ? 'apply__comment is-invalid' : 'apply__comment'}
        rows={4}
        placeholder={form.labels.commentHint}
        value={remarks}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onRemarks(e.target.value)}
      />
      <span className={length > form.maxChars ? 'apply__count is-over' : 'apply__count'} aria-live="polite">
        {length}/{form.maxChars}
      </span>
    </>
  )
}

/** The application: a comment and up to three pictures, checked here and again by the gateway. */
export function ApplyForm({ form }: { form: ApplyFormProps }) {
  const ids = { comment: useId(), pictures: useId(), error: useId() }
  const [remarks, setRemarks] = useState('')
  const apply = useActionForm('applyPromotion', { fallback: form.labels.failed })
  // A picked file's problem replaces whatever was shown; a fine one takes it down.
  const pictures = usePictures(form, (problem) => {
    apply.clear()
    apply.refuse(problem)
  })
  const submit = onSubmit(() =>
    apply.submit(checkComment(form, remarks), { promotionId: form.promotionId, remarks: remarks.trim(), pictures: pictures.pictures.map((p) => p.dataUrl) }),
  )
  // One error line under the pictures: a refusal that names no field is about the comment.
  const invalid = apply.failure !== null && apply.failure.field !== 'pictures'
  return (
    <form className="apply" onSubmit={submit} noValidate>
      <h2 className="apply__heading">{form.labels.heading}</h2>
      <CommentField form={form} id={ids.comment} errorId={ids.error} invalid={invalid} remarks={remarks} onRemarks={setRemarks} />
      <span className="apply__label" id={ids.pictures}>
        {form.labels.images}
      </span>
      <PicturePicker form={form} labelId={ids.pictures} pictures={pictures} />
      <FormError id={ids.error} message={apply.failure?.message} />
      <button type="submit" className="btn btn--primary btn--block apply__submit" disabled={apply.busy} aria-busy={apply.busy}>
        {apply.busy ? <Spinner size="sm" label={form.labels.submit} /> : form.labels.submit}
      </button>
    </form>
  )
}
