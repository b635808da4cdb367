import { Pool, errors as undiciErrors } from 'undici'
import type { z } from 'zod'
import { WpsFailureSchema, wpsSuccessSchema } from '../../schemas/upstream/index.ts'
import { encryptPayload } from './crypto.ts'
import type { Endpoint, EndpointName, EndpointParams, EndpointValue } from './endpoints.ts'
import { endpoints } from './endpoints.ts'
import { UpstreamError } from './errors.ts'
import type { Query } from './wire.ts'
import { wireLanguage } from './wire.ts'
import type { CachePolicy, Cached } from './swrCache.ts'
import { SwrCache } from './swrCache.ts'

export type UpstreamOptions = {
  baseUrl: string
  merchant: string
  timeoutMs: number
  announcementsTimeoutMs: number
  publicCache: CachePolicy
  connections: number
}

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

/** What resolvers need of the platform: cached or direct reads by endpoint name. */
export type UpstreamReader = Pick<UpstreamClient, 'fetch'>

/** The one place that calls the platform: headers, envelope, validation, timeouts, caching. */
export class UpstreamClient {
  private readonly pool: Pool
  private readonly cache = new SwrCache()
  private readonly options: UpstreamOptions

  constructor(options: UpstreamOptions) {
    this.options = options
    this.pool = new Pool(options.baseUrl, {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connectTimeout: Math.min(options.timeoutMs, 5000),
    })
  }

  /** Calls an endpoint through its cache policy; public answers come back with a version for memoising. */
  async fetch<N extends EndpointName>(name: N, opts: CallOptions<EndpointParams<N>> = {}): Promise<Cached<EndpointValue<N>>> {
    const endpoint = endpoints[name] as Endpoint<z.ZodType, unknown>
    if (endpoint.cache === 'none') return { value: (await this.call(endpoint, opts)) as EndpointValue<N>, version: -1, stale: false }
    const policy = endpoint.cache === 'key' ? RSA_KEY_POLICY : this.options.publicCache
    const key = `${endpoint.name}|${wireLanguage(opts.language, endpoint.gameNames)}|${new URLSearchParams(this.queryOf(endpoint, opts)).toString()}`
    // Shared answers never carry a member's token.
    return this.cache.get(key, policy, () => this.call(endpoint, { ...opts, token: undefined }) as Promise<EndpointValue<N>>)
  }

  async call<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, opts: CallOptions<P> = {}): Promise<z.infer<S>> {
    if (endpoint.token === 'required' && !opts.token) {
      throw new UpstreamError('rejected', endpoint.name, 'No session', { status: 401, errorCode: 'login.not.session' })
    }
    const timeoutMs = endpoint.timeout === 'announcements' ? this.options.announcementsTimeoutMs : this.options.timeoutMs
    const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs)
    const { headers, body } = await this.prepare(endpoint, opts)
    const query = this.queryOf(endpoint, opts)
    const path = Object.keys(query).length ? `${endpoint.path}?${new URLSearchParams(query)}` : endpoint.path
    let status: number
    let text: string
    try {
      const res = await this.pool.request({ method: endpoint.method, path, headers, body, signal, headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
      status = res.statusCode
      text = await res.body.text()
      opts.onHeaders?.(res.headers)
    } catch (cause) {
      throw toTransportError(endpoint.name, cause, timeoutMs)
    }
    return parseAnswer(endpoint, status, text)
  }

  async close(): Promise<void> {
    await this.pool.close()
  }

  /** The endpoint's declared query shape, filled with the caller's parameters, sorted (one cache key per query). */
  private queryOf<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): Record<string, string> {
    if (!endpoint.query) return {}
    const wire = { merchant: this.options.merchant, language: wireLanguage(opts.language, endpoint.gameNames) }
    return stringQuery(endpoint.query(opts.params as P, wire))
  }

  private async prepare<P>(endpoint: Endpoint<z.ZodType, P>, opts: CallOptions<P>): Promise<{ headers: Record<string, string>; body: string | undefined }> {
    const headers: Record<string, string> = {
      Merchant: this.options.merchant,
      Device: 'web',
      Language: wireLanguage(opts.language, endpoint.gameNames),
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

function stringQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(query ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (v !== undefined) out[k] = String(v)
  }
  return out
}

function toTransportError(source: string, cause: unknown, timeoutMs: number): UpstreamError {
  const name = (cause as { name?: string } | null)?.name
  if (name === 'TimeoutError' || name === 'AbortError' || cause instanceof undiciErrors.HeadersTimeoutError || cause instanceof undiciErrors.BodyTimeoutError) {
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

function parseAnswer<S extends z.ZodType, P>(endpoint: Endpoint<S, P>, status: number, text: string): z.infer<S> {
  if (endpoint.envelope === 'text') {
    const parsed = endpoint.response.safeParse(text.trim())
    if (status !== 200 || !parsed.success) throw new UpstreamError('invalid', endpoint.name, 'Unexpected answer', { status })
    return parsed.data
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
    return raw.data
  }
  const parsed = envelopeOf(endpoint.response).safeParse(json)
  if (!parsed.success) {
    throw new UpstreamError('invalid', endpoint.name, `Answer does not match the ${endpoint.name} schema`, { status, cause: parsed.error })
  }
  return (parsed.data as { value: z.infer<S> }).value
}
