import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The studio page's own CSP: the players' policy plus a per-answer nonce for the `<style>` elements the code
 * editor injects (CodeMirror reads it through `EditorView.cspNonce`). The players' pages never get the nonce.
 */
function studioCsp(nonce: string, imgSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${imgSrc.join(' ')}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** GET /studio and below: the studio's own lazy bundle (client/studio/index.html), never part of players' pages. */
export async function registerStudioPage(app: FastifyInstance, clientDir: string, imgSrc: readonly string[]): Promise<void> {
  const file = join(clientDir, 'studio', 'index.html')
  let html: string | undefined
  const send = async (reply: FastifyReply) => {
    html ??= await readFile(file, 'utf8').catch(() => undefined)
    if (html === undefined) return reply.code(503).type('text/plain').send('The studio is not built: run npm run build')
    const nonce = randomBytes(16).toString('base64')
    return reply
      .header('content-security-policy', studioCsp(nonce, imgSrc))
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`))
  }
  app.get('/studio', { schema: { hide: true } }, async (_request, reply) => send(reply))
  app.get('/studio/*', { schema: { hide: true } }, async (_request, reply) => send(reply))
}
