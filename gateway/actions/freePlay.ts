import type { Action } from '../../schemas/actions.ts'
import { startSession } from '../identity/cookies.ts'
import { platformCookies } from '../identity/deviceId.ts'
import { completeSession } from '../identity/platformSession.ts'
import { platformFailure, textsOf } from '../identity/submission.ts'
import { randomKey, rsaEncryptKeyHex } from '../upstream/crypto.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

/** Trial accounts are type 4 (S10 `trialType`). */
const TRIAL_TYPE = 4
const OS_NAMES = { ios: 'iOS', android: 'Android', other: 'Web' } as const

/**
 * Starts a trial (type 4) session; with a trial active (`trail` not 0) the player goes home. The body is what
 * public clients post (S11 `loginFreePlay`): the OS, the platform, an `Encryption` value (RSA of a fresh random
 * key) and the gateway version.
 */
export const freePlay: ActionHandler<'freePlay'> = {
  rateLimitPerMinute: (config) => config.registerRateLimitPerMinute,
  run: async (_input, ctx) => {
    const tk = textsOf(ctx)
    const upstream = ctx.upstream
    const result = await upstream
      .rsaKey()
      .then((key) => {
        const body = { os: OS_NAMES[ctx.device], platform: 'W', Encryption: rsaEncryptKeyHex(randomKey(), key), 'X-Gateway-Version': 3 }
        return upstream.call(endpoints.freePlay, { body, headers: platformCookies(ctx) })
      })
      .catch((error: unknown) => {
        throw platformFailure(error, tk)
      })
    // The trial name is kept with the session (the signed cookie), for as long as it lasts.
    const info = startSession(ctx, await completeSession(ctx, result, '', TRIAL_TYPE))
    const then: Action[] = result.trail !== 0 ? [{ type: 'navigate', to: '/m/home', replace: true }] : []
    return { ok: true, data: info, then }
  },
}
