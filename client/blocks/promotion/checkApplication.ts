import type { ApplyForm } from '../../../schemas/blocks/promotionDetail.ts'

export type Picked = { name: string; dataUrl: string }
export type ApplyProblem = { field: 'remarks' | 'pictures'; message: string } | null

/** The comment as the gateway counts it: characters, not UTF-16 units. */
export function commentLength(text: string): number {
  return [...text.trim()].length
}

/** The same limits the gateway checks again (seeds 000 §9): the first broken one, or null. */
export function checkComment(form: ApplyForm, remarks: string): ApplyProblem {
  const length = commentLength(remarks)
  if (length === 0) return { field: 'remarks', message: form.labels.required }
  if (length > form.maxChars) return { field: 'remarks', message: form.labels.tooLong }
  return null
}

/** Files the player picked, checked before they are read: type, size, and how many fit. */
export function checkFiles(form: ApplyForm, already: number, files: readonly Pick<File, 'type' | 'size'>[]): ApplyProblem {
  if (already + files.length > form.maxImages) return { field: 'pictures', message: form.labels.tooMany }
  if (files.some((f) => !form.types.includes(f.type))) return { field: 'pictures', message: form.labels.wrongType }
  if (files.some((f) => f.size > form.maxBytes)) return { field: 'pictures', message: form.labels.tooBig }
  return null
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(file)
  })
}
