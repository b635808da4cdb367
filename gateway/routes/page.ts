// GET /m/… (any page address): the built index.html with the first screen already drawn in it, by the server
// build of the client (SSR_BUNDLE), loaded at run time so that the gateway never imports the client's sources.
// Without that build, or when drawing fails, the page is the plain index.html and the client draws as before.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { THEME_COOKIE, type BootData, type ServerEntry } from '../../schemas/ssr.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { clearSession } from '../context/requestContext.ts'
import { resolveScreen } from '../resolve/resolveScreen.ts'
import { pageTemplate, type Manifest, type PageTemplate } from './pageTemplate.ts'
import { styleAttrSources, withStyleAttrs } from './styleHashes.ts'

type Drawn = { html: string; styles: string | null }

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>

async function loadEntry(bundle: string): Promise<ServerEntry> {
  const entry = (await import(pathToFileURL(bundle).href)) as Partial<ServerEntry>
  if (typeof entry.render !== 'function' || typeof entry.variantOf !== 'function') throw new Error(`${bundle} exports no render()`)
  return entry as ServerEntry
}

/** A path with a file extension other than .html is a file, never a page. */
function isPagePath(url: string): boolean {
  const last = url.split('?')[0]?.split('/').pop() ?? ''
  return !last.includes('.') || last.endsWith('.html')
}

/**
 * The server-drawn pages, or null (logged) when the server build or the client build is missing: the caller then
 * serves index.html as it is.
 */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string, bundle: string): Promise<PageRenderer | null> {
  let entry: ServerEntry
  let template: PageTemplate | null
  try {
    entry = await loadEntry(bundle)
    const [html, manifest] = await Promise.all([readFile(join(clientDir, 'index.html'), 'utf8'), readFile(join(clientDir, '.vite/manifest.json'), 'utf8')])
    template = pageTemplate(html, JSON.parse(manifest) as Manifest)
  } catch (error) {
    app.log.info({ bundle, reason: error instanceof Error ? error.message : String(error) }, 'pages are not drawn on the server')
    return null
  }
  if (template === null) {
    app.log.info({ clientDir }, 'pages are not drawn on the server: index.html has no empty #root')
    return null
  }
  const fill = template.fill
  // A visitor's page depends on the memoised screen (same object while it is fresh), the theme and the User-Agent's variant.
  const visitorPages = new WeakMap<ScreenResponse, LRUCache<string, Drawn>>()
  const json = new WeakMap<ScreenResponse, ScreenResponse>()

  async function draw(request: FastifyRequest, reply: FastifyReply): Promise<Drawn> {
    const path = request.url
    const resolved = await resolveScreen({ ...app.resolveDeps(request.log), memo: app.screenMemo }, request.ctx, path)
    if (resolved.viewer.sessionEnded) clearSession(request, reply)
    const { response } = resolved
    const theme = request.cookies[THEME_COOKIE] === 'light' ? 'light' : 'dark'
    const userAgent = request.headers['user-agent'] ?? ''
    const key = `${theme}|${path}|${entry.variantOf(userAgent)}`
    const pages = resolved.memoKey ? (visitorPages.get(response) ?? new LRUCache<string, Drawn>({ max: 64 })) : undefined
    if (pages) visitorPages.set(response, pages)
    reply.header('cache-control', pages ? 'private, no-cache' : 'private, no-store').header('vary', 'Cookie')
    const hit = pages?.get(key)
    if (hit !== undefined) return hit
    // What GET /api/screen would answer (validated, stripped), so that the page hydrates from the same screen.
    const screen = json.get(response) ?? ScreenResponseSchema.parse(response)
    if (pages) json.set(response, screen)
    const lang = request.ctx.language
    const { texts: all } = app.layouts.layouts
    const boot: BootData = { path, lang, theme, screen, texts: { ...all.EN, ...all[lang] } }
    const output = await entry.render({ ...boot, userAgent })
    const drawn = { html: fill(output, boot, screen.shell.header.title ?? request.ctx.t({ t: 'client_brand' })), styles: styleAttrSources(output.markup) }
    pages?.set(key, drawn)
    return drawn
  }

  return async (request, reply) => {
    if (request.method !== 'GET' || !isPagePath(request.url)) return reply.sendFile('index.html')
    let drawn: Drawn
    try {
      drawn = await draw(request, reply)
    } catch (error) {
      // The platform down (503) or a render that threw: the client draws the page and says what is wrong.
      request.log.warn({ err: error, path: request.url }, 'page not drawn on the server')
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const csp = reply.getHeader('content-security-policy')
    if (typeof csp === 'string') reply.header('content-security-policy', withStyleAttrs(csp, drawn.styles))
    return reply.type('text/html; charset=utf-8').send(drawn.html)
  }
}
