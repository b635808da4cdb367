import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorResponse } from '../../schemas/api/errors.ts'
import type { ErrorCode } from '../../schemas/errorCodes.ts'
import { isErrorCode } from '../../schemas/errorCodes.ts'
import { applyCookies, clearSession } from './requestContext.ts'

const UNAVAILABLE_RETRY_AFTER_S = 5
// The limits count per minute; an SMS code can be asked again after a minute (the send button's countdown).
const TOO_FAST_RETRY_AFTER_S = 60

type Details = Pick<ErrorResponse['error'], 'problems' | 'conflict'>

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string, details: Details = {}): FastifyReply {
  const { problems, conflict } = details
  const body: ErrorResponse = { error: { code, message, ...(field ? { field } : {}), ...(problems ? { problems } : {}), ...(conflict ? { conflict } : {}) } }
  return reply.code(status).send(body)
}

/**
 * The one error handler (STYLE §2.6): every failure answers `{ error: { code, message, field? } }` with a
 * catalogued code; 4xx messages are the player's to read, 5xx text is hidden and logged.
 */
function handleError(error: FastifyError & { field?: unknown } & Details, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined
    return send(
      reply,
      400,
      'GW_BAD_REQUEST',
      `Invalid ${error.validationContext ?? 'request'}${field ? ` field ${field}` : ''}: ${issue?.message ?? 'bad input'}`,
      field,
    )
  }
  const status = error.statusCode ?? 500
  const code = isErrorCode(error.code) ? error.code : undefined
  // Shed load is expected under pressure: no error log line per request.
  if (code === 'GW_OVERLOADED') return send(reply.header('retry-after', String(request.server.config.admission.retryAfterS)), 503, code, error.message)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  // What the action set or cleared before it failed (a spent slider ticket, a captcha) still reaches the browser.
  applyCookies(request, reply)
  // The platform ended the session, whichever route found out: the browser's cookies go with it, here only.
  if (code === 'GW_AUTH_SESSION_ENDED' && request.ctx.session) clearSession(request, reply)
  // Every refusal for going too fast says when to come back (the platform's own, such as SMS too frequent, says not).
  if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', String(TOO_FAST_RETRY_AFTER_S))
  if (status === 429 && !code) return send(reply, 429, 'GW_RATE_LIMITED', request.ctx.t({ t: 'too_many_requests' }))
  const field = typeof error.field === 'string' ? error.field : undefined
  if (code && status < 500) return send(reply, status, code, error.message, field, { problems: error.problems, conflict: error.conflict })
  if (status < 500) return send(reply, status, 'GW_BAD_REQUEST', error.message)
  // The error screen waits this long before it asks again (it backs off further on its own).
  if (code === 'GW_UPSTREAM_UNAVAILABLE' || code === 'GW_MONEY_UNAVAILABLE' || code === 'GW_STUDIO_SHARED_STORE_DOWN') {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
  }
  if (code === 'GW_UPSTREAM_UNAVAILABLE' || code === 'GW_UPSTREAM_REJECTED' || code === 'GW_MONEY_UNAVAILABLE' || code === 'GW_STUDIO_SHARED_STORE_DOWN') {
    return send(reply, status, code, error.message)
  }
  return send(reply, 500, 'GW_INTERNAL', 'Internal error')
}

/** The one error handler, on the root instance: every route's failures answer alike. */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError)
}

export default fp(errorHandlerPlugin, { name: 'gateway-error-handler', fastify: '5.x' })
