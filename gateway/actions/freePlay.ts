import type { Action } from '../../schemas/actions.ts'
import { platformFailure, textsOf } from '../identity/context.ts'
import { startSession } from '../identity/cookies.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** Starts a trial (type 4) session; with a trial active (`trail` not 0) the player goes home. */
export const freePlay: ActionHandler<'freePlay'> = {
  rateLimitPerMinute: (config) => config.registerRateLimitPerMinute,
  run: async (_input, request, reply) => {
    const tk = textsOf(request)
    const result = await request.server.upstream.call(endpoints.freePlay, { body: {} }).catch((error: unknown) => {
      throw platformFailure(error, tk)
    })
    // The trial name is kept with the session (the signed cookie), for as long as it lasts.
    const info = startSession(request, reply, result)
    const then: Action[] = result.trail !== 0 ? [{ type: 'navigate', to: '/m/home', replace: true }] : []
    return { ok: true, data: info, then }
  },
}
