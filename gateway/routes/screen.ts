import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenQuerySchema } from '../../schemas/api/screen.ts'
import { ExplainedScreenSchema } from '../../schemas/explain.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { Trace } from '../binding/explain.ts'
import { audienceStamp } from '../context/audience.ts'
import { countExposure } from '../context/effects.ts'
import { GwErrors } from '../errors.ts'
import { outputJsonBytes, outputJsonPieces } from '../output/json.ts'
import { prepareAnswer, sendPrepared } from '../output/precompressed.ts'
import { applyCookies, clearSession } from '../plugins/requestContext.ts'
import { resolveScreen } from '../resolve/resolveScreen.ts'

type ScreenRequest = FastifyRequest<{ Querystring: z.infer<typeof ScreenQuerySchema> }>

const JSON_TYPE = 'application/json; charset=utf-8'

/** The same resolve, with its trace on and no memo: for operators only (their own cookie, not a player's). */
async function explained(request: ScreenRequest, reply: FastifyReply) {
  const app = request.server
  if (!app.studio.enabled || !app.studio.operatorOf(request)) throw new GwErrors.studioOperatorsOnly('explain=1 is for signed-in studio operators')
  const trace = new Trace()
  const { response, viewer } = await resolveScreen({ ...app.resolveDeps(request.log), trace }, request.ctx, request.query.path)
  reply.header('cache-control', 'private, no-store')
  const explainedScreen = { screen: response, explain: { facts: { ...viewer.facts }, entries: trace.entries } }
  const bytes = outputJsonBytes(ExplainedScreenSchema, explainedScreen, app.config.validateOutput, request)
  return sendPrepared(request, reply, prepareAnswer(bytes, { isKept: false, hasEtag: false }), JSON_TYPE)
}

/** A screen served to a player: its experiments' exposures, and the cookies that needs (a visitor's id, what it saw). */
function served(request: ScreenRequest, reply: FastifyReply, screenId: string): void {
  countExposure(request.ctx, screenId)
  applyCookies(request, reply)
}

/** The key a visitor's answer is shared under, for the screen and the audience it was made for. */
function visitorShareKey(request: ScreenRequest): string | undefined {
  const { ctx } = request
  const layouts = request.server.layouts.layouts
  const { audience: groups, ...place } = ctx.viewerAudience()
  const audience = audienceStamp(layouts, { ...place, ...groups })
  const facts = { version: layouts.version, path: request.query.path, language: ctx.language, device: ctx.device, capabilities: ctx.capabilities, audience }
  return request.server.screenCache.shareKey(facts, true)
}

/** The screen's answer as bytes: a visitor's shared one sent again, or resolved, serialized and compressed once per memo key. */
async function answered(request: ScreenRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server
  const cache = app.screenCache
  const { ctx } = request
  reply.header('cache-control', 'private, no-cache')
  // A visitor's shared answer, sent again as it is for VISITOR_SCREEN_SHARE_MS without resolving (a member's never is).
  const shareKey = ctx.session === null ? visitorShareKey(request) : undefined
  const again = cache.shared(shareKey)
  if (again) {
    request.screenId = again.screen
    served(request, reply, again.screen)
    return sendPrepared(request, reply, again.answer, JSON_TYPE)
  }
  const resolved = await resolveScreen({ ...app.resolveDeps(request.log), memo: cache.memo, made: cache.madeScreens }, ctx, request.query.path)
  request.screenId = resolved.response.screen
  if (resolved.viewer.sessionEnded) clearSession(request, reply)
  served(request, reply, resolved.response.screen)
  const { memoKey, madeKey } = resolved
  // A member's answer made of kept parts, from the same inputs as before: the same bytes.
  const madeBefore = madeKey === undefined ? undefined : cache.madeFromParts(resolved.made, madeKey)
  if (madeBefore) return sendPrepared(request, reply, madeBefore, JSON_TYPE)
  // By memo key, not by answer object: requests that resolved the same key side by side (a cold start under load)
  // share one serialization and one compression per coding instead of making one each.
  let answer = cache.answer(memoKey)
  if (!answer && memoKey !== undefined) {
    answer = prepareAnswer(outputJsonBytes(ScreenResponseSchema, resolved.response, app.config.validateOutput, request), { isKept: true, hasEtag: true })
    cache.keepAnswer(memoKey, answer)
  }
  if (!answer) {
    // Any other (a member's): by its content, which names its kept blocks by id and writes only the rest.
    const pieces = outputJsonPieces(ScreenResponseSchema, resolved.response, app.config.validateOutput, request)
    answer = cache.madeAnswer(pieces.key)
    if (!answer) {
      answer = prepareAnswer(pieces.bytes(), { isKept: true, hasEtag: true, fast: true })
      cache.keepMade(pieces.key, answer)
    }
    if (madeKey !== undefined) cache.keepMadeFromParts(madeKey, resolved.response, answer)
  }
  // Only a shared answer (a degraded or member one has no memo key) is sent again.
  if (memoKey !== undefined) cache.share(shareKey, answer, resolved.response.screen)
  // The bytes are already validated and serialized: a Buffer reply skips the route's serializer.
  return sendPrepared(request, reply, answer, JSON_TYPE)
}

/** GET /api/screen: the resolved screen for a client path. Visitor answers are memoised as bytes, compressed once. */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/screen',
    {
      // Every answer of this route is sent by sendPrepared, in the coding the request accepts: the compress plugin's
      // three hooks (a GET has no body to decompress) would only look and pass, on every screen.
      compress: false,
      decompress: false,
      schema: {
        summary: 'The resolved screen for a client path',
        querystring: ScreenQuerySchema,
        response: { 200: ScreenResponseSchema.or(ExplainedScreenSchema), 400: ErrorResponseSchema, 403: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => (request.query.explain ? explained(request, reply) : answered(request, reply)),
  )
}
