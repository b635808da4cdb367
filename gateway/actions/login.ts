import { LoginBodySchema } from '../../schemas/api.ts'
import { SESSION_INFO_COOKIE, encodeSession, sessionCookieName } from '../context/session.ts'
import { GwErrors } from '../errors.ts'
import { languageFrom } from '../context/language.ts'
import { translator } from '../resolve/texts.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import type { ActionHandler } from './types.ts'

const DEFAULT_MEMBER_TYPE = 4

/** Username and password login: the platform token goes into an httpOnly cookie, never to the page. */
export const login: ActionHandler<typeof LoginBodySchema> = {
  body: LoginBodySchema,
  rateLimitPerMinute: (config) => config.loginRateLimitPerMinute,
  run: async (input, request, reply) => {
    const app = request.server
    const t = translator(app.layouts.layouts.texts, languageFrom(request.headers['x-language'] as string | undefined))
    let result
    try {
      result = await app.upstream.call(endpoints.login, { body: { username: input.username, password: input.password, captcha: '', type: 'username' } })
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'rejected' && (error.status ?? 200) < 500) {
        request.log.info({ errorCode: error.errorCode }, 'login refused by the platform')
        throw new GwErrors.invalidCredentials(t({ t: 'login_failed' }))
      }
      throw new GwErrors.upstreamUnavailable({ cause: error })
    }
    const secure = app.config.cookieSecure
    const session = {
      t: result.token,
      u: result.userName,
      ty: result.customerType ?? DEFAULT_MEMBER_TYPE,
      f: result.firstTimeLogin ?? false,
    }
    const info = { userName: session.u, type: session.ty, firstTimeLogin: session.f }
    reply.setCookie(sessionCookieName(secure), encodeSession(session), { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true })
    reply.setCookie(SESSION_INFO_COOKIE, JSON.stringify(info), { path: '/', sameSite: 'lax', secure })
    return { ok: true, data: info, then: [{ type: 'navigate', to: '/m/home', replace: true }] }
  },
}
