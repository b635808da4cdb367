import { diff3Merge } from 'node-diff3'

/** What bringing one file of a draft onto live made of it. */
export type FileMerge =
  /** The draft's text, with live's changes to other lines taken in. */
  | { kind: 'merged'; text: string }
  /** Both changed the same lines: the text holds both sides between conflict markers, for the operator to pick. */
  | { kind: 'conflict'; text: string; conflicts: number }
  /** The draft and live now say the same: nothing of the draft is left in this file. */
  | { kind: 'same' }

/**
 * Three-way merge of one layout file, line by line (node-diff3, as `git merge-file` does): `base` is the file as
 * live had it when the draft started, `draft` the operator's text, `live` the file as live has it now (`null`:
 * absent). Where both changed the same lines, both are kept between markers that the checks refuse until the
 * operator chooses.
 */
export function mergeFile(base: string | null, draft: string, live: string | null, liveLabel: string): FileMerge {
  if (draft === live) return { kind: 'same' }
  if (base === live) return { kind: 'merged', text: draft }
  const lines = (text: string | null) => (text ?? '').split('\n')
  let conflicts = 0
  const out: string[] = []
  for (const region of diff3Merge(lines(draft), lines(base), lines(live), { excludeFalseConflicts: true })) {
    if (region.ok) out.push(...region.ok)
    else if (region.conflict) {
      conflicts++
      out.push('<<<<<<< your draft', ...region.conflict.a, '=======', ...region.conflict.b, `>>>>>>> ${liveLabel}`)
    }
  }
  const text = out.join('\n')
  if (conflicts) return { kind: 'conflict', text, conflicts }
  return text === live ? { kind: 'same' } : { kind: 'merged', text }
}
