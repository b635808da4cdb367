// Per-account limits of identity actions (login, registration, SMS, password reset), counted by the same rate
// limiter as IPs, in its store: shared by every instance when Redis is configured.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    identity: {
      /** Counts one attempt for `key` (action and account); false when it had too many this minute. */
      limitAccount: (request: FastifyRequest, key: string) => Promise<boolean>
    }
  }
}

async function identityPlugin(app: FastifyInstance): Promise<void> {
  const accounts = new WeakMap<FastifyRequest, string>()
  const limiter = app.createRateLimit({
    max: app.config.accountRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${accounts.get(request) ?? ''}`,
  })
  const limitAccount = async (request: FastifyRequest, key: string) => {
    accounts.set(request, key)
    const counted = await limiter(request)
    return counted.isAllowed || !counted.isExceeded
  }
  app.decorate('identity', { limitAccount })
}

export default fp(identityPlugin, { name: 'gateway-identity', fastify: '5.x', dependencies: ['@fastify/rate-limit'], decorators: { fastify: ['config'] } })
