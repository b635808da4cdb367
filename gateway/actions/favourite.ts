import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { ActionHandler } from './types.ts'

const SAVED_TOAST_MS = 1500

/** Adds (POST) or removes (DELETE) a favourite game; the page updates its lists from `data`. */
export const favourite: ActionHandler<'favourite'> = {
  run: async ({ game, on }, request) => {
    const { t } = request.ctx
    const session = request.ctx.requireSession()
    // Trial accounts hold no favourites (seeds 000 §6); the role comes from the platform's member info.
    if ((await request.ctx.viewer()).facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
    const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }
    let result
    try {
      result = await request.server.upstream.call(on ? endpoints.addFavourite : endpoints.removeFavourite, { body, token: session.t })
    } catch (error) {
      throw memberCallError(error, t, t({ t: 'favourite_failed' }))
    }
    if (!result.success) throw new GwErrors.upstreamRejected(t({ t: 'favourite_failed' }))
    return { ok: true, data: { nodeId: game.nodeId, favourite: on }, then: [{ type: 'toast', text: t({ t: 'changes_saved' }), ms: SAVED_TOAST_MS }] }
  },
}
