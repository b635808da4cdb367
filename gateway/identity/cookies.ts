import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionCookie } from '../context/session.ts'
import { keyringFor, seal, unseal } from '../context/seal.ts'
import { holdsPassword } from '../context/session.ts'
import { writeSessionCookies } from '../context/sessionCookie.ts'
import { endpoints } from '../upstream/endpoints.ts'

const DEFAULT_MEMBER_TYPE = 4
/** How long a first login's password is held for the change-password form. */
const HELD_PASSWORD_MS = 10 * 60_000
const CAPTCHA_COOKIE_MS = 10 * 60_000
/** The platform's slider tickets live two minutes. */
const SLIDER_COOKIE_MS = 2 * 60_000

export type PlatformSession = { token: string; userName: string; customerType?: number | undefined; firstTimeLogin?: boolean | undefined }

function prefixed(request: FastifyRequest, name: string): string {
  return request.server.config.cookieSecure ? `__Host-${name}` : name
}

function passwordKeys(request: FastifyRequest) {
  const { config } = request.server
  return keyringFor(config.cookieSecret, config.cookieSecretPrevious, 'held-password')
}

/** Sealed again under a key of its own, so whatever opens a session (a debug dump) still does not show it; the expiry travels in clear so screens can read it. */
function sealPassword(request: FastifyRequest, password: string, now = Date.now()): string {
  return `${now + HELD_PASSWORD_MS}.${seal(password, passwordKeys(request).current, 'held-password')}`
}

export function heldPassword(request: FastifyRequest): string | null {
  const session = request.ctx.session
  if (!session?.hp || !holdsPassword(session)) return null
  return unseal(session.hp.slice(session.hp.indexOf('.') + 1), passwordKeys(request), 'held-password')?.plain ?? null
}

/** Keeps the platform token in the sealed httpOnly cookie; the page gets only what it may show. */
export function startSession(request: FastifyRequest, reply: FastifyReply, result: PlatformSession, password?: string) {
  // A new login, registration or free play replaces the browser's session: end the old one on the platform
  // too, or its token would stay live with nobody able to log it out.
  const previous = request.ctx.session
  if (previous && previous.t !== result.token) {
    void request.server.upstream.call(endpoints.logout, { token: previous.t }).catch((err: unknown) => request.log.info({ err }, 'ending the replaced platform session failed'))
  }
  const session: SessionCookie = {
    t: result.token,
    u: result.userName,
    ty: result.customerType ?? DEFAULT_MEMBER_TYPE,
    f: result.firstTimeLogin ?? false,
    ...(password !== undefined ? { hp: sealPassword(request, password) } : {}),
  }
  return writeSessionCookies(request, reply, session)
}

export function dropHeldPassword(request: FastifyRequest, reply: FastifyReply): void {
  const session = request.ctx.session
  if (!session?.hp) return
  const { hp: _dropped, ...rest } = session
  writeSessionCookies(request, reply, rest)
}

function readSigned(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[prefixed(request, name)]
  if (!raw) return null
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid ? unsigned.value : null
}

function setSigned(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeMs: number): void {
  const secure = request.server.config.cookieSecure
  reply.setCookie(prefixed(request, name), value, { path: '/', httpOnly: true, sameSite: 'strict', secure, signed: true, maxAge: Math.floor(maxAgeMs / 1000) })
}

function clearSigned(request: FastifyRequest, reply: FastifyReply, name: string): void {
  const secure = request.server.config.cookieSecure
  reply.clearCookie(prefixed(request, name), { path: '/', httpOnly: true, sameSite: 'strict', secure })
}

/** The platform's captchaId, kept in the gateway's own cookie; sent back as the platform's cookie. */
export const captchaCookie = {
  set: (request: FastifyRequest, reply: FastifyReply, id: string) => setSigned(request, reply, 'cid', id, CAPTCHA_COOKIE_MS),
  header: (request: FastifyRequest): Record<string, string> => {
    const id = readSigned(request, 'cid')
    return id ? { Cookie: `captchaId=${id}` } : {}
  },
  clear: (request: FastifyRequest, reply: FastifyReply) => clearSigned(request, reply, 'cid'),
}

/** The ticket of a solved slider: single use, so it is dropped with every attempt that carries it. */
export const sliderCookie = {
  set: (request: FastifyRequest, reply: FastifyReply, ticket: string) => setSigned(request, reply, 'slt', ticket, SLIDER_COOKIE_MS),
  take: (request: FastifyRequest, reply: FastifyReply): string | null => {
    const ticket = readSigned(request, 'slt')
    if (ticket) clearSigned(request, reply, 'slt')
    return ticket
  },
  clear: (request: FastifyRequest, reply: FastifyReply) => clearSigned(request, reply, 'slt'),
}
