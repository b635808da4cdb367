// The request context over Fastify: `request.ctx`, built on first use from what the request says and the app's
// services; the HTTP side an action sees (its cookies, the site's address); session cookie renewal on API calls.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Device } from '../../schemas/conditions.ts'
import { CAPABILITIES_HEADER } from '../../schemas/constants.ts'
import { LANGUAGE_COOKIE } from '../../schemas/ssr.ts'
import type { Language } from '../../schemas/text.ts'
import { deviceFromUserAgent } from '../context/device.ts'
import type { CookieOptions, HttpSide } from '../context/http.ts'
import { languageFrom } from '../context/language.ts'
import { createRequestContext, type RequestContext, type RequestScope, type Services } from '../context/requestContext.ts'
import type { OpenedSession, SessionCookie } from '../context/session.ts'
import { sessionCookieName } from '../context/session.ts'
import { clearSessionCookies, openSessionCookie, writeSessionCookies } from '../context/sessionCookie.ts'
import { translator, type Translate } from '../context/texts.ts'
import { currentDeadline, type Deadline } from '../upstream/deadline.ts'

// What a request keeps for its own life, in slots of the request itself (Fastify request decorations), not in
// WeakMaps keyed by the request: V8's young-generation collection keeps every value of a WeakMap whose key is young,
// so each finished request's context, session and cookies survived the next scavenge and were copied, then promoted
// (~2 MB at each scavenge of a member home under load, and a scavenge four times the floor's).
const CONTEXT = Symbol('request context')
// Opened once per request: several steps read the session, and each open is an AES-GCM decryption.
const OPENED = Symbol('opened session')
// Cookies an action set or cleared, written on the answer by applyCookies.
const PENDING = Symbol('pending cookies')

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's context, built on first use. */
    readonly ctx: RequestContext
    [CONTEXT]: RequestContext | null
    /** The session cookie opened (null: none, or one that cannot be opened); undefined until first asked. */
    [OPENED]: OpenedSession | null | undefined
    [PENDING]: CookieChange[] | null
  }
}

type CookieChange = { name: string; value?: string; options: CookieOptions }

/** The request's session cookie, opened; null for a visitor or a cookie that cannot be opened. */
function openRequestSession(request: FastifyRequest): OpenedSession | null {
  const known = request[OPENED]
  if (known !== undefined) return known
  const { config } = request.server
  const result = openSessionCookie(request.cookies[sessionCookieName(config.cookieSecure)], config)
  request[OPENED] = result
  return result
}

/** The HTTP side of a request for its context: cookies set or cleared wait for applyCookies. */
class RequestHttp implements HttpSide {
  protected readonly request: FastifyRequest
  constructor(request: FastifyRequest) {
    this.request = request
  }
  get origin(): string {
    return `${this.request.protocol}://${this.request.host}`
  }
  get hostname(): string {
    return this.request.hostname
  }
  cookie(name: string): string | undefined {
    return this.request.cookies[name]
  }
  signedCookie(name: string): string | null {
    const raw = this.request.cookies[name]
    if (!raw) return null
    const unsigned = this.request.unsignCookie(raw)
    return unsigned.valid ? unsigned.value : null
  }
  setCookie(name: string, value: string, options: CookieOptions): void {
    this.changes().push({ name, value, options })
  }
  clearCookie(name: string, options: CookieOptions): void {
    this.changes().push({ name, options })
  }
  private changes(): CookieChange[] {
    return (this.request[PENDING] ??= [])
  }
}

/** The same, writing on the answer at once (the hooks and routes that hold the reply). */
class ReplyHttp extends RequestHttp {
  private readonly reply: FastifyReply
  constructor(request: FastifyRequest, reply: FastifyReply) {
    super(request)
    this.reply = reply
  }
  override setCookie(name: string, value: string, options: CookieOptions): void {
    this.reply.setCookie(name, value, options)
  }
  override clearCookie(name: string, options: CookieOptions): void {
    this.reply.clearCookie(name, options)
  }
}

/** Writes the cookies the request's context set or cleared, in the order it did; the route's or error handler's last step. */
export function applyCookies(request: FastifyRequest, reply: FastifyReply): void {
  const changes = request[PENDING]
  if (!changes) return
  request[PENDING] = null
  for (const { name, value, options } of changes) {
    if (value === undefined) reply.clearCookie(name, options)
    else reply.setCookie(name, value, options)
  }
}

