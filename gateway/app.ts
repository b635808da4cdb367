// buildApp(deps): every plugin and route of the gateway; server.ts only listens. Tests call buildApp.
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod'
import { registerAdmission } from './admission/plugin.ts'
import type { GatewayConfig } from './config.ts'
import { MemoryAttemptStore, type AttemptStore } from './context/attemptStore.ts'
import { GwErrors } from './errors.ts'
import identityPlugin from './plugins/identity.ts'
import requestContextPlugin from './plugins/requestContext.ts'
import { LayoutStore } from './layouts/store.ts'
import { GatewayMetrics } from './plugins/gatewayMetrics.ts'
import metricsPlugin from './plugins/metrics.ts'
import tracingPlugin, { startTracing, TracedRequestLog } from './plugins/tracing.ts'
import { configureViewerCalls } from './sources/viewerCalls.ts'
import { LayoutSync } from './layouts/sync.ts'
import type { ResolveDeps } from './resolve/resolveScreen.ts'
import { actionRoutes } from './routes/actions.ts'
import { registerClient } from './routes/clientFiles.ts'
import { handleError } from './plugins/errorHandler.ts'
import { outputSerializerCompiler } from './output/json.ts'
import { dataRoutes } from './routes/data.ts'
import { registerDeadlines } from './plugins/deadlines.ts'
import { healthRoutes } from './routes/health.ts'
import { identityWidgetRoutes } from './routes/identityWidgets.ts'
import { i18nRoutes } from './routes/i18n.ts'
import { lottoRoutes } from './routes/lotto.ts'
import { mediaRoutes } from './routes/media.ts'
import { imgSrcOf, mediaUrlFor } from './plugins/media.ts'
import { registerPermissionsPolicy } from './plugins/permissionsPolicy.ts'
import { rumRoutes } from './routes/rum.ts'
import { registerSecurityHeaders } from './plugins/securityHeaders.ts'
import { screenRoutes } from './routes/screen.ts'
import { registerScreenMemo } from './routes/screenMemo.ts'
import { openSharedStore, type SharedStore } from './store/index.ts'
import { FileStudioStore } from './studio/history.ts'
import { parseOperators } from './studio/operators.ts'
import { registerStudioPage } from './studio/page.ts'
import { studioDraftRoutes } from './studio/draftRoutes.ts'
import { Drafts } from './studio/drafts.ts'
import { studioPublishRoutes } from './studio/publishRoutes.ts'
import { studioRoutes } from './studio/routes.ts'
import { studioTimingsRoute } from './studio/timingsRoute.ts'
import { Studio } from './studio/studio.ts'
import type { AnswerStore } from './upstream/answerStore.ts'
import { UpstreamClient } from './upstream/client.ts'
import { combineObservers } from './upstream/observer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig
    upstream: UpstreamClient
    layouts: LayoutStore
    media: (path: string | null | undefined, fallback?: string) => string
    resolveDeps: (log: FastifyBaseLogger) => ResolveDeps
    /** The store instances share (REDIS_URL); undefined: this instance keeps everything in memory. */
    shared: SharedStore | undefined
    /** The operator studio (off while STUDIO_OPERATORS is empty). */
    studio: Studio
  }
}

