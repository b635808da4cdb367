import type { FastifyPluginAsync } from 'fastify'
import { Pool } from 'undici'
import { readAtMost } from '../upstream/readAnswer.ts'

const SEGMENT = /^[\w-]{1,40}$/
const QUERY_KEYS = ['merchant', 'css', 'prizeMode', 'code', 'gameGroupId'] as const
const MAX_PAGE_BYTES = 1024 * 1024
// The platform's own word on the frame's page (a missing game, a stale session, another merchant) reaches the
// player with its status; anything else is a platform failure.
const PASSED_STATUSES: ReadonlySet<number> = new Set([200, 401, 403, 404])

/**
 * GET /lotto/:mui/:playType/games/:gameId: the lottery game page for the launcher's frame, fetched from the
 * platform with the member's token added here, so the token never reaches the page. The page runs
 * sandboxed (an opaque origin): it cannot read this site's cookies or storage.
 */
export const lottoRoutes: FastifyPluginAsync<{ baseUrl: string; timeoutMs: number; merchant: string }> = async (app, opts) => {
  const pool = new Pool(opts.baseUrl, { connections: 8 })
  app.addHook('onClose', async () => pool.close())
  app.get('/lotto/:mui/:playType/games/:gameId', { schema: { hide: true } }, async (request, reply) => {
    const { mui, playType, gameId } = request.params as Record<string, string>
    if (![mui, playType, gameId].every((s) => s !== undefined && SEGMENT.test(s))) return reply.code(404).send()
    const incoming = request.query as Record<string, unknown>
    const query = new URLSearchParams()
    for (const key of QUERY_KEYS) {
      const value = incoming[key]
      if (typeof value === 'string' && SEGMENT.test(value)) query.set(key, value)
    }
    const { session } = request.ctx
    const headers: Record<string, string> = { Merchant: opts.merchant, Accept: 'text/html' }
    if (session) headers.Authorization = session.t
    reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-scripts allow-forms")
      .header('x-frame-options', 'SAMEORIGIN')
    try {
      const res = await pool.request({
        method: 'GET',
        path: `/lotto/${mui}/${playType}/games/${gameId}?${query.toString()}`,
        headers,
        signal: AbortSignal.timeout(opts.timeoutMs),
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      })
      const type = String(res.headers['content-type'] ?? '')
      if (!type.startsWith('text/html') || Number(res.headers['content-length'] ?? 0) > MAX_PAGE_BYTES) {
        res.body.destroy()
        return reply.code(502).type('text/plain').send('The lottery is not available right now')
      }
      const body = await readAtMost(res.body, MAX_PAGE_BYTES)
      if (!body) return reply.code(502).type('text/plain').send('The lottery is not available right now')
      return reply.code(PASSED_STATUSES.has(res.statusCode) ? res.statusCode : 502).type('text/html; charset=utf-8').send(body)
    } catch {
      return reply.code(502).type('text/plain').send('The lottery is not available right now')
    }
  })
}
