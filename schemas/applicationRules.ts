// Zod-free on purpose: the page checks a promotion application with these rules before it reads any picture, and
// the gateway checks the same limits again (seeds 000 §9: a comment of 1–140 characters, 3 png/jpg pictures of 5 MB).

type Limits = { maxChars: number; maxImages: number; maxBytes: number; types: readonly string[] }
export type ApplicationProblem = { field: 'remarks'; problem: 'required' | 'tooLong' } | { field: 'pictures'; problem: 'tooMany' | 'wrongType' | 'tooBig' }

/** The comment as both sides count it: characters (not UTF-16 units), without the spaces around it. */
export function commentLength(text: string): number {
  return [...text.trim()].length
}

/** An empty or too long comment. */
export function commentProblem(remarks: string, limits: Pick<Limits, 'maxChars'>): ApplicationProblem | null {
  const length = commentLength(remarks)
  if (length === 0) return { field: 'remarks', problem: 'required' }
  if (length > limits.maxChars) return { field: 'remarks', problem: 'tooLong' }
  return null
}

/** Pictures by their declared type and size in bytes: how many fit (with those already picked), their type, their size. */
export function picturesProblem(pictures: readonly { type: string; size: number }[], limits: Limits, already = 0): ApplicationProblem | null {
  if (already + pictures.length > limits.maxImages) return { field: 'pictures', problem: 'tooMany' }
  if (pictures.some((p) => !limits.types.includes(p.type))) return { field: 'pictures', problem: 'wrongType' }
  if (pictures.some((p) => p.size > limits.maxBytes)) return { field: 'pictures', problem: 'tooBig' }
  return null
}
