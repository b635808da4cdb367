import { ExternalUrlSchema } from '../../schemas/actions.ts'
import { normaliseInternalPath } from '../binding/internalPath.ts'
import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { ActionHandler } from './types.ts'

/** The chat page's header takes the colour of the site's own (client/styles/tokens.css `--bg` / `--surface`). */
const HEADER_COLOUR = { dark: '#0a1120', light: '#ffffff' } as const

/**
 * Opens the platform's live chat for a member (seeds 001 §4, §7): the chat launch with `b2c=1`, the language, the
 * way back to this site, the header colour and title; the page goes to the chat URL it answers. Visitors log in
 * first, trial users are refused (seeds 000 §6), and so is everyone while CBS3 is off.
 */
export const liveChat: ActionHandler<'liveChat'> = {
  run: async ({ back, theme = 'dark' }, ctx) => {
    const { t, language } = ctx
    ctx.requireSession()
    const viewer = await ctx.viewer()
    if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
    if (viewer.facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
    if (viewer.facts.flags.CBS3 !== true) throw new GwErrors.featureUnavailable(t({ t: 'feature_unavailable' }))
    const path = (back && normaliseInternalPath(back, ctx.layouts.shell.routes)) || '/m/home'
    const params = { backUrl: `${ctx.http.origin}${path}`, headerColor: HEADER_COLOUR[theme], title: t({ t: 'live_chat' }) }
    let chatUrl: string
    try {
      chatUrl = (await ctx.upstream.call(endpoints.chatLaunch, { params, language, token: viewer.session.t })).chatUrl
    } catch (error) {
      if (error instanceof UpstreamError && error.errorCode === 'customer.trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
      throw memberCallError(error, t, t({ t: 'chat_failed' }))
    }
    const url = ExternalUrlSchema.safeParse(chatUrl)
    if (!url.success) throw new GwErrors.upstreamRejected(t({ t: 'chat_failed' }))
    return { ok: true, data: { url: url.data }, then: [{ type: 'openExternal', url: url.data, target: 'self' }] }
  },
}
