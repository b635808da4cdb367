// buildApp(deps): every plugin and route of the gateway; server.ts only listens. Tests call buildApp.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { GatewayConfig } from './config.ts'
import { GwErrors } from './errors.ts'
import { registerIdentity } from './identity/plugin.ts'
import { LayoutStore } from './layouts/store.ts'
import type { ResolveDeps } from './resolve/resolveScreen.ts'
import { actionRoutes } from './routes/actions.ts'
import { dataRoutes } from './routes/data.ts'
import { registerDeadlines } from './routes/deadlines.ts'
import { healthRoutes } from './routes/health.ts'
import { i18nRoutes } from './routes/i18n.ts'
import { registerLoadShedding } from './routes/loadShedding.ts'
import { lottoRoutes } from './routes/lotto.ts'
import { mediaRoutes, mediaUrl } from './routes/media.ts'
import { clearSession, readSession, textsFor } from './routes/requestContext.ts'
import { screenRoutes } from './routes/screen.ts'
import type { AnswerStore } from './upstream/answerStore.ts'
import { UpstreamClient } from './upstream/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig
    upstream: UpstreamClient
    layouts: LayoutStore
    media: (path: string | null | undefined) => string
    resolveDeps: (log: FastifyBaseLogger) => ResolveDeps
  }
}

export type AppDeps = {
  config: GatewayConfig
  upstreamUrl: string
  logger?: boolean | object
  watchLayouts?: boolean
  /** A store shared by instances (and restarts) for the last good status; in memory when absent. */
  answerStore?: AnswerStore
}

/** Seconds a caller should wait before asking again when the platform's status is unknown. */
const UNAVAILABLE_RETRY_AFTER_S = 5

/** Secrets never reach a log line: tokens, passwords, cookies and the platform's crypto headers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.Authorization',
  'headers.encryption',
  'headers.Encryption',
  'headers["x-rsa"]',
  'headers["x-digest"]',
  '*.password',
  '*.token',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.verificationCode',
  '*.captcha',
  '*.sliderTicket',
  '*.ticket',
  '*.t',
  'body',
]

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  // The lottery launcher frames the gateway's own /lotto/ pages.
  frameSrc: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  const upstream = new UpstreamClient({
    baseUrl: deps.upstreamUrl,
    merchant: config.merchant,
    timeoutMs: config.upstreamTimeoutMs,
    announcementsTimeoutMs: config.announcementsTimeoutMs,
    publicCache: { ttlMs: config.publicCacheTtlMs, staleMs: config.publicCacheStaleMs },
    connections: config.upstreamConnections,
    maxBytes: config.upstreamMaxBytes,
    guard: {
      breakerFailureRatio: config.breaker.failureRatio,
      breakerWindow: config.breaker.window,
      breakerMinCalls: config.breaker.minCalls,
      breakerHalfOpenAfterMs: config.breaker.halfOpenAfterMs,
      retryRatio: config.retryBudgetRatio,
    },
    ...(deps.answerStore ? { store: deps.answerStore } : {}),
    onEvent: ({ level, msg, ...detail }) => app.log[level](detail, msg),
  })
  app.decorate('upstream', upstream)
  const layouts = new LayoutStore(config.layoutsDir, app.log)
  await layouts.load()
  if (deps.watchLayouts !== false) layouts.watch()
  app.decorate('layouts', layouts)
  app.decorate('media', mediaUrl)
  app.decorate('resolveDeps', (log: FastifyBaseLogger): ResolveDeps => ({
    layouts: layouts.layouts,
    upstream,
    media: mediaUrl,
    socialLoginUrl: config.socialLoginUrl,
    onBlockError: ({ screenId, blockId, source, error }) =>
      log.warn({ screenId, blockId, source, code: (error as { kind?: string }).kind ?? (error instanceof Error ? error.name : 'error') }, 'block degraded'),
  }))
  app.addHook('onClose', async () => {
    layouts.close()
    await upstream.close()
  })

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined
      return reply.code(400).send({ error: { code: 'GW_BAD_REQUEST', message: `Invalid ${error.validationContext ?? 'request'}${field ? ` field ${field}` : ''}: ${issue?.message ?? 'bad input'}`, ...(field ? { field } : {}) } })
    }
    const status = error.statusCode ?? 500
    const code = typeof error.code === 'string' && error.code.startsWith('GW_') ? error.code : undefined
    // Shed load is expected under pressure: no error log line per request.
    if (code === 'GW_OVERLOADED') return reply.code(503).header('retry-after', String(config.shed.retryAfterS)).send({ error: { code, message: error.message } })
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    // The platform ended the session, whichever route found out: the browser's cookies go with it, here only.
    if (code === 'GW_AUTH_SESSION_ENDED' && readSession(request)) clearSession(request, reply)
    if (status === 429 && !code) return reply.code(429).send({ error: { code: 'GW_RATE_LIMITED', message: tooManyRequests(request) } })
    const marked = (error as { field?: unknown }).field
    const field = typeof marked === 'string' ? { field: marked } : {}
    if (code && status < 500) return reply.code(status).send({ error: { code, message: error.message, ...field } })
    if (status < 500) return reply.code(status).send({ error: { code: 'GW_BAD_REQUEST', message: error.message } })
    if (code === 'GW_UPSTREAM_UNAVAILABLE') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
    if (code === 'GW_UPSTREAM_UNAVAILABLE' || code === 'GW_UPSTREAM_REJECTED') return reply.code(status).send({ error: { code, message: error.message } })
    return reply.code(500).send({ error: { code: 'GW_INTERNAL', message: 'Internal error' } })
  })

  registerDeadlines(app)
  await app.register(cookie, { secret: config.cookieSecret })
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  // After helmet, so that shed answers carry the security headers too.
  await registerLoadShedding(app)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } })
  await app.register(rateLimit, { global: false, errorResponseBuilder: (request) => new GwErrors.rateLimited(tooManyRequests(request)) })
  await app.register(swagger, {
    openapi: { info: { title: 'Layout gateway', description: 'Screens, data pages and actions of the mobile site', version: '1' } },
    transform: jsonSchemaTransform,
  })

  await registerIdentity(app)
  await app.register(healthRoutes)
  await app.register(screenRoutes)
  await app.register(dataRoutes)
  await app.register(i18nRoutes)
  await app.register(actionRoutes)
  await app.register(mediaRoutes, { baseUrl: config.mediaBaseUrl ?? deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs })
  await app.register(lottoRoutes, { baseUrl: deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, merchant: config.merchant })
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger())
  app.get('/api/*', { schema: { hide: true } }, async () => {
    throw new GwErrors.routeNotFound()
  })
  await registerClient(app, config.clientDir)
  return app
}

/** The 429 message in the language the page asked for. */
function tooManyRequests(request: FastifyRequest): string {
  return textsFor(request)({ t: 'too_many_requests' })
}

/** Serves the built client; every other GET that wants HTML gets index.html so client routes work on reload. */
async function registerClient(app: FastifyInstance, dir: string): Promise<void> {
  const hasBuild = existsSync(join(dir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const cache = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.endsWith('index.html') ? 'no-cache' : 'public, max-age=300'
        res.header('cache-control', cache)
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'GW_ROUTE_NOT_FOUND', message: 'No such route' } })
    }
    if (!hasBuild) return reply.code(503).type('text/plain').send('The client is not built: run npm run build')
    return reply.sendFile('index.html')
  })
}
