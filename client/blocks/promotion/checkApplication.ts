import { commentProblem, picturesProblem, type ApplicationProblem } from '../../../schemas/applicationRules.ts'
import type { ApplyForm } from '../../../schemas/blocks/promotionDetail.ts'

export type Picked = { name: string; dataUrl: string }
type Problem = { field: 'remarks' | 'pictures'; message: string }

/** A problem of the shared rule in the form's own words (the gateway sends them with the form). */
function said(form: ApplyForm, found: ApplicationProblem | null): Problem | null {
  return found && { field: found.field, message: form.labels[found.problem] }
}

/** The comment by the rule the gateway checks again: the problem, or null. */
export function checkComment(form: ApplyForm, remarks: string): Problem | null {
  return said(form, commentProblem(remarks, form))
}

/** Files the player picked, checked before they are read: how many fit, their type, their size. */
export function checkFiles(form: ApplyForm, already: number, files: readonly Pick<File, 'type' | 'size'>[]): Problem | null {
  return said(form, picturesProblem(files, form, already))
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(file)
  })
}
