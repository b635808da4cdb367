import type { FastifyReply, FastifyRequest } from 'fastify'
import { CAPABILITIES_HEADER } from '../../schemas/api.ts'
import type { ContextInput } from './buildContext.ts'
import { deviceFromUserAgent } from './device.ts'
import { languageFrom } from './language.ts'
import type { SessionCookie } from './session.ts'
import { SESSION_INFO_COOKIE, decodeSession, sessionCookieName } from './session.ts'
import type { Language } from '../../schemas/text.ts'
import { GwErrors } from '../errors.ts'
import { translator, type Translate } from './texts.ts'
import { UpstreamError } from '../upstream/errors.ts'

/** The caller's language: the `lang` query of the data routes, else the `x-language` header actions carry. */
export function languageOf(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang
  const header = request.headers['x-language']
  return languageFrom(typeof query === 'string' ? query : typeof header === 'string' ? header : undefined)
}

/** The layout texts in the caller's language, for the messages the player reads. */
export function textsFor(request: FastifyRequest): Translate {
  return translator(request.server.layouts.layouts.texts, languageOf(request))
}

export function readSession(request: FastifyRequest): SessionCookie | null {
  const raw = request.cookies[sessionCookieName(request.server.config.cookieSecure)]
  if (!raw) return null
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid ? decodeSession(unsigned.value ?? undefined) : null
}

export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.server.config.cookieSecure
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(SESSION_INFO_COOKIE, { path: '/', sameSite: 'lax', secure })
}

function capabilitiesOf(request: FastifyRequest): ReadonlySet<string> | null {
  const header = request.headers[CAPABILITIES_HEADER]
  if (typeof header !== 'string' || header.trim() === '') return null
  return new Set(header.split(',').map((s) => s.trim()).filter(Boolean))
}

/** What the screen resolver needs to know of this request before asking the platform anything. */
export function contextInputOf(request: FastifyRequest, lang: string | undefined): ContextInput {
  return {
    session: readSession(request),
    language: languageFrom(lang),
    device: deviceFromUserAgent(request.headers['user-agent']),
    capabilities: capabilitiesOf(request),
    merchant: request.server.config.merchant,
  }
}

/** The platform being down entirely (its status unknown) becomes a 503 with a clear code. */
export function platformDown(request: FastifyRequest, error: unknown): never {
  if (error instanceof UpstreamError) {
    request.log.warn({ source: error.source, kind: error.kind, status: error.status }, 'platform status unavailable')
    throw new GwErrors.upstreamUnavailable({ cause: error })
  }
  throw error
}
