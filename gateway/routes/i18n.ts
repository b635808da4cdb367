import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { TextsSchema } from '../../schemas/layout.ts'
import { GwErrors } from '../errors.ts'

/** GET /api/i18n/:lang: chrome texts, English filling any key a language lacks. */
export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/i18n/:lang',
    {
      schema: {
        summary: 'Texts of the client chrome for one language',
        params: z.object({ lang: z.string().max(8) }),
        response: { 200: TextsSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = request.params.lang.toUpperCase()
      const { texts, version } = app.layouts.layouts
      const own = texts[lang]
      if (!own) throw new GwErrors.languageNotFound(request.params.lang)
      reply.header('cache-control', 'public, max-age=60').header('etag', `W/"${version}-${lang}"`)
      return { ...texts.EN, ...own }
    },
  )
}
