import { Pool, errors as undiciErrors } from 'undici'
import type { z } from 'zod'
import { refusesRoute, RouteBook } from './alternates.ts'
import type { AnswerStore } from './answerStore.ts'
import { MemoryAnswerStore } from './answerStore.ts'
import { encryptPayload } from './crypto.ts'
import { currentDeadline, timeLeft, type Deadline } from './deadline.ts'
import { DropLedger, type DropReporter } from './drops.ts'
import type { Endpoint, EndpointName, EndpointParams, EndpointValue } from './endpoints.ts'
import { endpoints } from './endpoints.ts'
import { UpstreamError } from './errors.ts'
import type { FeedShare } from './feedShare.ts'
import type { Blame, BreakerState, GuardOptions } from './guard.ts'
import { CallGuard } from './guard.ts'
import { LastGood } from './lastGood.ts'
import { outcomeOf, type CallWatch, type UpstreamObserver } from './observer.ts'
import type { Parsed } from './parseAnswer.ts'
import { parseAnswer } from './parseAnswer.ts'
import { requestAnswer } from './readAnswer.ts'
import type { CachePolicy, Cached, Dated } from './swrCache.ts'
import { SwrCache } from './swrCache.ts'
import type { Query } from './wire.ts'
import { formQuery, wireLanguage } from './wire.ts'

export type UpstreamOptions = {
  baseUrl: string
  merchant: string
  timeoutMs: number
  announcementsTimeoutMs: number
  publicCache: CachePolicy
  connections: number
  /** Byte cap of an answer, for endpoints that declare none. */
  maxBytes?: number
  guard?: Partial<GuardOptions>
  /** Where the last good status and flags are kept; in memory unless a shared store is given. */
  store?: AnswerStore
  /** Public feeds shared with other instances (one flight across them); each instance on its own when absent. */
  share?: FeedShare
  /** Breaker changes and store failures, for the log. */
  onEvent?: (event: { msg: string; level: 'info' | 'warn'; [key: string]: unknown }) => void
  /** Told once when a platform list starts dropping bad items. */
  onItemsDropped?: DropReporter
  /** Watches every call and cache lookup (metrics, traces); nothing is watched when absent. */
  observer?: UpstreamObserver
}

const DEFAULT_MAX_BYTES = 4 * 1024 * 1024
const DEFAULT_GUARD: GuardOptions = { breakerFailureRatio: 0.5, breakerWindow: 20, breakerMinCalls: 10, breakerHalfOpenAfterMs: 10_000, retryRatio: 0.1 }

export type CallOptions<P = never> = {
  /** The parameters of the endpoint's declared query shape. */
  params?: P
  body?: unknown
  token?: string
  language?: string
  signal?: AbortSignal
  /** Extra request headers (the platform's `captchaId` cookie on calls that check a captcha). */
  headers?: Record<string, string>
  /** Sees the answer's headers (the `Set-Cookie` of a captcha). */
  onHeaders?: (headers: Record<string, string | string[] | undefined>) => void
}

const GATEWAY_VERSION = '3'
const RSA_KEY_POLICY: CachePolicy = { ttlMs: 10 * 60_000, staleMs: 0 }
/** The platform could not read an encrypted body: with a key it no longer holds, for one (S4, S2). */
const BODY_UNREADABLE = 'request_body_required'

type AnyEndpoint = Endpoint<z.ZodType, unknown>

/** A watched call and the size of the answer its last attempt read. */
type Watched = { watch: CallWatch; bytes: number }

/** What resolvers need of the platform: cached or direct reads by endpoint name. */
export type UpstreamReader = Pick<UpstreamClient, 'fetch'>

/** What actions need of the platform: reads, calls and the key bodies are encrypted with. */
export type PlatformClient = Pick<UpstreamClient, 'fetch' | 'call' | 'rsaKey'>

/**
 * The one place that calls the platform: headers, query shapes, envelope, validation (lists item by item), byte
 * caps, the request's deadline, breakers and retries, caching, and the last good status.
 */
export class UpstreamClient {
  private readonly pool: Pool
  private readonly cache: SwrCache
  private readonly options: UpstreamOptions
  private readonly guard: CallGuard
  private readonly lastGood: LastGood
  private readonly routes: RouteBook
  /** Items dropped from the platform's lists, per endpoint and list. */
  readonly drops: DropLedger
  /** The cache keys of calls without parameters, by endpoint and wire language. */
  private readonly plainKeys = new Map<string, Map<string, string>>()
  /** The paths (query included) of calls without parameters, by endpoint and wire language. */
  private readonly plainPaths = new Map<object, Map<string, string>>()

