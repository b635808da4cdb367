import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { ApplyForm as ApplyFormProps } from '../../../schemas/blocks/promotionDetail.ts'
import { useOnAction } from '../../actions/actionContext.ts'
import { GatewayError } from '../../api/gatewayError.ts'
import { runGatewayAction } from '../../api/runGatewayAction.ts'
import { Icon } from '../../ui/Icon.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { checkComment, checkFiles, commentLength, readAsDataUrl, type ApplyProblem, type Picked } from './checkApplication.ts'

/** The application: a comment and up to three pictures, checked here and again by the gateway. */
export function ApplyForm({ form }: { form: ApplyFormProps }) {
  const onAction = useOnAction()
  const ids = { comment: useId(), pictures: useId(), error: useId() }
  const input = useRef<HTMLInputElement>(null)
  const [remarks, setRemarks] = useState('')
  const [pictures, setPictures] = useState<Picked[]>([])
  const [problem, setProblem] = useState<ApplyProblem>(null)
  const [sending, setSending] = useState(false)
  const length = commentLength(remarks)

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    const refused = checkFiles(form, pictures.length, files)
    setProblem(refused)
    if (refused) return
    const read = await Promise.all(files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })))
    setPictures((list) => [...list, ...read].slice(0, form.maxImages))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const refused = checkComment(form, remarks)
    setProblem(refused)
    if (refused || sending) return
    setSending(true)
    try {
      const result = await runGatewayAction('applyPromotion', { promotionId: form.promotionId, remarks: remarks.trim(), pictures: pictures.map((p) => p.dataUrl) })
      for (const action of result.then ?? []) await onAction(action)
    } catch (error) {
      const field = error instanceof GatewayError && (error.field === 'pictures' || error.field === 'remarks') ? error.field : 'remarks'
      const message = error instanceof GatewayError && error.userMessage !== undefined ? error.userMessage : form.labels.failed
      setProblem({ field, message })
    } finally {
      setSending(false)
    }
  }

  const invalid = (field: 'remarks' | 'pictures') => problem?.field === field
  return (
    <form className="apply" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="apply__heading">{form.labels.heading}</h2>
      <label className="apply__label" htmlFor={ids.comment}>
        {form.labels.comment}
      </label>
      <textarea
        id={ids.comment}
        className={invalid('remarks') ? 'apply__comment is-invalid' : 'apply__comment'}
        rows={4}
        placeholder={form.labels.commentHint}
        value={remarks}
        aria-invalid={invalid('remarks')}
        aria-describedby={invalid('remarks') ? ids.error : undefined}
        onChange={(e) => setRemarks(e.target.value)}
      />
      <span className={length > form.maxChars ? 'apply__count is-over' : 'apply__count'} aria-live="polite">
        {length}/{form.maxChars}
      </span>
      <span className="apply__label" id={ids.pictures}>
        {form.labels.images}
      </span>
      <ul className="apply__pictures" aria-labelledby={ids.pictures}>
        {pictures.map((picture, index) => (
          <li key={`${picture.name}-${index}`} className="apply__picture">
            <img src={picture.dataUrl} alt={picture.name} />
            <button type="button" className="apply__remove" aria-label={`${form.labels.removeImage} ${picture.name}`} onClick={() => setPictures((list) => list.filter((_, i) => i !== index))}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {pictures.length < form.maxImages && (
          <li>
            <button type="button" className="apply__add" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              {form.labels.addImage}
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept={form.types.join(',')} multiple hidden aria-hidden="true" tabIndex={-1} onChange={(e) => void pick(e)} />
      {problem && (
        <p id={ids.error} className="apply__error" role="alert">
          {problem.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block apply__submit" disabled={sending} aria-busy={sending}>
        {sending ? <Spinner size="sm" label={form.labels.submit} /> : form.labels.submit}
      </button>
    </form>
  )
}
