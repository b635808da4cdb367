import { randomUUID } from 'node:crypto'
import type { RequestContext } from '../context/requestContext.ts'

/** Public clients keep one device id per browser and send it with every login and registration (S1, S13, S15). */
const DEVICE_COOKIE = 'did'
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60
const madeFor = new WeakMap<RequestContext, string>()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The browser's device id, kept by the gateway in a long-lived cookie of its own: not a secret (the platform
 * uses it to recognise devices), but httpOnly, since page scripts have no use for it. Made on first need.
 */
export function deviceIdOf(ctx: RequestContext): string {
  const made = madeFor.get(ctx)
  if (made) return made
  const secure = ctx.config.cookieSecure
  const name = secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE
  const known = ctx.http.cookie(name)
  if (known && UUID.test(known)) return known
  const id = randomUUID()
  // A request that needs the id twice (the body and the cookie) uses the one it made.
  madeFor.set(ctx, id)
  ctx.http.setCookie(name, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_SECONDS })
  return id
}

/**
 * The platform's cookies for an identity call: the device id as the cookie `SHELL_deviceId`, as public clients'
 * browsers send it beside `loginDeviceId` (S15, S18, S30), and any other the call carries (the captcha's id).
 */
export function platformCookies(ctx: RequestContext, others: Readonly<Record<string, string>> = {}): { Cookie: string } {
  const pairs = Object.entries({ SHELL_deviceId: deviceIdOf(ctx), ...others }).map(([name, value]) => `${name}=${value}`)
  return { Cookie: pairs.join('; ') }
}
