import { Pool, errors as undiciErrors } from 'undici'
import type { z } from 'zod'
import { WpsFailureSchema, wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import type { AnswerStore } from './answerStore.ts'
import { MemoryAnswerStore } from './answerStore.ts'
import { encryptPayload } from './crypto.ts'
import { currentDeadline } from './deadline.ts'
import type { Endpoint, EndpointName, EndpointValue } from './endpoints.ts'
import { endpoints } from './endpoints.ts'
import { UpstreamError } from './errors.ts'
import type { BreakerState, GuardOptions } from './guard.ts'
import { CallGuard } from './guard.ts'
import { LastGood } from './lastGood.ts'
import { readAnswer } from './readAnswer.ts'
import type { CachePolicy, Cached } from './swrCache.ts'
import { SwrCache } from './swrCache.ts'

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
  /** Breaker changes and store failures, for the log. */
  onEvent?: (event: { msg: string; level: 'info' | 'warn'; [key: string]: unknown }) => void
}

export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024
export const DEFAULT_GUARD: GuardOptions = { breakerFailureRatio: 0.5, breakerWindow: 20, breakerMinCalls: 10, breakerHalfOpenAfterMs: 10_000, retryRatio: 0.1 }

export type CallOptions = {
  query?: Record<string, string | number | boolean | undefined>
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

/** Platform language codes differ from ours for Chinese. */
function wireLanguage(language: string | undefined): string {
  if (language === 'CN') return 'ZH'
  return language ?? 'EN'
}

/** What resolvers need of the platform: cached or direct reads by endpoint name. */
export type UpstreamReader = Pick<UpstreamClient, 'fetch'>

/**
 * The one place that calls the platform: headers, envelope, validation, byte caps, the request's deadline,
 * breakers and retries, caching, and the last good status.
 */
export class UpstreamClient {
  private readonly pool: Pool
  private readonly cache = new SwrCache()
  private readonly options: UpstreamOptions
  private readonly guard: CallGuard
  private readonly lastGood: LastGood

  constructor(options: UpstreamOptions) {
    this.options = options
    const event = options.onEvent ?? (() => undefined)
    this.guard = new CallGuard({
      ...DEFAULT_GUARD,
      ...options.guard,
      onBreakerChange: (endpoint, state) => event({ level: state === 'open' ? 'warn' : 'info', msg: `platform breaker ${state}`, endpoint }),
    })
    this.lastGood = new LastGood(options.store ?? new MemoryAnswerStore(), options.merchant, (err) => event({ level: 'warn', msg: 'last good answer store failed', err }))
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
  async fetch<N extends EndpointName>(name: N, opts: CallOptions = {}): Promise<Cached<EndpointValue<N>>> {
    const endpoint = endpoints[name] as Endpoint
    if (!endpoint.keep) return this.read(endpoint, opts) as Promise<Cached<EndpointValue<N>>>
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

  async call<S extends z.ZodType>(endpoint: Endpoint<S>, opts: CallOptions = {}): Promise<z.infer<S>> {
    if (endpoint.token === 'required' && !opts.token) {
      throw new UpstreamError('rejected', endpoint.name, 'No session', { status: 401, errorCode: 'login.not.session' })
    }
    const timeoutMs = endpoint.timeout === 'announcements' ? this.options.announcementsTimeoutMs : this.options.timeoutMs
    // One deadline per request (DESIGN §8): the call ends at its own timeout or the request's, whichever is first.
    const limits = [currentDeadline()?.signal, opts.signal, AbortSignal.timeout(timeoutMs)].filter((x): x is AbortSignal => x !== undefined)
    const signal = limits.length === 1 ? (limits[0] as AbortSignal) : AbortSignal.any(limits)
    const late = signal.aborted
    try {
      const { value, raw } = await this.guard.run(endpoint, timeoutMs, signal, () => this.attempt(endpoint, opts, signal, timeoutMs))
      if (endpoint.keep) this.lastGood.succeeded(endpoint.name, raw)
      return value as z.infer<S>
    } catch (error) {
      if (endpoint.keep && !late) this.lastGood.failed(endpoint.name)
      throw error
    }
  }

  /** When the platform last confirmed a kept answer (epoch ms). */
  lastGoodAt(name: EndpointName): number | undefined {
    return this.lastGood.savedAt(name)
  }

  /** Endpoints whose breaker is open or half-open. */
  breakers(): Record<string, BreakerState> {
    return this.guard.states()
  }

  async close(): Promise<void> {
    await this.pool.close()
  }

  private async read(endpoint: Endpoint, opts: CallOptions): Promise<Cached<unknown>> {
    if (endpoint.cache === 'none') return { value: await this.call(endpoint, opts), version: -1, stale: false }
    const policy = endpoint.cache === 'key' ? RSA_KEY_POLICY : this.options.publicCache
    const key = `${endpoint.name}|${wireLanguage(opts.language)}|${new URLSearchParams(stringQuery(opts.query)).toString()}`
    // Shared answers never carry a member's token.
    return this.cache.get(key, policy, () => this.call(endpoint, { ...opts, token: undefined }))
  }

  /** The last good answer, validated as a live one would be (a shared store may hold an older shape). */
  private async recall(endpoint: Endpoint): Promise<Cached<unknown> | undefined> {
    const kept = await this.lastGood.recall(endpoint.name)
    if (!kept) return undefined
    const parsed = endpoint.response.safeParse(kept.raw)
    if (!parsed.success) {
      this.options.onEvent?.({ level: 'warn', msg: 'last good answer no longer valid', endpoint: endpoint.name })
      return undefined
    }
    return { value: parsed.data, version: -1, stale: true, asOf: kept.savedAt }
  }

  private async attempt(endpoint: Endpoint, opts: CallOptions, signal: AbortSignal, timeoutMs: number): Promise<Parsed> {
    const { headers, body } = await this.prepare(endpoint, opts)
    const query = stringQuery(opts.query)
    const path = Object.keys(query).length ? `${endpoint.path}?${new URLSearchParams(query)}` : endpoint.path
    try {
      const res = await this.pool.request({ method: endpoint.method, path, headers, body, signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
      opts.onHeaders?.(res.headers)
      const text = await readAnswer(endpoint.name, res, endpoint.envelope === 'text' ? 'text' : 'json', endpoint.maxBytes ?? this.options.maxBytes ?? DEFAULT_MAX_BYTES)
      return parseAnswer(endpoint, res.statusCode, text)
    } catch (cause) {
      if (cause instanceof UpstreamError) throw cause
      throw toTransportError(endpoint.name, cause, timeoutMs, signal)
    }
  }

  private async prepare(endpoint: Endpoint, opts: CallOptions): Promise<{ headers: Record<string, string>; body: string | undefined }> {
    const headers: Record<string, string> = {
      Merchant: this.options.merchant,
      Device: 'web',
      Language: wireLanguage(opts.language),
      ModuleId: endpoint.moduleId,
      'X-Gateway-Version': GATEWAY_VERSION,
      Accept: 'application/json, text/plain',
      ...opts.headers,
    }
    if (endpoint.token === 'required' && opts.token) headers.Authorization = opts.token
    if (opts.body === undefined) return { headers, body: undefined }
    headers['Content-Type'] = 'application/json;charset=UTF-8'
    if (!endpoint.encrypted) return { headers, body: JSON.stringify(opts.body) }
    const key = await this.fetch('rsaKey')
    const encrypted = encryptPayload(opts.body, key.value)
    headers.Encryption = encrypted.encryptionHeader
    return { headers, body: JSON.stringify(encrypted.body) }
  }
}

function stringQuery(query: CallOptions['query']): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(query ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (v !== undefined) out[k] = String(v)
  }
  return out
}

function toTransportError(source: string, cause: unknown, timeoutMs: number, signal: AbortSignal): UpstreamError {
  const name = (cause as { name?: string } | null)?.name
  if (signal.aborted || name === 'TimeoutError' || name === 'AbortError' || cause instanceof undiciErrors.HeadersTimeoutError || cause instanceof undiciErrors.BodyTimeoutError) {
    return new UpstreamError('timeout', source, `No answer within ${timeoutMs} ms`, { cause })
  }
  return new UpstreamError('unreachable', source, 'The platform could not be reached', { cause })
}

// Zod compiles a fast path per schema instance: build each envelope once, not per call.
const envelopes = new WeakMap<z.ZodType, z.ZodType>()
function envelopeOf(value: z.ZodType): z.ZodType {
  let schema = envelopes.get(value)
  if (!schema) {
    schema = wpsSuccessSchema(value)
    envelopes.set(value, schema)
  }
  return schema
}

/** A validated answer, and the value as it came (what a shared store keeps). */
type Parsed = { value: unknown; raw: unknown }

function parseAnswer(endpoint: Endpoint, status: number, text: string): Parsed {
  if (endpoint.envelope === 'text') {
    const parsed = endpoint.response.safeParse(text.trim())
    if (status !== 200 || !parsed.success) throw new UpstreamError('invalid', endpoint.name, 'Unexpected answer', { status })
    return { value: parsed.data, raw: text.trim() }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new UpstreamError(status >= 500 ? 'http' : 'malformed', endpoint.name, `Malformed answer (HTTP ${status})`, { status, cause })
  }
  const failure = WpsFailureSchema.safeParse(json)
  if (failure.success) {
    const { errorCode, message, value, field } = failure.data
    throw new UpstreamError('rejected', endpoint.name, message || errorCode, { status, errorCode, data: value, field })
  }
  if (status !== 200) throw new UpstreamError('http', endpoint.name, `HTTP ${status}`, { status })
  if (endpoint.envelope === 'raw') {
    const raw = endpoint.response.safeParse(json)
    if (!raw.success) throw new UpstreamError('invalid', endpoint.name, `Answer does not match the ${endpoint.name} schema`, { status, cause: raw.error })
    return { value: raw.data, raw: json }
  }
  const parsed = envelopeOf(endpoint.response).safeParse(json)
  if (!parsed.success) {
    throw new UpstreamError('invalid', endpoint.name, `Answer does not match the ${endpoint.name} schema`, { status, cause: parsed.error })
  }
  return { value: (parsed.data as { value: unknown }).value, raw: (json as { value?: unknown }).value }
}
