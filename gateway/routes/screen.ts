import { LRUCache } from 'lru-cache'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, ScreenQuerySchema } from '../../schemas/api.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { resolveScreen } from '../resolve/resolveScreen.ts'
import { ExplainedScreenSchema } from '../../schemas/explain.ts'
import { Trace } from '../binding/explain.ts'
import { GwErrors } from '../errors.ts'
import { clearSession } from '../context/requestContext.ts'
import { outputJson } from './output.ts'
import { prepareAnswer, sendPrepared, type PreparedAnswer } from './precompressed.ts'

/** GET /api/screen: the resolved screen for a client path. Visitor answers are memoised as bytes, compressed once. */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const memo = app.screenMemo
  // By memo key, not by answer object: requests that resolved the same key side by side (a cold start under load)
  // share one serialization and one compression per coding instead of making one each.
  const answers = new LRUCache<string, PreparedAnswer>({ max: 500 })
  app.get(
    '/api/screen',
    {
      schema: {
        summary: 'The resolved screen for a client path',
        querystring: ScreenQuerySchema,
        response: { 200: ScreenResponseSchema.or(ExplainedScreenSchema), 400: ErrorResponseSchema, 403: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.query.explain) {
        // The same resolve, with its trace on and no memo: for operators only (their own cookie, not a player's).
        if (!app.studio.enabled || !app.studio.operatorOf(request)) throw new GwErrors.studioOperatorsOnly('explain=1 is for signed-in studio operators')
        const trace = new Trace()
        const { response, viewer } = await resolveScreen({ ...app.resolveDeps(request.log), trace }, request.ctx, request.query.path)
        reply.header('cache-control', 'private, no-store')
        return { screen: response, explain: { facts: { ...viewer.facts }, entries: trace.entries } }
      }
      const resolved = await resolveScreen({ ...app.resolveDeps(request.log), memo }, request.ctx, request.query.path)
      if (resolved.viewer.sessionEnded) clearSession(request, reply)
      const { memoKey } = resolved
      let answer = memoKey === undefined ? undefined : answers.get(memoKey)
      if (!answer) {
        answer = prepareAnswer(outputJson(ScreenResponseSchema, resolved.response, app.config.validateOutput, request), { isKept: memoKey !== undefined, hasEtag: true })
        if (memoKey !== undefined) answers.set(memoKey, answer)
      }
      reply.header('cache-control', 'private, no-cache')
      // The bytes are already validated and serialized: a Buffer reply skips the route's serializer.
      return sendPrepared(request, reply, answer, 'application/json; charset=utf-8')
    },
  )
}
