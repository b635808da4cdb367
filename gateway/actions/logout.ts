import { captchaCookie, sliderCookie } from '../identity/cookies.ts'
import { clearSession } from '../context/requestContext.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** Ends the platform session with its token, then drops every trace of it from the browser. */
export const logout: ActionHandler<'logout'> = {
  run: async (_input, request, reply) => {
    const { session } = request.ctx
    if (session) {
      await request.server.upstream.call(endpoints.logout, { token: session.t }).catch((err: unknown) => {
        request.log.info({ err }, 'platform logout failed; the local session is cleared anyway')
      })
    }
    clearSession(request, reply)
    captchaCookie.clear(request, reply)
    sliderCookie.clear(request, reply)
    return { ok: true, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
  },
}