/** Drops the session cookies on this answer: the platform ended the session. */
export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  clearSessionCookies(new ReplyHttp(request, reply), request.server.config)
}

/**
 * The caller's language: the `lang` query (screens, data pages), else the `x-language` header actions carry, else
 * the cookie the page mirrors its choice into (a page the server draws).
 */
function languageOf(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang
  const header = request.headers['x-language']
  const cookie = request.cookies[LANGUAGE_COOKIE]
  return languageFrom(typeof query === 'string' ? query : typeof header === 'string' ? header : cookie)
}

function capabilitiesOf(request: FastifyRequest): ReadonlySet<string> | null {
  const header = request.headers[CAPABILITIES_HEADER]
  if (typeof header !== 'string' || header.trim() === '') return null
  return new Set(
    header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
}

/** The country the proxy in front names (COUNTRY_HEADER): trusted only behind a proxy (TRUST_PROXY), never from a browser directly. */
function countryOf(request: FastifyRequest): string | null {
  const { countryHeader, trustProxy } = request.server.config
  if (!countryHeader || !trustProxy) return null
  const value = request.headers[countryHeader]
  const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
  // Cloudflare names unknown and Tor viewers XX and T1: no country.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null
}

/**
 * What the request itself says. A class: an object literal's getter is a new closure on every request, and V8 gives
 * such an object a map of its own in the old generation that kept the closure, and the request it reached, through
 * the next young-generation collections.
 */
class ServedScope implements RequestScope {
  readonly session: SessionCookie | null
  readonly language: Language
  readonly device: Device
  readonly capabilities: ReadonlySet<string> | null
  readonly country: string | null
  readonly t: Translate
  readonly log: FastifyBaseLogger
  readonly http: HttpSide
  readonly #request: FastifyRequest
  readonly #deadline: Deadline | undefined

  constructor(request: FastifyRequest) {
    this.#request = request
    this.#deadline = currentDeadline()
    this.language = languageOf(request)
    this.session = openRequestSession(request)?.session ?? null
    this.device = deviceFromUserAgent(request.headers['user-agent'])
    this.capabilities = capabilitiesOf(request)
    this.country = countryOf(request)
    this.t = translator(request.server.layouts.layouts.texts, this.language)
    this.log = request.log
    this.http = new RequestHttp(request)
  }

  get signal(): AbortSignal | undefined {
    return this.#deadline?.signal
  }

  limitAccount(key: string): Promise<boolean> {
    return this.#request.server.identity.limitAccount(this.#request, key)
  }
}

/**
 * On API calls: a session cookie under the previous key, or past half its life, is re-sealed (a handler that
 * writes or clears the session in the same answer wins); one that cannot be opened is cleared with the
 * page's MC_SESSION_INFO, so the page stops showing a member who is not one. Static files are left alone.
 */
function renewSession(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.url.startsWith('/api/')) return
  const { config } = request.server
  if (!request.cookies[sessionCookieName(config.cookieSecure)]) return
  const session = openRequestSession(request)
  if (!session) {
    request.log.info('session cookie dropped: tampered, expired or sealed under an unknown key')
    clearSessionCookies(new ReplyHttp(request, reply), config)
    return
  }
  if (session.renew) writeSessionCookies(new ReplyHttp(request, reply), config, session.session)
}

/** Gives every request its `ctx`, built on first use and kept for the request's life; renews session cookies. */
async function requestContextPlugin(app: FastifyInstance): Promise<void> {
  const services: Services = {
    upstream: app.upstream,
    attempts: app.attempts,
    effects: app.effects,
    challenges: app.challenges,
    config: app.config,
    layouts: app.layouts,
  }
  app.decorateRequest(CONTEXT, null)
  app.decorateRequest(OPENED, undefined)
  app.decorateRequest(PENDING, null)
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): RequestContext {
      return (this[CONTEXT] ??= createRequestContext(new ServedScope(this), services))
    },
  })
  // A callback hook: an async one cost every API request a promise and a microtask, most of them for nothing.
  app.addHook('preHandler', (request, reply, done) => {
    renewSession(request, reply)
    done()
  })
}

export default fp(requestContextPlugin, {
  name: 'gateway-request-context',
  fastify: '5.x',
  decorators: { fastify: ['config', 'upstream', 'attempts', 'effects', 'challenges', 'layouts'] },
})
