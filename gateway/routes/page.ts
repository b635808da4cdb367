// GET /m/… (any page address): the built index.html with the first screen already drawn in it, by the server
// build of the client (SSR_BUNDLE), loaded at run time so that the gateway never imports the client's sources.
// Without that build, or when drawing fails, the page is the plain index.html and the client draws as before.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { THEME_COOKIE, type BootData, type ServerEntry } from '../../schemas/ssr.ts'
import { countExposure } from '../context/effects.ts'
import { outputJson } from '../output/json.ts'
import { cspHash, pageTemplate, type DrawnPage, type Manifest, type PageTemplate, type Stylesheets } from '../output/pageTemplate.ts'
import { prepareAnswer, sendPrepared } from '../output/precompressed.ts'
import { styleAttrSources, withSources, withStyleAttrs } from '../output/styleHashes.ts'
import { applyCookies, clearSession } from '../plugins/requestContext.ts'
import { resolveScreen } from '../resolve/resolveScreen.ts'
import { pageKeyOf } from '../resolve/screenCache.ts'

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>

/** Every stylesheet of the client build, read once: the first screen's are written into its page. */
async function stylesheetsOf(clientDir: string, manifest: Manifest): Promise<Stylesheets> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
  const sheets = await Promise.all([...files].map(async (file) => [file, await readFile(join(clientDir, file), 'utf8').catch(() => null)] as const))
  return new Map(sheets.flatMap(([file, text]) => (text === null ? [] : [[file, { text, source: cspHash(text) }] as const])))
}

async function loadEntry(bundle: string): Promise<ServerEntry> {
  const entry = (await import(pathToFileURL(bundle).href)) as Partial<ServerEntry>
  if (typeof entry.render !== 'function' || typeof entry.variantOf !== 'function' || typeof entry.earlyScript !== 'string') {
    throw new Error(`${bundle} exports no render(), variantOf() or earlyScript`)
  }
  return entry as ServerEntry
}

/** The server build and the client's template, or null (logged) when either is missing. */
async function loadTemplate(app: FastifyInstance, clientDir: string, bundle: string): Promise<{ entry: ServerEntry; template: PageTemplate } | null> {
  let entry: ServerEntry
  let template: PageTemplate | null
  try {
    entry = await loadEntry(bundle)
    const [html, manifestText] = await Promise.all([readFile(join(clientDir, 'index.html'), 'utf8'), readFile(join(clientDir, '.vite/manifest.json'), 'utf8')])
    const manifest = JSON.parse(manifestText) as Manifest
    template = pageTemplate(html, manifest, entry.earlyScript, await stylesheetsOf(clientDir, manifest))
  } catch (error) {
    app.log.info({ bundle, reason: error instanceof Error ? error.message : String(error) }, 'pages are not drawn on the server')
    return null
  }
  if (template === null) {
    app.log.info({ clientDir }, 'pages are not drawn on the server: index.html has no empty #root')
    return null
  }
  return { entry, template }
}

/** Draws a request's page, or finds it drawn: a visitor's page depends on the memoised screen, the theme and the User-Agent's variant. */
function pageDrawer(app: FastifyInstance, entry: ServerEntry, fill: PageTemplate['fill']) {
  const cache = app.screenCache
  return async (request: FastifyRequest, reply: FastifyReply): Promise<DrawnPage> => {
    const path = request.url
    const resolved = await resolveScreen({ ...app.resolveDeps(request.log), memo: cache.memo }, request.ctx, path)
    if (resolved.viewer.sessionEnded) clearSession(request, reply)
    // A screen served to a player: its experiments' exposures, and the cookies that needs (a visitor's id, what it saw).
    countExposure(request.ctx, resolved.response.screen)
    applyCookies(request, reply)
    const { response: screen } = resolved
    request.screenId = screen.screen
    const theme = request.cookies[THEME_COOKIE] === 'light' ? 'light' : 'dark'
    const userAgent = request.headers['user-agent'] ?? ''
    const key = resolved.memoKey ? pageKeyOf(resolved.memoKey, theme, entry.variantOf(userAgent)) : undefined
    reply.header('cache-control', key !== undefined ? 'private, no-cache' : 'private, no-store')
    const hit = key === undefined ? undefined : cache.page(key)
    if (hit !== undefined) return hit
    // What GET /api/screen answers, checked as it checks it (outside production), so the page hydrates from the same screen.
    if (app.config.validateOutput) outputJson(ScreenResponseSchema, screen, true, request)
    const lang = request.ctx.language
    const { texts: all } = app.layouts.layouts
    const boot: BootData = { path, lang, theme, screen, texts: { ...all.EN, ...all[lang] }, rumSampleRate: app.metrics ? app.config.rum.sampleRate : 0 }
    const output = await entry.render({ ...boot, userAgent })
    const { html, styleSources } = fill(output, boot, screen.shell.header.title ?? request.ctx.t({ t: 'client_brand' }))
    const drawn = { answer: prepareAnswer(html, { isKept: key !== undefined, hasEtag: false }), styles: styleAttrSources(output.markup), styleSources }
    if (key !== undefined) cache.keepPage(key, drawn)
    return drawn
  }
}

/**
 * The server-drawn pages, or null (logged) when the server build or the client build is missing: the caller then
 * serves index.html as it is.
 */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string, bundle: string): Promise<PageRenderer | null> {
  const loaded = await loadTemplate(app, clientDir, bundle)
  if (!loaded) return null
  const { fill, scriptSource } = loaded.template
  const draw = pageDrawer(app, loaded.entry, fill)
  return async (request, reply) => {
    if (request.method !== 'GET') return reply.sendFile('index.html')
    let drawn: DrawnPage
    try {
      drawn = await draw(request, reply)
    } catch (error) {
      // The platform down (503) or a render that threw: the client draws the page and says what is wrong.
      request.log.warn({ err: error, path: request.url }, 'page not drawn on the server')
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const csp = reply.getHeader('content-security-policy')
    if (typeof csp === 'string') {
      const inline = withSources(withSources(csp, 'script-src', [scriptSource]), 'style-src', drawn.styleSources)
      reply.header('content-security-policy', withStyleAttrs(inline, drawn.styles))
    }
    return sendPrepared(request, reply, drawn.answer, 'text/html; charset=utf-8')
  }
}
