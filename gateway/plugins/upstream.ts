import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { configureViewerCalls } from '../sources/viewerCalls.ts'
import type { AnswerStore } from '../upstream/answerStore.ts'
import { UpstreamClient } from '../upstream/client.ts'
import type { FeedShare } from '../upstream/feedShare.ts'
import type { UpstreamObserver } from '../upstream/observer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform client: the one place that calls the platform. */
    upstream: UpstreamClient
  }
}

type UpstreamPluginOptions = {
  baseUrl: string
  /** Where the last good status is kept (shared by instances); in memory when absent. */
  answerStore: AnswerStore | undefined
  /** Public feeds loaded once across instances (Redis); each instance loads its own when absent. */
  share: FeedShare | undefined
  observer: UpstreamObserver | undefined
}

/** The platform client, configured from the gateway's settings; closed with the app. */
async function upstreamPlugin(app: FastifyInstance, options: UpstreamPluginOptions): Promise<void> {
  const { config } = app
  const upstream = new UpstreamClient({
    baseUrl: options.baseUrl,
    merchant: config.merchant,
    timeoutMs: config.upstreamTimeoutMs,
    announcementsTimeoutMs: config.announcementsTimeoutMs,
    publicCache: { ttlMs: config.publicCacheTtlMs, staleMs: config.publicCacheStaleMs },
    connections: config.upstreamConnections,
    onItemsDropped: (source, drop) => app.log.warn({ source, list: drop.list, dropped: drop.dropped, issue: drop.issue }, 'platform list items dropped'),
    maxBytes: config.upstreamMaxBytes,
    guard: {
      breakerFailureRatio: config.breaker.failureRatio,
      breakerWindow: config.breaker.window,
      breakerMinCalls: config.breaker.minCalls,
      breakerHalfOpenAfterMs: config.breaker.halfOpenAfterMs,
      retryRatio: config.retryBudgetRatio,
    },
    ...(options.answerStore ? { store: options.answerStore } : {}),
    ...(options.share ? { share: options.share } : {}),
    onEvent: ({ level, msg, ...detail }) => app.log[level](detail, msg),
    observer: options.observer,
  })
  app.decorate('upstream', upstream)
  configureViewerCalls(upstream, config.memberCountsShareMs)
  app.addHook('onClose', async () => upstream.close())
}

export default fp(upstreamPlugin, { name: 'gateway-upstream', fastify: '5.x', decorators: { fastify: ['config'] } })
