// buildApp(deps): the gateway as named plugins (gateway/plugins/, each declaring its decorator) and routes;
// server.ts only listens. Tests call buildApp.
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod'
import { registerAdmission } from './admission/plugin.ts'
import type { GatewayConfig } from './config.ts'
import { MemoryAttemptStore, type AttemptStore } from './context/attemptStore.ts'
import { MemoryChallengeStore } from './context/challengeStore.ts'
import { MemoryEffectStore } from './context/effects.ts'
import { GwErrors } from './errors.ts'
import { outputSerializerCompiler } from './output/json.ts'
import attemptsPlugin from './plugins/attempts.ts'
import challengesPlugin from './plugins/challenges.ts'
import configPlugin from './plugins/config.ts'
import deadlinesPlugin from './plugins/deadlines.ts'
import effectsPlugin from './plugins/effects.ts'
import errorHandlerPlugin from './plugins/errorHandler.ts'
import { GatewayMetrics } from './plugins/gatewayMetrics.ts'
import identityPlugin from './plugins/identity.ts'
import layoutsPlugin from './plugins/layouts.ts'
import mediaPlugin, { imgSrcOf, type MediaPolicy } from './plugins/media.ts'
import metricsPlugin from './plugins/metrics.ts'
import permissionsPolicyPlugin from './plugins/permissionsPolicy.ts'
import requestContextPlugin from './plugins/requestContext.ts'
import screensPlugin from './plugins/screens.ts'
import securityHeadersPlugin from './plugins/securityHeaders.ts'
import sharedStorePlugin from './plugins/sharedStore.ts'
import tracingPlugin, { startTracing, TracedRequestLog } from './plugins/tracing.ts'
import type { TracingSdk } from './plugins/tracingSdk.ts'
import upstreamPlugin from './plugins/upstream.ts'
import { actionRoutes } from './routes/actions.ts'
import { registerClient } from './routes/clientFiles.ts'
import { dataRoutes } from './routes/data.ts'
import { effectRoutes } from './routes/effects.ts'
import { healthRoutes } from './routes/health.ts'
import { i18nRoutes } from './routes/i18n.ts'
import { identityWidgetRoutes } from './routes/identityWidgets.ts'
import { lottoRoutes } from './routes/lotto.ts'
import { mediaRoutes } from './routes/media.ts'
import { rumRoutes } from './routes/rum.ts'
import { screenRoutes } from './routes/screen.ts'
import { openSharedStore, type SharedStore } from './store/index.ts'
import { studioDraftRoutes } from './studio/draftRoutes.ts'
import { Drafts } from './studio/drafts.ts'
import { studioEffectsRoute } from './studio/effects.ts'
import { registerStudioPage } from './studio/page.ts'
import studioPlugin from './studio/plugin.ts'
import { studioPublishRoutes } from './studio/publishRoutes.ts'
import { studioRoutes } from './studio/routes.ts'
import { Scheduler } from './studio/schedule.ts'
import { studioScheduleRoutes } from './studio/scheduleRoutes.ts'
import { studioShareRoutes } from './studio/share.ts'
import { studioTimingsRoute } from './studio/timingsRoute.ts'
import type { AnswerStore } from './upstream/answerStore.ts'
import { combineObservers } from './upstream/observer.ts'

// Each plugin declares its decorator beside itself; these lines carry the declarations with buildApp's type, so
// whoever builds the app (tests, bench, scripts) sees every decorator it has.
export type {} from './plugins/attempts.ts'
export type {} from './plugins/challenges.ts'
export type {} from './plugins/config.ts'
export type {} from './plugins/identity.ts'
export type {} from './plugins/layouts.ts'
export type {} from './plugins/media.ts'
export type {} from './plugins/metrics.ts'
export type {} from './plugins/requestContext.ts'
export type {} from './plugins/screens.ts'
export type {} from './plugins/sharedStore.ts'
export type {} from './plugins/tracing.ts'
export type {} from './plugins/upstream.ts'
export type {} from './studio/plugin.ts'

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

function fastifyOf(deps: AppDeps, tracing: TracingSdk | undefined): FastifyInstance {
  const { config } = deps
  return Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // With traces on, the tracing plugin logs "incoming request" itself, once the request's span is open.
    ...(tracing ? { logController: new TracedRequestLog() } : {}),
  })
}

