import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_AGENT_TYPES } from '../schemas/facts.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/**
 * MEDIA_HOSTS: comma-separated hosts (`cdn.example.com`, https assumed) or origins (`https://img.example.net:8443`;
 * `http://` only when written so). A path, a wildcard or another scheme is refused.
 */
const MediaHostsSchema = z.string().transform((value, ctx) => {
  const origins: string[] = []
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`
    const url = URL.canParse(candidate) ? new URL(candidate) : undefined
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !url.hostname.includes('*')
    if (!url || !bare || !/^https?:$/.test(url.protocol)) ctx.addIssue({ code: 'custom', message: `not a host or origin: ${entry}` })
    else origins.push(url.origin)
  }
  return origins
})

/** AGENT_MEMBER_TYPES: comma-separated member types; 4 is the trial type and can never be an agent's. */
const AgentTypesSchema = z.string().transform((value, ctx) => {
  const types = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const numbers = types.map(Number)
  if (types.some((t) => !/^\d{1,4}$/.test(t))) ctx.addIssue({ code: 'custom', message: `member types are whole numbers: ${value}` })
  if (numbers.includes(4)) ctx.addIssue({ code: 'custom', message: '4 is the trial type, never an agent type' })
  return [...new Set(numbers)]
})

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  MERCHANT: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('sim88'),
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  LAYOUTS_DIR: z.string().default(resolve(import.meta.dirname, '../layouts')),
  CLIENT_DIR: z.string().default(resolve(import.meta.dirname, '../dist/client')),
  SSR_BUNDLE: z.string().default(resolve(import.meta.dirname, '../dist/server/entry-server.js')),
  MEDIA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_HOSTS: MediaHostsSchema.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET_PREVIOUS: z.string().min(32).optional(),
  SESSION_MAX_AGE_S: z.coerce
    .number()
    .int()
    .min(300)
    .max(30 * 86_400)
    .default(86_400),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'a header name such as CF-IPCountry')
    .transform((h) => h.toLowerCase())
    .optional(),
  VALIDATE_OUTPUT: bool.optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  ANNOUNCEMENTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1500),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(15_000),
  PUBLIC_CACHE_STALE_MS: z.coerce.number().int().min(0).default(300_000),
  MEMBER_COUNTS_SHARE_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  VISITOR_SCREEN_SHARE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(4096).default(128),
  UPSTREAM_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(4 * 1024 * 1024),
  ACTION_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(8000),
  BREAKER_FAILURE_RATIO: z.coerce.number().gt(0).lt(1).default(0.5),
  BREAKER_WINDOW: z.coerce.number().int().min(1).max(1000).default(20),
  BREAKER_MIN_CALLS: z.coerce.number().int().min(1).max(1000).default(10),
  BREAKER_HALF_OPEN_AFTER_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  RETRY_BUDGET_RATIO: z.coerce.number().min(0).max(1).default(0.1),
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  SHED_MIN_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
  SHED_TARGET_MS: z.coerce.number().int().min(10).max(120_000).optional(),
  SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(2),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SMS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  REGISTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  SOCIAL_LOGIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  AGENT_MEMBER_TYPES: AgentTypesSchema.default([...DEFAULT_AGENT_TYPES]),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  GATEWAY_INSTANCES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  NODE_ENV: z.string().default('development'),
  STUDIO_OPERATORS: z.string().default(''),
  STUDIO_HISTORY_DIR: z.string().optional(),
  STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  STUDIO_BUDGET_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(128 * 1024),
  STUDIO_BUDGET_BLOCKS: z.coerce.number().int().min(1).default(24),
  STUDIO_BUDGET_CALLS: z.coerce.number().int().min(1).default(10),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('layout-gateway'),
  RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  RUM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  GATEWAY_WORKER: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('0'),
})

export type GatewayConfig = {
  port: number
  host: string
  upstreamUrl: string | undefined
  merchant: string
  simPort: number
  layoutsDir: string
  clientDir: string
  /** The server build of the client (npm run build); absent: pages are the plain index.html. */
  ssrBundle: string
  mediaBaseUrl: string | undefined
  /** Origins whose absolute image URLs the page loads directly (CSP img-src); other hosts get the default image. */
  mediaHosts: string[]
  logLevel: string
  cookieSecret: string
  /** The secret before the last rotation: cookies under it are still read, and re-sealed under the current one. */
  cookieSecretPrevious: string | undefined
  /** Max-Age of the session cookie, renewed as it is used (README: Session cookie). */
  sessionMaxAgeS: number
  cookieSecure: boolean
  trustProxy: boolean
  /** The request header the CDN or proxy in front names the viewer's country in; read only with TRUST_PROXY. */
  countryHeader: string | undefined
  /**
   * Check every answer the gateway built against its schema before sending it (on outside production): tests
   * and development catch a mistake where it is made; production does not pay for checking its own output twice.
   */
  validateOutput: boolean
  upstreamTimeoutMs: number
  announcementsTimeoutMs: number
  publicCacheTtlMs: number
  publicCacheStaleMs: number
  /** How long a member's unread counts and announcement list are shared between their requests (seeds: 250 ms). */
  memberCountsShareMs: number
  /**
   * How long a visitor's screen answer is sent again as it is, without resolving (at most PUBLIC_CACHE_TTL_MS, which
   * its data already waits on): the same path, language, device, capabilities and layouts.
   */
  visitorScreenShareMs: number
  upstreamConnections: number
  /** Byte cap of a platform answer, for endpoints that declare none. */
  upstreamMaxBytes: number
  /** Budget of all the platform calls of one action (a screen's is `upstreamTimeoutMs`). */
  actionTimeoutMs: number
  breaker: { failureRatio: number; window: number; minCalls: number; halfOpenAfterMs: number }
  retryBudgetRatio: number
  /** Admission control (README: Admission control): an adaptive limit on requests in flight; 0 turns it off. */
  admission: { maxInFlight: number; minInFlight: number; targetMs: number; retryAfterS: number }
  loginRateLimitPerMinute: number
  smsRateLimitPerMinute: number
  registerRateLimitPerMinute: number
  /** Per user name or mobile number and action, on top of the per-IP limits. */
  accountRateLimitPerMinute: number
  /** Start URL of a third-party sign-in service (`{provider}` = facebook or google); unset: no social buttons. */
  socialLoginUrl: string | undefined
  /** Member types that are agents while the white-label agent policy (AGENTPOLICY3) is on. */
  agentMemberTypes: number[]
  /** The store instances share (rate limits, public feeds, last good status, published layouts); unset: memory. */
  redisUrl: string | undefined
  /** Gateway processes `npm start` runs behind its one port (`auto`: one per core). */
  instances: number
  production: boolean
  studio: StudioConfig
  /** Prometheus metrics (README: Metrics): off unless a port or a token is set. */
  metrics: { port: number | undefined; host: string; token: string | undefined; worker: string }
  /** OpenTelemetry traces over OTLP/HTTP: off (no SDK loaded) unless an endpoint is set. */
  tracing: { otlpEndpoint: string | undefined; serviceName: string }
  /** Players' timings: the share of page loads that report them, and beacons per IP per minute. */
  rum: { sampleRate: number; ratePerMinute: number }
}

/** The operator studio (README: Operator studio): off while no operator is configured. */
type StudioConfig = {
  /** `name:scrypt:N:r:p:salt:hash` entries, comma-separated (`npm run studio:hash` prints one). */
  operators: string
  /** Versions, drafts and the audit log in the embedded default; beside the layout folder unless set. */
  historyDir: string
  signinRateLimitPerMinute: number
  /** What one screen may cost one audience: answer bytes, blocks, distinct platform calls. */
  budgets: { bytes: number; blocks: number; calls: number }
}

type Env = z.infer<typeof ConfigSchema>

/** Parses the environment once at start; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  if (production && !e.COOKIE_SECRET) throw new Error('Invalid configuration:\n  COOKIE_SECRET: required in production (32+ characters)')
  return { ...servingConfig(e, production), ...upstreamConfig(e), ...limitsConfig(e), production, ...operationsConfig(e) }
}

function servingConfig(e: Env, production: boolean) {
  return {
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL,
    merchant: e.MERCHANT,
    simPort: e.SIM_PORT,
    layoutsDir: e.LAYOUTS_DIR,
    clientDir: e.CLIENT_DIR,
    ssrBundle: e.SSR_BUNDLE,
    mediaBaseUrl: e.MEDIA_BASE_URL,
    mediaHosts: e.MEDIA_HOSTS,
    logLevel: e.LOG_LEVEL,
    cookieSecret: e.COOKIE_SECRET ?? 'development-only-cookie-secret-change-me',
    cookieSecretPrevious: e.COOKIE_SECRET_PREVIOUS,
    sessionMaxAgeS: e.SESSION_MAX_AGE_S,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER,
    validateOutput: e.VALIDATE_OUTPUT ?? !production,
  } satisfies Partial<GatewayConfig>
}

function upstreamConfig(e: Env) {
  return {
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    announcementsTimeoutMs: e.ANNOUNCEMENTS_TIMEOUT_MS,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    publicCacheStaleMs: e.PUBLIC_CACHE_STALE_MS,
    memberCountsShareMs: e.MEMBER_COUNTS_SHARE_MS,
    visitorScreenShareMs: Math.min(e.VISITOR_SCREEN_SHARE_MS, e.PUBLIC_CACHE_TTL_MS),
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    upstreamMaxBytes: e.UPSTREAM_MAX_BYTES,
    actionTimeoutMs: e.ACTION_TIMEOUT_MS,
    breaker: { failureRatio: e.BREAKER_FAILURE_RATIO, window: e.BREAKER_WINDOW, minCalls: e.BREAKER_MIN_CALLS, halfOpenAfterMs: e.BREAKER_HALF_OPEN_AFTER_MS },
    retryBudgetRatio: e.RETRY_BUDGET_RATIO,
    // By default a third of a screen's deadline: answers kept within it leave the tail room before the deadline.
    admission: {
      maxInFlight: e.SHED_MAX_IN_FLIGHT,
      minInFlight: e.SHED_MIN_IN_FLIGHT,
      targetMs: e.SHED_TARGET_MS ?? Math.round(e.UPSTREAM_TIMEOUT_MS / 3),
      retryAfterS: e.SHED_RETRY_AFTER_S,
    },
  } satisfies Partial<GatewayConfig>
}

function limitsConfig(e: Env) {
  return {
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    smsRateLimitPerMinute: e.SMS_RATE_LIMIT_PER_MINUTE,
    registerRateLimitPerMinute: e.REGISTER_RATE_LIMIT_PER_MINUTE,
    accountRateLimitPerMinute: e.ACCOUNT_RATE_LIMIT_PER_MINUTE,
    socialLoginUrl: e.SOCIAL_LOGIN_URL,
    agentMemberTypes: e.AGENT_MEMBER_TYPES,
    redisUrl: e.REDIS_URL,
    instances: e.GATEWAY_INSTANCES === 'auto' ? availableParallelism() : e.GATEWAY_INSTANCES,
  } satisfies Partial<GatewayConfig>
}

function operationsConfig(e: Env) {
  return {
    studio: {
      operators: e.STUDIO_OPERATORS,
      historyDir: e.STUDIO_HISTORY_DIR ?? resolve(e.LAYOUTS_DIR, '..', 'layouts-history'),
      signinRateLimitPerMinute: e.STUDIO_SIGNIN_RATE_LIMIT_PER_MINUTE,
      budgets: { bytes: e.STUDIO_BUDGET_BYTES, blocks: e.STUDIO_BUDGET_BLOCKS, calls: e.STUDIO_BUDGET_CALLS },
    },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN, worker: e.GATEWAY_WORKER },
    tracing: { otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    rum: { sampleRate: e.RUM_SAMPLE_RATE, ratePerMinute: e.RUM_RATE_LIMIT_PER_MINUTE },
  } satisfies Partial<GatewayConfig>
}
