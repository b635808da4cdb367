import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { GwErrors } from '../errors.ts'
import { requestOriginRefusal } from '../plugins/requestOrigin.ts'
import type { Operator } from './operators.ts'

const MAX_AGE_S = 8 * 3600

function cookieName(secure: boolean): string {
  return secure ? '__Host-studio' : 'studio'
}

/** Ties a cookie to the operator's current hash: a changed password (or a removed operator) ends it. */
function fingerprint(operator: Operator): string {
  return createHash('sha256').update(operator.hash).digest('base64url').slice(0, 12)
}

/** The operator's own signed, httpOnly cookie: name, password fingerprint, end; separate from players' session. */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, operator: Operator): void {
  const secure = request.server.config.cookieSecure
  const value = JSON.stringify({ n: operator.name, f: fingerprint(operator), exp: Math.floor(Date.now() / 1000) + MAX_AGE_S })
  reply.setCookie(cookieName(secure), value, { path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: MAX_AGE_S, signed: true })
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.server.config.cookieSecure
  reply.clearCookie(cookieName(secure), { path: '/', httpOnly: true, sameSite: 'strict', secure })
}

/** The signed-in operator of this request, if any. */
export function operatorOf(request: FastifyRequest, operators: ReadonlyMap<string, Operator>): Operator | undefined {
  const raw = request.cookies[cookieName(request.server.config.cookieSecure)]
  if (!raw) return undefined
  const opened = request.unsignCookie(raw)
  if (!opened.valid || opened.value === null) return undefined
  try {
    const { n, f, exp } = JSON.parse(opened.value) as { n?: unknown; f?: unknown; exp?: unknown }
    const operator = typeof n === 'string' ? operators.get(n) : undefined
    if (!operator || f !== fingerprint(operator) || typeof exp !== 'number' || exp * 1000 < Date.now()) return undefined
    return operator
  } catch {
    return undefined
  }
}

/** CSRF as for players' actions: a JSON body, the custom header, and Origin / Sec-Fetch-Site naming this site. */
export function assertStudioSameOrigin(request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD') return
  if (!request.headers[CSRF_HEADER]) throw new GwErrors.csrf()
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) throw new GwErrors.csrf()
  const refusal = requestOriginRefusal(request)
  if (refusal !== undefined) throw new GwErrors.csrf()
}
