import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CAPABILITIES_HEADER } from '../../schemas/constants.ts'
import type { Device } from '../../schemas/conditions.ts'
import { LANGUAGE_COOKIE } from '../../schemas/ssr.ts'
import type { Language } from '../../schemas/text.ts'
import { GwErrors } from '../errors.ts'
import type { UpstreamReader } from '../upstream/client.ts'
import { currentDeadline } from '../upstream/deadline.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { Viewer } from './buildContext.ts'
import { buildViewer } from './buildContext.ts'
import { deviceFromUserAgent } from './device.ts'
import { languageFrom } from './language.ts'
import type { SessionCookie } from './session.ts'
import { clearSessionCookies, openRequestSession } from './sessionCookie.ts'
import { translator, type Translate } from './texts.ts'

/**
 * Everything a route, an action or a resolver knows of one request, built once: what the request itself says
 * (session, language, device, client capabilities) at once, and what the platform says of the viewer (status,
 * flags, member, role) on first use, with at most one member call per request.
 */
export type RequestContext = {
  readonly session: SessionCookie | null
  readonly language: Language
  readonly device: Device
  readonly capabilities: ReadonlySet<string> | null
  readonly merchant: string
  /** The merchant's agent member types (AGENT_MEMBER_TYPES); the brand default when absent. */
  readonly agentTypes?: readonly number[] | undefined
  /** Layout texts in the request's language. */
  readonly t: Translate
  readonly signal: AbortSignal | undefined
  /** Status gate, flags, member and role; a platform whose status cannot be known is a 503. */
  viewer(): Promise<Viewer>
  /** The session, or a 401 the page shows as 'please login first'. */
  requireSession(): SessionCookie
}

export type RequestScope = Omit<RequestContext, 'viewer' | 'requireSession'> & { log: FastifyBaseLogger }

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's context, built on first use. */
    readonly ctx: RequestContext
  }
}

/** The request context over a scope; tests build one without HTTP. */
export function createRequestContext(scope: RequestScope, upstream: UpstreamReader): RequestContext {
  let viewer: Promise<Viewer> | undefined
  const { log } = scope
  return {
    session: scope.session,
    language: scope.language,
    device: scope.device,
    capabilities: scope.capabilities,
    merchant: scope.merchant,
    agentTypes: scope.agentTypes,
    t: scope.t,
    // Read when a platform call is made, not before: the request's deadline makes its signal on first use.
    get signal() {
      return scope.signal
    },
    viewer: () => (viewer ??= buildViewer(upstream, scope).catch((error: unknown) => platformDown(log, error))),
    requireSession: () => {
      if (!scope.session) throw new GwErrors.noSession(scope.t({ t: 'please_login_first' }))
      return scope.session
    },
  }
}

/** The platform being down entirely (its status unknown) becomes a 503 with a clear code. */
function platformDown(log: FastifyBaseLogger, error: unknown): never {
  if (error instanceof UpstreamError) {
    log.warn({ source: error.source, kind: error.kind, status: error.status }, 'platform status unavailable')
    throw new GwErrors.upstreamUnavailable({ cause: error })
  }
  throw error
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
  return new Set(header.split(',').map((s) => s.trim()).filter(Boolean))
}

function scopeOf(request: FastifyRequest): RequestScope {
  const language = languageOf(request)
  const deadline = currentDeadline()
  return {
    session: openRequestSession(request)?.session ?? null,
    language,
    device: deviceFromUserAgent(request.headers['user-agent']),
    capabilities: capabilitiesOf(request),
    merchant: request.server.config.merchant,
    agentTypes: request.server.config.agentMemberTypes,
    t: translator(request.server.layouts.layouts.texts, language),
    get signal() {
      return deadline?.signal
    },
    log: request.log,
  }
}

/** Gives every request its `ctx`, built on first use and kept for the request's life. */
export function registerRequestContext(app: FastifyInstance): void {
  const contexts = new WeakMap<FastifyRequest, RequestContext>()
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): RequestContext {
      let ctx = contexts.get(this)
      if (!ctx) {
        ctx = createRequestContext(scopeOf(this), this.server.upstream)
        contexts.set(this, ctx)
      }
      return ctx
    },
  })
}

/** Drops the session cookies: logout, or the platform ended the session. */
export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  clearSessionCookies(request, reply)
}
