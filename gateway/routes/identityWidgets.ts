import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { CaptchaAnswerSchema, SliderAnswerSchema } from '../../schemas/api/identity.ts'
import { freshCaptcha, freshSlider } from '../identity/widgets.ts'
import { applyCookies } from '../plugins/requestContext.ts'

const WIDGET_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } }

/** The captcha image and the slider challenge, fetched fresh for every request and never cached. */
export const identityWidgetRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/api/data/captcha',
    {
      schema: { summary: 'A fresh image captcha (6 digits)', response: { 200: CaptchaAnswerSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
      config: WIDGET_LIMIT,
    },
    async (request, reply) => {
      const answer = await freshCaptcha(request.ctx)
      applyCookies(request, reply)
      reply.header('cache-control', 'no-store')
      return answer
    },
  )
  app.get(
    '/api/data/slider',
    {
      schema: { summary: 'A fresh slider challenge', response: { 200: SliderAnswerSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
      config: WIDGET_LIMIT,
    },
    async (request, reply) => {
      const answer = await freshSlider(request.ctx)
      reply.header('cache-control', 'no-store')
      return answer
    },
  )
}
