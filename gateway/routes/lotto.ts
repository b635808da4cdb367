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
    const query = passedQuery(request.query as Record<string, unknown>)
    const { session } = request.ctx
    const headers: Record<string, string> = { Merchant: opts.merchant, Accept: 'text/html' }
    if (session) headers.Authorization = session.t
    reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-scripts allow-forms",
      )
      .header('x-frame-options', 'SAMEORIGIN')
    const page = await fetchPage(pool, `/lotto/${mui}/${playType}/games/${gameId}?${query.toString()}`, headers, opts.timeoutMs)
    if (!page) return reply.code(502).type('text/plain').send('The lottery is not available right now')
    return reply
      .code(PASSED_STATUSES.has(page.status) ? page.status : 502)
      .type('text/html; charset=utf-8')
      .send(page.body)
  })
}

/** The query keys the platform's page reads, each only when it is a plain segment. */
function passedQuery(incoming: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of QUERY_KEYS) {
    const value = incoming[key]
    if (typeof value === 'string' && SEGMENT.test(value)) query.set(key, value)
  }
  return query
}

/** The platform's HTML page and its status; null when it fails, is not HTML, or is longer than MAX_PAGE_BYTES. */
async function fetchPage(pool: Pool, path: string, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: Buffer } | null> {
  try {
    const res = await pool.request({ method: 'GET', path, headers, signal: AbortSignal.timeout(timeoutMs), headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
    const type = String(res.headers['content-type'] ?? '')
    if (!type.startsWith('text/html') || Number(res.headers['content-length'] ?? 0) > MAX_PAGE_BYTES) {
      res.body.destroy()
      return null
    }
    const body = await readAtMost(res.body, MAX_PAGE_BYTES)
    return body ? { status: res.statusCode, body } : null
  } catch {
    return null
  }
}
