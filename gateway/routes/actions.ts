import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ActionName } from '../../schemas/api/actionNames.ts'
import { ACTION_NAMES } from '../../schemas/api/actionNames.ts'
import type { ActionInput } from '../../schemas/api/actions.ts'
import { ACTIONS, actionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { actionHandlers } from '../actions/index.ts'
import type { ActionHandler } from '../actions/types.ts'
import { GwErrors } from '../errors.ts'
import { applyCookies } from '../plugins/requestContext.ts'
import { requestOriginRefusal } from '../plugins/requestOrigin.ts'
import { UpstreamError } from '../upstream/errors.ts'

/** A custom header forces a CORS preflight; Sec-Fetch-Site and Origin must name this site (see originRefusal). */
function assertSameOrigin(request: FastifyRequest): void {
  if (!request.headers[CSRF_HEADER]) throw new GwErrors.csrf()
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) throw new GwErrors.csrf()
  const refusal = requestOriginRefusal(request)
  if (refusal === undefined) return
  // The same host under another scheme is most often a TLS proxy the gateway was not told to trust.
  if (refusal === 'origin-scheme') {
    request.log.warn(
      { origin: request.headers.origin, protocol: request.protocol },
      'action refused: Origin scheme differs; behind a TLS proxy set TRUST_PROXY',
    )
  } else request.log.info({ refusal }, 'action refused: not same-origin')
  throw new GwErrors.csrf()
}

/** A raw platform answer that the session is gone becomes GW_AUTH_SESSION_ENDED (the error handler drops the cookies). */
function sessionGone(request: FastifyRequest, error: unknown): never {
  if (error instanceof UpstreamError && error.kind === 'rejected' && error.isSessionExpired) {
    throw new GwErrors.sessionEnded(request.ctx.t({ t: 'session_ended' }))
  }
  throw error
}

type FastifyZod = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>

/** One route per action, with its own body schema, answer schema and limits (schemas/api/actions.ts). */
function actionRoute<N extends ActionName>(app: FastifyZod, name: N): void {
  const handler = actionHandlers[name] as ActionHandler<N>
  const perMinute = handler.rateLimitPerMinute?.(app.config)
  app.post(
    `/api/actions/${name}`,
    {
      schema: {
        summary: `Action ${name}`,
        body: ACTIONS[name].body,
        response: { 200: actionResultSchema(name), '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema },
      },
      config: perMinute ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {},
      ...(handler.bodyLimit ? { bodyLimit: handler.bodyLimit } : {}),
    },
    async (request, reply) => {
      const result = await handler.run(request.body as ActionInput<N>, request.ctx).catch((error: unknown) => sessionGone(request, error))
      applyCookies(request, reply)
      return result
    },
  )
}

/** POST /api/actions/:name for every action of the contract. */
export const actionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>()
  app.addHook('preValidation', async (request) => assertSameOrigin(request))
  for (const name of ACTION_NAMES) actionRoute(app, name)
  app.post('/api/actions/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request) => {
    throw new GwErrors.actionNotFound(request.params.name)
  })
  app.get('/api/actions/:name', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('allow', 'POST')
    throw new GwErrors.methodNotAllowed('Actions are POST only')
  })
}
