import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

const SAVED_TOAST_MS = 1500

/** Adds (POST) or removes (DELETE) a favourite game; the page updates its lists from `data`. */
export const favourite: ActionHandler<'favourite'> = {
  run: async ({ game, on }, ctx) => {
    const { t } = ctx
    const session = ctx.requireSession()
    // Trial accounts hold no favourites (seeds 000 §6); the role comes from the platform's member info.
    if ((await ctx.viewer()).facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
    const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }
    // The envelope's `success` decides (no source shows a value): a refusal arrives as a failure envelope.
    await ctx.upstream.call(on ? endpoints.addFavourite : endpoints.removeFavourite, { body, token: session.t }).catch((error: unknown) => {
      throw memberCallError(error, t, t({ t: 'favourite_failed' }))
    })
    return { ok: true, data: { nodeId: game.nodeId, favourite: on }, then: [{ type: 'toast', text: t({ t: 'changes_saved' }), ms: SAVED_TOAST_MS }] }
  },
}
