import { LRUCache } from 'lru-cache'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenQuerySchema } from '../../schemas/api/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { resolveScreen } from '../resolve/resolveScreen.ts'
import { ExplainedScreenSchema } from '../../schemas/explain.ts'
import { Trace } from '../binding/explain.ts'
import { GwErrors } from '../errors.ts'
import { clearSession } from '../context/requestContext.ts'
import { outputJsonBytes } from './output.ts'
import { keptBytes, prepareAnswer, sendPrepared, type PreparedAnswer } from './precompressed.ts'

// Each of the two caches below holds at most this much (README, Memory).
const ANSWERS_MAX_BYTES = 32 * 1024 * 1024

/** GET /api/screen: the resolved screen for a client path. Visitor answers are memoised as bytes, compressed once. */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const memo = app.screenMemo
  // By memo key, not by answer object: requests that resolved the same key side by side (a cold start under load)
  // share one serialization and one compression per coding instead of making one each.
  const answers = new LRUCache<string, PreparedAnswer>({ max: 500, maxSize: ANSWERS_MAX_BYTES, sizeCalculation: keptBytes })
  // A visitor's shared answer, sent again as it is for VISITOR_SCREEN_SHARE_MS without resolving: the resolve of a
  // memoised screen still reads status, flags and every source's version (~350 µs of a warm home's ~400 µs).
  const shareMs = app.config.visitorScreenShareMs
  const recent = shareMs > 0 ? new LRUCache<string, { answer: PreparedAnswer; screen: string }>({ max: 500, ttl: shareMs, maxSize: ANSWERS_MAX_BYTES, sizeCalculation: (kept) => keptBytes(kept.answer) }) : undefined
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
      const { ctx } = request
      reply.header('cache-control', 'private, no-cache')
      const recentKey =
        recent && ctx.session === null
          ? [app.layouts.layouts.version, request.query.path, ctx.language, ctx.device, [...(ctx.capabilities ?? ['*'])].join(',')].join('|')
          : undefined
      const again = recentKey === undefined ? undefined : recent?.get(recentKey)
      if (again) {
        request.screenId = again.screen
        return sendPrepared(request, reply, again.answer, 'application/json; charset=utf-8')
      }
      const resolved = await resolveScreen({ ...app.resolveDeps(request.log), memo }, ctx, request.query.path)
      request.screenId = resolved.response.screen
      if (resolved.viewer.sessionEnded) clearSession(request, reply)
      const { memoKey } = resolved
      let answer = memoKey === undefined ? undefined : answers.get(memoKey)
      if (!answer) {
        answer = prepareAnswer(outputJsonBytes(ScreenResponseSchema, resolved.response, app.config.validateOutput, request), { isKept: memoKey !== undefined, hasEtag: true })
        if (memoKey !== undefined) answers.set(memoKey, answer)
      }
      // Only a shared answer (a degraded or member one has no memo key) is sent again.
      if (recentKey !== undefined && memoKey !== undefined) recent?.set(recentKey, { answer, screen: resolved.response.screen })
      // The bytes are already validated and serialized: a Buffer reply skips the route's serializer.
      return sendPrepared(request, reply, answer, 'application/json; charset=utf-8')
    },
  )
}
