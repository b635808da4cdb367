import type { Action } from '../../schemas/actions.ts'
import { ExternalUrlSchema, InternalPathSchema } from '../../schemas/actions.ts'

/**
 * Turns a link from platform content (banner, notice) into an action: http(s) opens outside, a clean
 * internal path navigates inside, anything else (javascript:, //host, \\host, data:) is dropped.
 */
export function contentLinkAction(link: string | null | undefined): Action | undefined {
  const value = link?.trim()
  if (!value) return undefined
  if (/^https?:/i.test(value)) {
    const parsed = ExternalUrlSchema.safeParse(value)
    if (!parsed.success) return undefined
    const url = new URL(parsed.data)
    if (url.username || url.password) return undefined
    return { type: 'openExternal', url: url.toString() }
  }
  const decoded = safeDecode(value)
  if (decoded === undefined || !InternalPathSchema.safeParse(value).success || !InternalPathSchema.safeParse(decoded).success) return undefined
  return { type: 'navigate', to: value }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
