import type { GatewayConfig } from '../config.ts'
import type { HttpSide } from './http.ts'
import type { Keyring } from './seal.ts'
import type { OpenedSession, SessionCookie } from './session.ts'
import { SESSION_INFO_COOKIE, decodeSession, encodeSession, sessionCookieName, sessionKeys } from './session.ts'

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

/** The sealed session cookie's value, opened; null for none or one that cannot be opened. */
export function openSessionCookie(raw: string | undefined, config: GatewayConfig): OpenedSession | null {
  return raw ? decodeSession(raw, keysOf(config), config.sessionMaxAgeS) : null
}

/** Writes the sealed session cookie and the page's readable MC_SESSION_INFO, with the same Max-Age. */
export function writeSessionCookies(
  http: HttpSide,
  config: GatewayConfig,
  session: SessionCookie,
): { userName: string; type: number; firstTimeLogin: boolean } {
  const secure = config.cookieSecure
  const maxAge = config.sessionMaxAgeS
  const info = { userName: session.u, type: session.ty, firstTimeLogin: session.f }
  http.setCookie(sessionCookieName(secure), encodeSession(session, keysOf(config), maxAge), { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge })
  http.setCookie(SESSION_INFO_COOKIE, JSON.stringify(info), { path: '/', sameSite: 'lax', secure, maxAge })
  return info
}

/** Drops the session cookies: logout, or the platform ended the session. */
export function clearSessionCookies(http: HttpSide, config: GatewayConfig): void {
  const secure = config.cookieSecure
  http.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure })
  http.clearCookie(SESSION_INFO_COOKIE, { path: '/', sameSite: 'lax', secure })
}