  constructor(options: UpstreamOptions) {
    this.options = options
    const onCache = options.observer?.cache
    this.cache = new SwrCache(onCache ? { onLookup: onCache } : {})
    this.drops = new DropLedger(options.onItemsDropped)
    const event = options.onEvent ?? (() => undefined)
    this.guard = new CallGuard({
      ...DEFAULT_GUARD,
      ...options.guard,
      onBreakerChange: (endpoint, state) => event({ level: state === 'open' ? 'warn' : 'info', msg: `platform breaker ${state}`, endpoint }),
    })
    const store = options.store ?? new MemoryAnswerStore()
    this.lastGood = new LastGood(store, options.merchant, (err) => event({ level: 'warn', msg: 'last good answer store failed', err }))
    this.routes = new RouteBook(
      store,
      options.merchant,
      (change) => event({ level: 'warn', msg: 'platform route refused: using another', ...change }),
      (err) => event({ level: 'warn', msg: 'platform route store failed', err }),
    )
    this.pool = new Pool(options.baseUrl, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, 5000),
    })
  }

  /**
   * Calls an endpoint through its cache policy; public answers come back with a version for memoising. For
   * the answers the site stands on (`keep`), a failure falls back to their last good copy, marked `asOf`.
   */
  fetch<N extends EndpointName>(name: N, opts: CallOptions<EndpointParams<N>> = {}): Promise<Cached<EndpointValue<N>>> {
    // The promises are handed on as they are: an async step that only passes one on costs every call three more
    // microtasks and their allocations (a member home makes seven calls, each several steps deep).
    const endpoint = endpoints[name] as AnyEndpoint
    if (!endpoint.keep) return this.read(endpoint, opts) as Promise<Cached<EndpointValue<N>>>
    return this.fetchKept(name, endpoint, opts)
  }

  private async fetchKept<N extends EndpointName>(name: N, endpoint: AnyEndpoint, opts: CallOptions<EndpointParams<N>>): Promise<Cached<EndpointValue<N>>> {
    try {
      const got = await this.read(endpoint, opts)
      if (this.lastGood.outcome(name)?.ok !== false) return got as Cached<EndpointValue<N>>
      return { ...got, asOf: this.lastGood.savedAt(name) ?? 0 } as Cached<EndpointValue<N>>
    } catch (error) {
      const kept = await this.recall(endpoint)
      if (kept) return kept as Cached<EndpointValue<N>>
      throw error
    }
  }

  async call<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P> = {}): Promise<z.infer<S>> {
    return (await this.callParsed(endpoint, opts)).value
  }

  private callParsed<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P>): Promise<Parsed<z.infer<S>>> {
    if (endpoint.token === 'required' && !opts.token) {
      return Promise.reject(new UpstreamError('rejected', endpoint.name, 'No session', { status: 401, errorCode: 'login.not.session' }))
    }
    if (endpoint.alternates?.length) return this.sendRouted(endpoint, opts)
    return this.sendOnce(endpoint, opts)
  }

  /** Tries the endpoint's routes in order until one is not refused; the one that answers is used from then on. */
  private async sendRouted<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P>): Promise<Parsed<z.infer<S>>> {
    let refused: unknown
    for (const index of await this.routes.order(endpoint)) {
      const alternate = index === 0 ? undefined : endpoint.alternates?.[index - 1]
      const route = alternate
        ? { ...endpoint, path: alternate.path, method: alternate.method ?? endpoint.method, moduleId: alternate.moduleId ?? endpoint.moduleId }
        : endpoint
      try {
        const parsed = await this.sendOnce(route, opts)
        this.routes.answered(endpoint, index)
        return parsed
      } catch (error) {
        if (!refusesRoute(error)) throw error
        refused ??= error
      }
    }
    throw refused
  }

  private sendOnce<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P>): Promise<Parsed<z.infer<S>>> {
    return endpoint.encrypted ? this.sendEncrypted(endpoint, opts) : this.send(endpoint, opts, false)
  }

  private async sendEncrypted<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P>): Promise<Parsed<z.infer<S>>> {
    try {
      return await this.send(endpoint, opts, false)
    } catch (error) {
      // Public clients fetch the key right before each encryption: a refused body is retried once with a fresh
      // key. Nothing happened on the platform, which could not read the first body.
      if (!(error instanceof UpstreamError) || error.errorCode !== BODY_UNREADABLE) throw error
      return this.send(endpoint, opts, true)
    }
  }

  /** When the platform last confirmed a kept answer (epoch ms). */
  lastGoodAt(name: EndpointName): number | undefined {
    return this.lastGood.savedAt(name)
  }

  /** For each endpoint with alternates, the route in use: 0 its own path, 1 its first alternate, and so on. */
  routesInUse(): Record<string, { index: number; path: string }> {
    return this.routes.inUse(Object.values(endpoints))
  }

  /** Endpoints whose breaker is open or half-open. */
  breakers(): Record<string, BreakerState> {
    return this.guard.states()
  }

  async close(): Promise<void> {
    await this.pool.close()
  }

  /** The platform's RSA modulus: shared for a while, or fetched anew when the platform refused the last one. */
  async rsaKey(fresh = false): Promise<string> {
    if (fresh) this.cache.delete(this.cacheKey(endpoints.rsaKey as AnyEndpoint, {}))
    return (await this.fetch('rsaKey')).value
  }

  private async send<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P>, freshKey: boolean): Promise<Parsed<z.infer<S>>> {
    const timeoutMs = endpoint.timeout === 'announcements' ? this.options.announcementsTimeoutMs : this.options.timeoutMs
    const deadline = currentDeadline()
    const left = deadline ? deadline.at - performance.now() : Infinity
    // One deadline per request (DESIGN §8): the call ends at its own timeout or the request's, whichever is first.
    // When the request's comes first (a screen's calls, as a rule), the call borrows the request's signal, whose one
    // timer stays until every call that borrowed it is over, even past the answer: no signal or timer of its own.
    const borrows = deadline !== undefined && left > 0 && left <= timeoutMs && (!opts.signal || deadline.owns(opts.signal))
    const own = borrows ? undefined : this.ownSignal(endpoint.name, timeoutMs, left, opts.signal, deadline)
    const signal = own ? own.signal : (deadline as Deadline).borrow()
    const late = signal.aborted
    const watched: Watched | undefined = this.options.observer?.call ? { watch: this.options.observer.call(endpoint.name), bytes: 0 } : undefined
    try {
      const parsed = await this.guard.run(endpoint as AnyEndpoint, timeoutMs, signal, (blame) =>
        this.attempt(endpoint, opts, signal, timeoutMs, freshKey, watched, blame),
      )
      if (endpoint.keep) this.lastGood.succeeded(endpoint.name, parsed.raw)
      watched?.watch.end('ok', watched.bytes)
      return parsed as Parsed<z.infer<S>>
    } catch (error) {
      if (endpoint.keep && !late) this.lastGood.failed(endpoint.name)
      watched?.watch.end(outcomeOf(error), watched.bytes)
      throw error
    } finally {
      if (own) clearTimeout(own.timer)
      else deadline?.giveBack()
    }
  }

  /**
   * A call's own signal: it aborts at the call's timeout or the request's deadline, whichever is first, by one timer
   * cleared when the call ends (a composite of the request's signal, AbortSignal.any, cost every call a signal, weak
   * references and listeners kept for the deadline's whole life; AbortSignal.timeout's timer cannot be cleared).
   */
  private ownSignal(source: string, timeoutMs: number, left: number, callers: AbortSignal | undefined, deadline: Deadline | undefined) {
    const wait = Math.min(timeoutMs, left)
    const own = new AbortController()
    const timer = wait > 0 ? setTimeout(() => own.abort(timedOut(source, timeoutMs)), wait).unref() : undefined
    if (timer === undefined) own.abort(timedOut(source, timeoutMs))
    // A caller's own signal (other than the request's) still ends the call when it aborts.
    const signal = callers && !deadline?.owns(callers) && !own.signal.aborted ? AbortSignal.any([callers, own.signal]) : own.signal
    return { signal, timer }
  }

  private read(endpoint: AnyEndpoint, opts: CallOptions<unknown>): Promise<Cached<unknown>> {
    // A member's own answer, never cached: the parsed answer is one as it is (no version, not stale).
    if (endpoint.cache === 'none') return this.callParsed(endpoint, opts)
    const policy = endpoint.cache === 'key' ? RSA_KEY_POLICY : this.options.publicCache
    let key: string
    try {
      key = this.cacheKey(endpoint, opts)
    } catch (error) {
      return Promise.reject(error as Error)
    }
    const hit = this.cache.fresh(key, endpoint.name)
    if (hit) return Promise.resolve(hit)
    // Shared answers never carry a member's token.
    const shared = () => ({ ...opts, token: undefined })
    const share = this.options.share
    if (share && endpoint.cache === 'public' && policy.ttlMs + policy.staleMs > 0) {
      return this.cache.getDated(key, policy, () => this.readShared(share, endpoint, key, policy, shared()), endpoint.name)
    }
    return this.cache.get(key, policy, () => this.call(endpoint, shared()), endpoint.name)
  }

  /** A public feed through the instances' share; a kept answer another instance got counts as this one's own. */
  private async readShared(share: FeedShare, endpoint: AnyEndpoint, key: string, policy: CachePolicy, opts: CallOptions<unknown>): Promise<Dated<unknown>> {
    const timeoutMs = endpoint.timeout === 'announcements' ? this.options.announcementsTimeoutMs : this.options.timeoutMs
    const load = async () => {
      const { value, raw } = await this.callParsed(endpoint, opts)
      return endpoint.keep ? { value, raw } : { value }
    }
    const copy = await share.get(key, policy, load, Math.min(timeoutMs, timeLeft()))
    if (endpoint.keep && !copy.own && copy.raw !== undefined) this.lastGood.adopted(endpoint.name, copy.raw, copy.at)
    return { value: copy.value, at: copy.at }
  }

  /** The last good answer, validated as a live one would be (a shared store may hold an older shape). */
  private async recall(endpoint: AnyEndpoint): Promise<Cached<unknown> | undefined> {
    const kept = await this.lastGood.recall(endpoint.name)
    if (!kept) return undefined
    const parsed = endpoint.response.safeParse(kept.raw)
    if (!parsed.success) {
      this.options.onEvent?.({ level: 'warn', msg: 'last good answer no longer valid', endpoint: endpoint.name })
      return undefined
    }
    return { value: parsed.data, version: -1, stale: true, asOf: kept.savedAt }
  }

  private async attempt<S extends z.ZodType, P>(
    endpoint: Endpoint<S, P>,
    opts: CallOptions<P>,
    signal: AbortSignal,
    timeoutMs: number,
    freshKey: boolean,
    watched: Watched | undefined,
    blame: Blame,
  ): Promise<Parsed> {
    // Only an encrypted JSON body waits (for the platform's key): the others are prepared at once.
    const encrypts = endpoint.encrypted && endpoint.body !== 'form' && opts.body !== undefined
    const { headers, body } = encrypts ? await this.prepareEncrypted(endpoint, opts, freshKey) : this.prepare(endpoint, opts)
    watched?.watch.headers?.(headers)
    const path = this.pathOf(endpoint, opts)
    try {
      const { statusCode, text, bytes } = await requestAnswer(
        this.pool,
        { method: endpoint.method, path, headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
        signal,
        {
          source: endpoint.name,
          expected: endpoint.envelope === 'text' ? 'text' : 'json',
          maxBytes: endpoint.maxBytes ?? this.options.maxBytes ?? DEFAULT_MAX_BYTES,
          onHeaders: opts.onHeaders,
        },
      )
      if (watched) watched.bytes = bytes
      return parseAnswer(endpoint, statusCode, text, (drops) => this.drops.record(endpoint.name, drops))
    } catch (cause) {
      const error = cause instanceof UpstreamError ? cause : toTransportError(endpoint.name, cause, timeoutMs, signal)
      blame(error)
      throw error
    }
  }

  /** The path a call asks for, its query included. Without parameters it follows from the language alone: made once. */
  private pathOf<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): string {
    const make = () => {
      const base = endpoint.pathOf ? endpoint.pathOf(opts.params as P) : endpoint.path
      const search = formQuery(this.queryOf(endpoint, opts))
      return search === '' ? base : `${base}?${search}`
    }
    // An alternate route is a copy of its endpoint, under its name, with another path: made each time.
    if (opts.params !== undefined || endpoints[endpoint.name as EndpointName] !== endpoint) return make()
    return byLanguage(this.plainPaths, endpoint, wireLanguage(opts.language, endpoint.gameNames), make)
  }

  /** The endpoint's declared query shape, filled with the caller's parameters, sorted (one cache key per query). */
  private queryOf<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): Record<string, string> {
    if (!endpoint.query) return {}
    const wire = { merchant: this.options.merchant, language: wireLanguage(opts.language, endpoint.gameNames) }
    return stringQuery(endpoint.query(opts.params as P, wire))
  }

  private cacheKey<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): string {
    const language = wireLanguage(opts.language, endpoint.gameNames)
    // Read on every screen for every shared feed. Without parameters, the query follows from the language alone (the
    // merchant is the client's): its key is made once. Otherwise JSON of the sorted query is as unique and cheaper
    // than URLSearchParams.
    const make = () => `${endpoint.name}|${language}|${JSON.stringify(this.queryOf(endpoint, opts))}`
    if (opts.params !== undefined) return make()
    return byLanguage(this.plainKeys, endpoint.name, language, make)
  }

  private prepare<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): { headers: Record<string, string>; body: string | undefined } {
    const headers = this.headersOf(endpoint, opts)
    if (opts.body === undefined) return { headers, body: undefined }
    if (endpoint.body === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
      return { headers, body: new URLSearchParams(stringQuery(opts.body as Query)).toString() }
    }
    headers['content-type'] = 'application/json;charset=UTF-8'
    return { headers, body: JSON.stringify(opts.body) }
  }

  private async prepareEncrypted<P>(
    endpoint: Endpoint<z.ZodType, P>,
    opts: CallOptions<P>,
    freshKey: boolean,
  ): Promise<{ headers: Record<string, string>; body: string }> {
    const headers = this.headersOf(endpoint, opts)
    headers['content-type'] = 'application/json;charset=UTF-8'
    const key = await this.rsaKey(freshKey)
    const encrypted = encryptPayload(opts.body, key)
    headers.encryption = encrypted.encryptionHeader
    // The newest public client repeats the DES text in X-Digest (S1); older builds read the body alone.
    headers['x-digest'] = encrypted.body.value
    return { headers, body: JSON.stringify(encrypted.body) }
  }

  private headersOf<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): Record<string, string> {
    // Named in lower case, as HTTP/1.1 compares them and undici checks them: a name with a capital it does not know
    // (Merchant, ModuleId) was lower-cased and checked again on each of a home's seven calls.
    const headers: Record<string, string> = {
      merchant: this.options.merchant,
      device: 'web',
      language: wireLanguage(opts.language, endpoint.gameNames),
      moduleid: endpoint.moduleId,
      'x-gateway-version': GATEWAY_VERSION,
      accept: 'application/json, text/plain',
    }
    // A caller's header replaces the one of that name whatever its case: the platform refuses a request that names a
    // header twice (`Merchant` and `merchant`, upstream-protocol §2.3).
    for (const name in opts.headers) headers[name.toLowerCase()] = opts.headers[name] as string
    if (endpoint.token === 'required' && opts.token) headers.authorization = opts.token
    return headers
  }
}

