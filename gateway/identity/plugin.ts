import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { CaptchaAnswerSchema, SliderAnswerSchema } from '../../schemas/api/identity.ts'
import { GwErrors } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { platformFailure, textsOf } from './context.ts'
import { captchaCookie } from './cookies.ts'

declare module 'fastify' {
  interface FastifyInstance {
    identity: {
      /** Counts one attempt for `key` (action and account); false when it had too many this minute. */
      limitAccount: (request: FastifyRequest, key: string) => Promise<boolean>
    }
  }
}

const WIDGET_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } }

const png = (base64: string) => `data:image/png;base64,${base64}`

function captchaIdOf(setCookie: string | string[] | undefined): string | null {
  for (const line of [setCookie ?? []].flat()) {
    const match = /(?:^|;\s*)captchaId=([^;]+)/.exec(line)
    if (match?.[1]) return match[1]
  }
  return null
}

/** The captcha image and the slider challenge, fetched fresh for every request and never cached. */
const widgetRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/api/data/captcha',
    { schema: { summary: 'A fresh image captcha (6 digits)', response: { 200: CaptchaAnswerSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } }, config: WIDGET_LIMIT },
    async (request, reply) => {
      let id: string | null = null
      const image = await app.upstream
        .call(endpoints.captcha, { onHeaders: (h) => (id = captchaIdOf(h['set-cookie'])) })
        .catch((e: unknown) => {
          throw platformFailure(e, textsOf(request))
        })
      if (!id) throw new GwErrors.upstreamRejected(textsOf(request)('unknown_error'))
      captchaCookie.set(request, reply, id)
      reply.header('cache-control', 'no-store')
      return { image: png(image) }
    },
  )
  app.get(
    '/api/data/slider',
    { schema: { summary: 'A fresh slider challenge', response: { 200: SliderAnswerSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } }, config: WIDGET_LIMIT },
    async (request, reply) => {
      const challenge = await app.upstream.call(endpoints.slider).catch((e: unknown) => {
        throw platformFailure(e, textsOf(request))
      })
      reply.header('cache-control', 'no-store')
      return { ...challenge, background: png(challenge.background), piece: png(challenge.piece) }
    },
  )
}

/**
 * Identity state of the gateway (per-account limits, on the root instance) and its widget routes. Accounts are
 * counted by the same rate limiter as IPs, in its store: shared by every instance when Redis is configured.
 */
export async function registerIdentity(app: FastifyInstance): Promise<void> {
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
  await app.register(widgetRoutes)
}
