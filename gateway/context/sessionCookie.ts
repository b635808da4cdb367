import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayConfig } from '../config.ts'
import type { Keyring } from './seal.ts'
import type { OpenedSession, SessionCookie } from './session.ts'
import { SESSION_INFO_COOKIE, decodeSession, encodeSession, sessionCookieName, sessionKeys } from './session.ts'

// Opened once per request: several steps read the session, and each open is an AES-GCM decryption.
const opened = new WeakMap<FastifyRequest, OpenedSession | null>()

// Kept per config object: found by a JSON text of its secrets, the keyring cost every request that text.
const keyrings = new WeakMap<GatewayConfig, Keyring>()
function keysOf(config: GatewayConfig): Keyring {
  let keys = keyrings.get(config)
  if (!keys) {
    keys = sessionKeys(config.cookieSecret, config.cookieSecretPrevious)
    keyrings.set(config, keys)
  }
  return keys
}

/** The request's session cookie, opened; null for a visitor or a cookie that cannot be opened. */
export function openRequestSession(request: FastifyRequest): OpenedSession | null {
  const known = opened.get(request)
  if (known !== undefined) return known
  const { config } = request.server
  const raw = request.cookies[sessionCookieName(config.cookieSecure)]
  const result = raw ? decodeSession(raw, keysOf(config), config.sessionMaxAgeS) : null
  opened.set(request, result)
  return result
}

/** Writes the sealed session cookie and the page's readable MC_SESSION_INFO, with the same Max-Age. */
export function writeSessionCookies(request: FastifyRequest, reply: FastifyReply, session: SessionCookie): { userName: string; type: number; firstTimeLogin: boolean } {
  const { config } = request.server
  const secure = config.cookieSecure
  const maxAge = config.sessionMaxAgeS
  const info = { userName: session.u, type: session.ty, firstTimeLogin: session.f }
  reply.setCookie(sessionCookieName(secure), encodeSession(session, keysOf(config), maxAge), { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge })
  reply.setCookie(SESSION_INFO_COOKIE, JSON.stringify(info), { path: '/', sameSite: 'lax', secure, maxAge })
  return info
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.server.config.cookieSecure
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(SESSION_INFO_COOKIE, { path: '/', sameSite: 'lax', secure })
}

/**
 * On API calls: a session cookie under the previous key, or past half its life, is re-sealed (a handler that
 * writes or clears the session in the same answer wins); one that cannot be opened is cleared with the
 * page's MC_SESSION_INFO, so the page stops showing a member who is not one. Static files are left alone.
 */
export function registerSessionRenewal(app: FastifyInstance): void {
  // A callback hook: an async one cost every API request a promise and a microtask, most of them for nothing.
  app.addHook('preHandler', (request, reply, done) => {
    renewSession(request, reply)
    done()
  })
}

function renewSession(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.url.startsWith('/api/')) return
  if (!request.cookies[sessionCookieName(request.server.config.cookieSecure)]) return
  const session = openRequestSession(request)
  if (!session) {
    request.log.info('session cookie dropped: tampered, expired or sealed under an unknown key')
    clearSessionCookies(request, reply)
    return
  }
  if (session.renew) writeSessionCookies(request, reply, session.session)
}
