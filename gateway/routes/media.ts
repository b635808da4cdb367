import type { FastifyPluginAsync } from 'fastify'
import { Pool } from 'undici'
import { PROXIED_PATH, mediaUrlFor } from '../plugins/media.ts'
import { readAtMost } from '../upstream/readAnswer.ts'

const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** GET /media/*: platform images through the site's own origin (CSP img-src 'self'; works behind any host name). */
export const mediaRoutes: FastifyPluginAsync<{ baseUrl: string; timeoutMs: number }> = async (app, opts) => {
  const pool = new Pool(opts.baseUrl, { connections: 32 })
  app.addHook('onClose', async () => pool.close())
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    if (!PROXIED_PATH.test(path) || path.includes('..')) return reply.code(404).send()
    try {
      const res = await pool.request({
        method: 'GET',
        path: `/${path}`,
        signal: AbortSignal.timeout(opts.timeoutMs),
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      })
      const type = String(res.headers['content-type'] ?? '')
      const length = Number(res.headers['content-length'] ?? 0)
      if (res.statusCode !== 200 || !type.startsWith('image/') || length > MAX_IMAGE_BYTES) {
        await res.body.dump()
        return reply.code(404).send()
      }
      const body = await readAtMost(res.body, MAX_IMAGE_BYTES)
      if (!body) return reply.code(404).send()
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(body)
    } catch {
      return reply.code(502).send()
    }
  })
}

/** The mapping with no media hosts: paths go through /media, absolute URLs get the default image. */
export const mediaUrl = mediaUrlFor({ origins: [], proxyOrigin: undefined })