/** The services, each a named plugin declaring its decorator: config, the platform, attempts, layouts, media, screens, studio. */
async function registerServices(
  app: FastifyInstance,
  deps: AppDeps,
  shared: SharedStore | undefined,
  observers: { metrics: GatewayMetrics | undefined; tracing: TracingSdk | undefined },
): Promise<MediaPolicy> {
  const { config } = deps
  const observer = combineObservers(observers.metrics?.upstream, observers.tracing?.observer)
  await app.register(upstreamPlugin, { baseUrl: deps.upstreamUrl, answerStore: deps.answerStore ?? shared?.answers, share: shared?.feeds, observer })
  await app.register(attemptsPlugin, { store: deps.attemptStore ?? shared?.attempts ?? new MemoryAttemptStore() })
  await app.register(effectsPlugin, { store: shared?.effects ?? new MemoryEffectStore() })
  await app.register(challengesPlugin, { store: shared?.challenges ?? new MemoryChallengeStore() })
  await app.register(layoutsPlugin, {
    watch: deps.watchLayouts !== false,
    shared: shared ? { publisher: shared.layouts, connected: shared.connected } : undefined,
  })
  await app.register(sharedStorePlugin, { shared })
  await app.register(metricsPlugin, { metrics: observers.metrics, ...config.metrics })
  await app.register(requestContextPlugin)
  const mediaPolicy = { origins: config.mediaHosts, proxyOrigin: new URL(config.mediaBaseUrl ?? deps.upstreamUrl).origin }
  await app.register(mediaPlugin, { policy: mediaPolicy })
  await app.register(screensPlugin)
  await app.register(studioPlugin, { store: shared?.studio })
  return mediaPolicy
}

/** The hooks every answer goes through, in order: admission first (a refused request costs as little as it can). */
async function registerHooks(app: FastifyInstance, shared: SharedStore | undefined, imgSrc: readonly string[]): Promise<void> {
  const { config } = app
  await app.register(errorHandlerPlugin)
  registerAdmission(app)
  await app.register(deadlinesPlugin)
  // Signed cookies (captcha, slider) are signed with the current secret and still read under the previous one.
  await app.register(cookie, { secret: config.cookieSecretPrevious ? [config.cookieSecret, config.cookieSecretPrevious] : config.cookieSecret })
  await app.register(securityHeadersPlugin, { imgSrc })
  await app.register(permissionsPolicyPlugin)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } })
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: shared.rateLimits } : {}),
    errorResponseBuilder: (request) => new GwErrors.rateLimited(tooManyRequests(request)),
  })
  await app.register(swagger, {
    openapi: { info: { title: 'Layout gateway', description: 'Screens, data pages and actions of the mobile site', version: '1' } },
    transform: jsonSchemaTransform,
    // Puts the schemas registered with an id (.meta({ id })) in components.schemas, where their $refs point.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(identityPlugin)
}

async function registerRoutes(app: FastifyInstance, deps: AppDeps, imgSrc: readonly string[]): Promise<void> {
  const { config } = app
  await app.register(healthRoutes)
  await app.register(identityWidgetRoutes)
  await app.register(screenRoutes)
  await app.register(dataRoutes)
  await app.register(i18nRoutes)
  await app.register(actionRoutes)
  await app.register(rumRoutes)
  await app.register(effectRoutes)
  await app.register(mediaRoutes, { baseUrl: config.mediaBaseUrl ?? deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs })
  await app.register(lottoRoutes, { baseUrl: deps.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, merchant: config.merchant })
  const drafts = new Drafts(app.studio)
  await app.register(studioRoutes(app.studio, drafts))
  await app.register(studioDraftRoutes(app.studio, drafts))
  await app.register(studioPublishRoutes(app.studio, drafts))
  await app.register(studioTimingsRoute(app.studio))
  await app.register(studioEffectsRoute(app.studio))
  // Scheduled changes run in every instance; each step is claimed by one (gateway/studio/schedule.ts).
  const scheduler = new Scheduler(app.studio, drafts, app.log)
  await app.register(studioScheduleRoutes(app.studio, scheduler))
  await app.register(studioShareRoutes(app.studio, drafts))
  if (app.studio.enabled) {
    scheduler.start()
    app.addHook('onClose', async () => scheduler.stop())
  }
  await registerStudioPage(app, config.clientDir, imgSrc)
  // /docs/json is where OpenAPI tools look first; /docs stays for the links that already point at it.
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger())
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/api/*', { schema: { hide: true } }, async () => {
    throw new GwErrors.routeNotFound()
  })
  await registerClient(app, config.clientDir, config.ssrBundle)
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const tracing = await startTracing(config.tracing)
  const metrics = config.metrics.port !== undefined || config.metrics.token !== undefined ? new GatewayMetrics(config.metrics.worker) : undefined
  const app = fastifyOf(deps, tracing)
  await app.register(tracingPlugin, { sdk: tracing })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(outputSerializerCompiler(config.validateOutput))
  await app.register(configPlugin, { config })
  const redisObserver = metrics ? (seconds: number, ok: boolean) => metrics.redisCommand(seconds, ok) : undefined
  const shared = config.redisUrl ? openSharedStore(config.redisUrl, config.merchant, app.log, redisObserver) : undefined
  const imgSrc = imgSrcOf(await registerServices(app, deps, shared, { metrics, tracing }))
  await registerHooks(app, shared, imgSrc)
  await registerRoutes(app, deps, imgSrc)
  return app
}

/** The 429 message in the language the page asked for. */
function tooManyRequests(request: FastifyRequest): string {
  return request.ctx.t({ t: 'too_many_requests' })
}
