/**
 * The little of HTTP that actions and identity checks need, behind small functions: the site's own address, and
 * the request's cookies (read, signed, set, cleared). The gateway's request-context plugin implements it over the
 * Fastify request; cookies set or cleared here are written on the answer by the route (or the error handler), so
 * a refused attempt still drops a spent ticket. Tests implement it with a map.
 */
export type CookieOptions = {
  readonly path: '/'
  readonly httpOnly?: boolean
  readonly sameSite: 'lax' | 'strict'
  readonly secure: boolean
  /** Seconds. */
  readonly maxAge?: number
  /** Signed with the cookie secret (read back with signedCookie). */
  readonly signed?: boolean
}

export type HttpSide = {
  /** The site's own origin as the browser reached it (`https://host`): where payment pages and chats send players back. */
  readonly origin: string
  readonly hostname: string
  cookie(name: string): string | undefined
  /** A signed cookie's value, or null when it is absent or its signature does not hold. */
  signedCookie(name: string): string | null
  setCookie(name: string, value: string, options: CookieOptions): void
  clearCookie(name: string, options: CookieOptions): void
}
