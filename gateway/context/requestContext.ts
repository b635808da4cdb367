import type { Device } from '../../schemas/conditions.ts'
import type { Language } from '../../schemas/text.ts'
import type { GatewayConfig } from '../config.ts'
import { GwErrors } from '../errors.ts'
import type { LayoutSet } from '../layouts/validate.ts'
import type { Log } from '../log.ts'
import type { PlatformClient } from '../upstream/client.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { AttemptStore } from './attemptStore.ts'
import { audienceFacts, viewerKey } from './audience.ts'
import type { Viewer, ViewerInput } from './buildContext.ts'
import { buildViewer } from './buildContext.ts'
import type { ChallengeStore } from './challengeStore.ts'
import type { EffectCounter } from './effects.ts'
import type { HttpSide } from './http.ts'
import type { SessionCookie } from './session.ts'
import type { Translate } from './texts.ts'

/** The gateway's services, one set for every request: what a handler reaches the world through. */
export type Services = {
  /** The platform client. */
  readonly upstream: PlatformClient
  /** Money attempts: exactly-once withdrawals and deposits. */
  readonly attempts: AttemptStore
  /** Exposures, taps and conversions of experiments. */
  readonly effects: EffectCounter
  /** The gateway's own bot check (single-use challenges and tickets). */
  readonly challenges: ChallengeStore
  readonly config: GatewayConfig
  /** The live layout set (read when asked: a publish swaps it). */
  readonly layouts: { readonly layouts: LayoutSet }
}

/**
 * Everything a route, an action or a resolver knows of one request, built once: what the request itself says
 * (session, language, device, client capabilities) at once, what the platform says of the viewer (status,
 * flags, member, role) on first use, with at most one member call per request, and the services to act with.
 * Plain data and functions: an action or a check takes `(input, ctx)` and never sees Fastify.
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
  readonly log: Log
  readonly upstream: PlatformClient
  readonly attempts: AttemptStore
  readonly effects: EffectCounter
  readonly challenges: ChallengeStore
  readonly config: GatewayConfig
  readonly layouts: LayoutSet
  /** The site's address and the request's cookies. */
  readonly http: HttpSide
  /** Counts one attempt for `key` (action and account); false when it had too many this minute. */
  limitAccount(key: string): Promise<boolean>
  /** Status gate, flags, member and role; a platform whose status cannot be known is a 503. */
  viewer(): Promise<Viewer>
  /** The viewer's country, buckets and variants, and the time the request is served at: known before the platform answers. */
  viewerAudience(): Audience
  /** The session, or a 401 the page shows as 'please login first'. */
  requireSession(): SessionCookie
}

/** What the request itself says, read by the HTTP side (or written by a test). */
export type RequestScope = Pick<RequestContext, 'session' | 'language' | 'device' | 'capabilities' | 't' | 'signal' | 'log' | 'http' | 'limitAccount'> & {
  /** The viewer's country as the proxy in front names it (COUNTRY_HEADER, only with TRUST_PROXY); null when unknown. */
  readonly country?: string | null
}

/** The request context over a scope and the services; tests build one without HTTP. */
type Audience = Pick<ViewerInput, 'country' | 'audience' | 'now'>

export function createRequestContext(scope: RequestScope, services: Services): RequestContext {
  return new ServedContext(scope, services)
}

/**
 * A class, not an object literal: a literal's getters are new closures on every request, and V8 gives each such object
 * a map of its own in the old generation, which held the closures and everything they reached (the scope, the viewer,
 * the request) through the next scavenges: ~2 MB copied and promoted at each scavenge of a member home under load.
 */
class ServedContext implements RequestContext {
  readonly session: SessionCookie | null
  readonly language: Language
  readonly device: Device
  readonly capabilities: ReadonlySet<string> | null
  readonly merchant: string
  readonly agentTypes: readonly number[] | undefined
  readonly t: Translate
  readonly log: Log
  readonly upstream: Services['upstream']
  readonly attempts: Services['attempts']
  readonly effects: Services['effects']
  readonly challenges: Services['challenges']
  readonly config: GatewayConfig
  readonly http: HttpSide
  readonly #scope: RequestScope
  readonly #services: Services
  #viewer: Promise<Viewer> | undefined
  #audience: Audience | undefined

  constructor(scope: RequestScope, services: Services) {
    this.#scope = scope
    this.#services = services
    this.session = scope.session
    this.language = scope.language
    this.device = scope.device
    this.capabilities = scope.capabilities
    this.merchant = services.config.merchant
    this.agentTypes = services.config.agentMemberTypes
    this.t = scope.t
    this.log = scope.log
    this.upstream = services.upstream
    this.attempts = services.attempts
    this.effects = services.effects
    this.challenges = services.challenges
    this.config = services.config
    this.http = scope.http
  }

  /** Read when a platform call is made, not before: the request's deadline makes its signal on first use. */
  get signal(): AbortSignal | undefined {
    return this.#scope.signal
  }

  get layouts(): LayoutSet {
    return this.#services.layouts.layouts
  }

  limitAccount(key: string): Promise<boolean> {
    return this.#scope.limitAccount(key)
  }

  viewer(): Promise<Viewer> {
    this.#viewer ??= buildViewer(this.upstream, viewerInput(this)).catch((error: unknown) => platformDown(this.log, error))
    return this.#viewer
  }

  viewerAudience(): Audience {
    return (this.#audience ??= audienceOf(this, this.#scope))
  }

  requireSession(): SessionCookie {
    if (!this.#scope.session) throw new GwErrors.noSession(this.#scope.t({ t: 'please_login_first' }))
    return this.#scope.session
  }
}

/** What the request says of its viewer, named one by one (a spread of the context ran its getters and copied it whole). */
function viewerInput(ctx: RequestContext): ViewerInput {
  const { country, audience, now } = ctx.viewerAudience()
  return {
    session: ctx.session,
    language: ctx.language,
    device: ctx.device,
    capabilities: ctx.capabilities,
    merchant: ctx.merchant,
    signal: ctx.signal,
    agentTypes: ctx.agentTypes,
    now,
    country,
    audience,
  }
}

/** The request's country, and its buckets for the layouts' experiments and rollouts (a visitor's id is made on first need). */
function audienceOf(ctx: RequestContext, scope: RequestScope): Audience {
  const audience = audienceFacts(ctx.layouts, () => viewerKey(scope.session, scope.http, ctx.config.cookieSecure))
  return { country: scope.country ?? null, now: Date.now(), ...(audience ? { audience } : {}) }
}

/** The platform being down entirely (its status unknown) becomes a 503 with a clear code. */
function platformDown(log: Log, error: unknown): never {
  if (error instanceof UpstreamError) {
    log.warn({ source: error.source, kind: error.kind, status: error.status }, 'platform status unavailable')
    throw new GwErrors.upstreamUnavailable({ cause: error })
  }
  throw error
}