export type AppDeps = {
  config: GatewayConfig
  upstreamUrl: string
  logger?: boolean | object
  watchLayouts?: boolean
  /** A store shared by instances (and restarts) for the last good status; in memory when absent. */
  answerStore?: AnswerStore
  /** Where money attempts are kept for exactly-once withdrawals and deposits; in memory when absent. */
  attemptStore?: AttemptStore
}


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
  const tracing = await startTracing(config.tracing)
  const metrics = config.metrics.port !== undefined || config.metrics.token !== undefined ? new GatewayMetrics(config.metrics.worker) : undefined
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // With traces on, the tracing plugin logs "incoming request" itself, once the request's span is open.
    ...(tracing ? { logController: new TracedRequestLog() } : {}),
  })
  await app.register(tracingPlugin, { sdk: tracing })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(outputSerializerCompiler(config.validateOutput))
  app.decorate('config', config)
  const redisObserver = metrics ? (seconds: number, ok: boolean) => metrics.redisCommand(seconds, ok) : undefined
  const shared = config.redisUrl ? openSharedStore(config.redisUrl, config.merchant, app.log, redisObserver) : undefined
  app.decorate('shared', shared)
  const answerStore = deps.answerStore ?? shared?.answers
  const upstream = new UpstreamClient({
    baseUrl: deps.upstreamUrl,
    merchant: config.merchant,
    timeoutMs: config.upstreamTimeoutMs,
    announcementsTimeoutMs: config.announcementsTimeoutMs,
    publicCache: { ttlMs: config.publicCacheTtlMs, staleMs: config.publicCacheStaleMs },
    connections: config.upstreamConnections,
    onItemsDropped: (source, drop) =>
      app.log.warn({ source, list: drop.list, dropped: drop.dropped, issue: drop.issue }, 'platform list items dropped'),
    maxBytes: config.upstreamMaxBytes,
    guard: {
      breakerFailureRatio: config.breaker.failureRatio,
      breakerWindow: config.breaker.window,
      breakerMinCalls: config.breaker.minCalls,
      breakerHalfOpenAfterMs: config.breaker.halfOpenAfterMs,
      retryRatio: config.retryBudgetRatio,
    },
    ...(answerStore ? { store: answerStore } : {}),
    ...(shared ? { share: shared.feeds } : {}),
    onEvent: ({ level, msg, ...detail }) => app.log[level](detail, msg),
    observer: combineObservers(metrics?.upstream, tracing?.observer),
  })
  app.decorate('upstream', upstream)
  app.decorate('attempts', deps.attemptStore ?? shared?.attempts ?? new MemoryAttemptStore())
  configureViewerCalls(upstream, config.memberCountsShareMs)
  const layouts = new LayoutStore(config.layoutsDir, app.log)
  await layouts.load()
  if (deps.watchLayouts !== false) layouts.watch()
  app.decorate('layouts', layouts)
  if (shared) {
    // A restarted instance starts on the live layouts; with Redis away it starts on its folder and catches up.
    await shared.connected(1000)
    await new LayoutSync(layouts, shared.layouts, app.log).start()
  }
  await app.register(metricsPlugin, { metrics, ...config.metrics })
  const mediaPolicy = { origins: config.mediaHosts, proxyOrigin: new URL(config.mediaBaseUrl ?? deps.upstreamUrl).origin }
  const mediaUrl = mediaUrlFor(mediaPolicy)
  app.decorate('media', mediaUrl)
  app.decorate('resolveDeps', (log: FastifyBaseLogger): ResolveDeps => ({
    layouts: layouts.layouts,
    upstream,
    media: mediaUrl,
    socialLoginUrl: config.socialLoginUrl,
    onBlockError: ({ screenId, blockId, source, error }) =>
      log.warn({ screenId, blockId, source, code: (error as { kind?: string }).kind ?? (error instanceof Error ? error.name : 'error') }, 'block degraded'),
  }))
  const studio = new Studio(app, parseOperators(config.studio.operators), shared?.studio ?? new FileStudioStore(config.studio.historyDir))
  app.decorate('studio', studio)
  app.addHook('onClose', async () => {
    layouts.close()
    await upstream.close()
    await shared?.close()
  })

  app.setErrorHandler(handleError)

  // First of all hooks: a refused request costs as little as it can.
  registerAdmission(app)
  registerDeadlines(app)
  // Signed cookies (captcha, slider) are signed with the current secret and still read under the previous one.
  await app.register(cookie, { secret: config.cookieSecretPrevious ? [config.cookieSecret, config.cookieSecretPrevious] : config.cookieSecret })
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP, imgSrc: imgSrcOf(mediaPolicy) } },
    // helmet's default SAMEORIGIN would contradict frame-ancestors 'none' for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  registerPermissionsPolicy(app)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } })
  await app.register(rateLimit, { global: false, ...(shared ? { store: shared.rateLimits } : {}), errorResponseBuilder: (request) => new GwErrors.rateLimited(tooManyRequests(request)) })
  await app.register(swagger, {
    openapi: { info: { title: 'Layout gateway', description: 'Screens, data pages and actions of the mobile site', version: '1' } },
    transform: jsonSchemaTransform,
    // Puts the schemas registered with an id (.meta({ id })) in components.schemas, where their $refs point.
    transformObject: jsonSchemaTransformObject,
  })

  await app.register(requestContextPlugin)
  await app.register(identityPlugin)
  await app.register(identityWidgetRoutes)
  await app.register(healthRoutes)
  registerScreenMemo(app)
  await app.register(screenRoutes)
  await app.register(dataRoutes)
  await app.register(i18nRoutes)
  await app.register(actionRoutes)
  await app.register(rumRoutes)
  await app.register(mediaRoutes, { baseUrl: config.mediaBaseUrl ?? deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs })
  await app.register(lottoRoutes, { baseUrl: deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, merchant: config.merchant })
  const drafts = new Drafts(studio)
  await app.register(studioRoutes(studio, drafts))
  await app.register(studioDraftRoutes(studio, drafts))
  await app.register(studioPublishRoutes(studio, drafts))
  await app.register(studioTimingsRoute(studio))
  await registerStudioPage(app, config.clientDir, imgSrcOf(mediaPolicy))
  // /docs/json is where OpenAPI tools look first; /docs stays for the links that already point at it.
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger())
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/api/*', { schema: { hide: true } }, async () => {
    throw new GwErrors.routeNotFound()
  })
  await registerClient(app, config.clientDir, config.ssrBundle)
  return app
}

/** The 429 message in the language the page asked for. */
function tooManyRequests(request: FastifyRequest): string {
  return request.ctx.t({ t: 'too_many_requests' })
}
