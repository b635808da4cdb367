import { clearSessionCookies } from '../context/sessionCookie.ts'
import { captchaCookie, sliderCookie } from '../identity/cookies.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** Ends the platform session with its token, then drops every trace of it from the browser. */
export const logout: ActionHandler<'logout'> = {
  run: async (_input, ctx) => {
    const { session } = ctx
    if (session) {
      await ctx.upstream.call(endpoints.logout, { token: session.t }).catch((err: unknown) => {
        ctx.log.info({ err }, 'platform logout failed; the local session is cleared anyway')
      })
    }
    clearSessionCookies(ctx.http, ctx.config)
    captchaCookie.clear(ctx)
    sliderCookie.clear(ctx)
    return { ok: true, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
  },
}
