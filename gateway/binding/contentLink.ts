import type { Action } from '../../schemas/actions.ts'
import { ExternalUrlSchema, InternalPathSchema } from '../../schemas/actions.ts'
import type { Translate } from '../context/texts.ts'

/**
 * Turns a link from platform content (banner, notice) into an action: http(s) opens outside after the
 * viewer confirms the host, a clean internal path navigates inside, anything else (javascript:, //host,
 * \\host, data:) is dropped.
 */
export function contentLinkAction(link: string | null | undefined, t: Translate): Action | undefined {
  const value = link?.trim()
  if (!value) return undefined
  if (/^https?:/i.test(value)) {
    const parsed = ExternalUrlSchema.safeParse(value)
    if (!parsed.success) return undefined
    const url = new URL(parsed.data)
    if (url.username || url.password) return undefined
    return { type: 'confirm', text: `${t({ t: 'leave_site' })} ${url.host}`, okLabel: t({ t: 'continue' }), cancelLabel: t({ t: 'cancel' }), then: [{ type: 'openExternal', url: url.toString() }] }
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
