import type { Action } from '../../schemas/actions.ts'
import { ExternalUrlSchema } from '../../schemas/actions.ts'
import type { Translate } from '../context/texts.ts'
import { browserView, normaliseInternalPath } from './internalPath.ts'

/** Read as a browser reads it (`https:\\host` is https://host/); what the viewer confirms is the host it goes to. */
function externalAction(value: string, t: Translate): Action | undefined {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.username || url.password) return undefined
  const parsed = ExternalUrlSchema.safeParse(url.toString())
  if (!parsed.success) return undefined
  return {
    type: 'confirm',
    text: `${t({ t: 'leave_site' })} ${url.host}`,
    okLabel: t({ t: 'continue' }),
    cancelLabel: t({ t: 'cancel' }),
    then: [{ type: 'openExternal', url: parsed.data }],
  }
}

/**
 * Turns a link from platform content (banner, notice) into an action: http(s) opens outside after the
 * viewer confirms the host; an internal path navigates inside once normalised to one of the site's `routes`
 * (see normaliseInternalPath); anything else (javascript:, data:, //host, \\host, a path leaving the site,
 * an unknown route) is dropped. The scheme is read as a browser reads it (`JaVa\tscript:` is javascript:).
 */
export function contentLinkAction(link: string | null | undefined, t: Translate, routes: readonly string[]): Action | undefined {
  const value = browserView(link ?? '')
  if (!value) return undefined
  if (/^https?:/i.test(value)) return externalAction(value, t)
  const to = normaliseInternalPath(value, routes)
  return to === undefined ? undefined : { type: 'navigate', to }
}