/** What a call without parameters makes of its endpoint (by name or by itself) for a wire language: made once for each. */
function byLanguage<K>(made: Map<K, Map<string, string>>, key: K, language: string, make: () => string): string {
  let texts = made.get(key)
  if (!texts) made.set(key, (texts = new Map()))
  let text = texts.get(language)
  if (text === undefined) texts.set(language, (text = make()))
  return text
}

function stringQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {}
  if (!query) return out
  // Sorted by UTF-16 code units, as a comparison of the names with < sorts them.
  for (const k of Object.keys(query).sort()) {
    const v = query[k]
    if (v !== undefined) out[k] = String(v)
  }
  return out
}

function timedOut(source: string, timeoutMs: number): DOMException {
  return new DOMException(`${source} timed out after ${timeoutMs} ms`, 'TimeoutError')
}

function toTransportError(source: string, cause: unknown, timeoutMs: number, signal: AbortSignal): UpstreamError {
  const name = (cause as { name?: string } | null)?.name
  if (
    signal.aborted ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    cause instanceof undiciErrors.HeadersTimeoutError ||
    cause instanceof undiciErrors.BodyTimeoutError
  ) {
    return new UpstreamError('timeout', source, `No answer within ${timeoutMs} ms`, { cause })
  }
  return new UpstreamError('unreachable', source, 'The platform could not be reached', { cause })
}
