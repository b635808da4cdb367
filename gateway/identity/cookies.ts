import { inheritedKey } from '../context/audience.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { keyringFor, seal, unseal } from '../context/seal.ts'
import type { SessionCookie } from '../context/session.ts'
import { holdsPassword } from '../context/session.ts'
import { writeSessionCookies } from '../context/sessionCookie.ts'
import { endpoints } from '../upstream/endpoints.ts'

const DEFAULT_MEMBER_TYPE = 4
/** How long a first login's password is held for the change-password form. */
const HELD_PASSWORD_MS = 10 * 60_000
const CAPTCHA_COOKIE_MS = 10 * 60_000
/** The platform's slider tickets live two minutes. */
const SLIDER_COOKIE_MS = 2 * 60_000

export type PlatformSession = { token: string; userName: string; customerType?: number | null | undefined; firstTimeLogin?: boolean | null | undefined }

function prefixed(ctx: RequestContext, name: string): string {
  return ctx.config.cookieSecure ? `__Host-${name}` : name
}

function passwordKeys(ctx: RequestContext) {
  const { config } = ctx
  return keyringFor(config.cookieSecret, config.cookieSecretPrevious, 'held-password')
}

/** Sealed again under a key of its own, so whatever opens a session (a debug dump) still does not show it; the expiry travels in clear so screens can read it. */
function sealPassword(ctx: RequestContext, password: string, now = Date.now()): string {
  return `${now + HELD_PASSWORD_MS}.${seal(password, passwordKeys(ctx).current, 'held-password')}`
}

export function heldPassword(ctx: RequestContext): string | null {
  const session = ctx.session
  if (!session?.hp || !holdsPassword(session)) return null
  return unseal(session.hp.slice(session.hp.indexOf('.') + 1), passwordKeys(ctx), 'held-password')?.plain ?? null
}

/** Keeps the platform token in the sealed httpOnly cookie; the page gets only what it may show. */
export function startSession(ctx: RequestContext, result: PlatformSession, password?: string) {
  // A new login, registration or free play replaces the browser's session: end the old one on the platform
  // too, or its token would stay live with nobody able to log it out.
  const previous = ctx.session
  if (previous && previous.t !== result.token) {
    void ctx.upstream
      .call(endpoints.logout, { token: previous.t })
      .catch((err: unknown) => ctx.log.info({ err }, 'ending the replaced platform session failed'))
  }
  const session: SessionCookie = {
    t: result.token,
    u: result.userName,
    ty: result.customerType ?? DEFAULT_MEMBER_TYPE,
    f: result.firstTimeLogin ?? false,
    ...(password !== undefined ? { hp: sealPassword(ctx, password) } : {}),
  }
  // The visitor this session starts from keeps its experiment groups (gateway/context/audience.ts).
  const visitor = inheritedKey(ctx.http, ctx.config.cookieSecure)
  if (visitor) session.k = visitor
  return writeSessionCookies(ctx.http, ctx.config, session)
}

export function dropHeldPassword(ctx: RequestContext): void {
  const session = ctx.session
  if (!session?.hp) return
  const { hp: _dropped, ...rest } = session
  writeSessionCookies(ctx.http, ctx.config, rest)
}

function setSigned(ctx: RequestContext, name: string, value: string, maxAgeMs: number): void {
  const secure = ctx.config.cookieSecure
  ctx.http.setCookie(prefixed(ctx, name), value, { path: '/', httpOnly: true, sameSite: 'strict', secure, signed: true, maxAge: Math.floor(maxAgeMs / 1000) })
}

function clearSigned(ctx: RequestContext, name: string): void {
  const secure = ctx.config.cookieSecure
  ctx.http.clearCookie(prefixed(ctx, name), { path: '/', httpOnly: true, sameSite: 'strict', secure })
}

/** The platform's captchaId, kept in the gateway's own cookie; sent back as the platform's cookie. */
export const captchaCookie = {
  set: (ctx: RequestContext, id: string) => setSigned(ctx, 'cid', id, CAPTCHA_COOKIE_MS),
  /** The platform's cookie for it, `{}` when this browser has no captcha open. */
  cookie: (ctx: RequestContext): Record<string, string> => {
    const id = ctx.http.signedCookie(prefixed(ctx, 'cid'))
    return id ? { captchaId: id } : {}
  },
  clear: (ctx: RequestContext) => clearSigned(ctx, 'cid'),
}

/** The ticket of a solved slider: single use, so it is dropped with every attempt that carries it. */
export const sliderCookie = {
  set: (ctx: RequestContext, ticket: string) => setSigned(ctx, 'slt', ticket, SLIDER_COOKIE_MS),
  take: (ctx: RequestContext): string | null => {
    const ticket = ctx.http.signedCookie(prefixed(ctx, 'slt'))
    if (ticket) clearSigned(ctx, 'slt')
    return ticket
  },
  clear: (ctx: RequestContext) => clearSigned(ctx, 'slt'),
}
