import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The studio page's own CSP: the players' policy plus a per-answer nonce for the `<style>` elements the code
 * editor injects (CodeMirror reads it through `EditorView.cspNonce`). The players' pages never get the nonce.
 */
function studioCsp(nonce: string | undefined, imgSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    `img-src ${imgSrc.join(' ')}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    // The preview frames are the studio's own page (/studio/frame), framed by the studio alone.
    "frame-src 'self'",
    "base-uri 'none'",
    nonce ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** GET /studio and below: the studio's own lazy bundle (client/studio/index.html), never part of players' pages. */
export async function registerStudioPage(app: FastifyInstance, clientDir: string, imgSrc: readonly string[]): Promise<void> {
  const pages = new Map<string, string | undefined>()
  const send = async (reply: FastifyReply, name: 'index' | 'frame') => {
    if (!pages.has(name)) pages.set(name, await readFile(join(clientDir, 'studio', `${name}.html`), 'utf8').catch(() => undefined))
    const html = pages.get(name)
    if (html === undefined) return reply.code(503).type('text/plain').send('The studio is not built: run npm run build')
    const nonce = name === 'index' ? randomBytes(16).toString('base64') : undefined
    return reply
      .header('content-security-policy', studioCsp(nonce, imgSrc))
      .header('x-frame-options', nonce ? 'DENY' : 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(nonce ? html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`) : html)
  }
  app.get('/studio/frame', { schema: { hide: true } }, async (_request, reply) => send(reply, 'frame'))
  // A preview link: the same frame page, on its own (it reads its screen from /api/studio/shared/<token>).
  app.get('/studio/shared/:token', { schema: { hide: true } }, async (_request, reply) => send(reply, 'frame'))
  app.get('/studio', { schema: { hide: true } }, async (_request, reply) => send(reply, 'index'))
  app.get('/studio/*', { schema: { hide: true } }, async (_request, reply) => send(reply, 'index'))
}
