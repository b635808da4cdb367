// Admission control (README: Admission control): every request that makes the gateway work (screens, data pages,
// actions, pages, the studio) takes a place under the adaptive limit of limit.ts, or is refused at once with 503
// GW_OVERLOADED and Retry-After: a page navigation gets the busy page, which reloads by itself. Probes, /media and the
// built client's files are never refused and take no place: a refused player must still get the page's pictures and
// chunks, and an orchestrator must still see a busy instance alive.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorResponse } from '../../schemas/api/errors.ts'
import { LANGUAGE_COOKIE } from '../../schemas/ssr.ts'
import { languageFrom } from '../context/language.ts'
import { translator } from '../context/texts.ts'
import { countShed } from '../plugins/metrics.ts'
import { isFilePath } from '../routes/clientFiles.ts'
import { BUSY_PAGE_SOURCES, busyPage } from './busyPage.ts'
import { AdmissionLimit, type LimitCause } from './limit.ts'

const WINDOW_MS = 250
const LOOP_RESOLUTION_MS = 10

export type AdmissionState = { limit: number; inFlight: number; cause: LimitCause }

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission limit now (undefined: admission is off, SHED_MAX_IN_FLIGHT=0). */
    admission: () => AdmissionState | undefined
  }
}

const OVERLOADED: ErrorResponse = { error: { code: 'GW_OVERLOADED', message: 'The site is busy right now' } }
const OVERLOADED_JSON = JSON.stringify(OVERLOADED)

function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** Requests that are never refused and take no place: probes, platform pictures and the built client's files. */
function isExempt(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = pathOf(request.url)
  // A scrape of the metrics on the players' port too: overload is when they are read.
  if (path === '/healthz' || path === '/readyz' || path === '/metrics' || path.startsWith('/media/')) return true
  // An API call is never one of the client's files (asked first: the shell's routes are a list to look through).
  if (path.startsWith('/api/')) return false
  return isFilePath(path, request.server.layouts.layouts.shell)
}

/** A page the browser navigates to (or frames): it gets the busy page, not JSON shown as text. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.startsWith('/api/')) return false
  const dest = request.headers['sec-fetch-dest']
  return dest === 'document' || dest === 'iframe' || (dest === undefined && (request.headers.accept ?? '').includes('text/html'))
}

// The busy page's own policy: its one script and stylesheet by hash, pictures of the site only, nothing else.
const BUSY_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${BUSY_PAGE_SOURCES.script}`,
  `style-src ${BUSY_PAGE_SOURCES.style}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  // The lottery launcher frames the site's own pages.
  "frame-ancestors 'self'",
].join(';')
const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z]{2})(?:;|$)`)

/** The page's language: its `lang` query, else the cookie the page mirrors its choice into. */
function pageLanguage(request: FastifyRequest) {
  const query = (request.query as { lang?: unknown } | undefined)?.lang
  return languageFrom(typeof query === 'string' ? query : LANGUAGE.exec(request.headers.cookie ?? '')?.[1])
}

/**
 * The one place a request is refused for overload: 503 with Retry-After, before any work was done for it (it runs
 * first of all hooks, so a refusal costs the least it can: no cookie parsed, no session opened). `cause` is what
 * brought the limit where it is (metrics count refusals by it).
 */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterS: number, cause: LimitCause): void {
  countShed(request, cause)
  reply.code(503).header('retry-after', String(retryAfterS)).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff')
  if (!wantsPage(request)) {
    reply.type('application/json; charset=utf-8').send(OVERLOADED_JSON)
    return
  }
  const language = pageLanguage(request)
  reply.header('content-security-policy', BUSY_PAGE_CSP).header('referrer-policy', 'strict-origin-when-cross-origin')
  reply.type('text/html; charset=utf-8').send(busyPage(language, translator(request.server.layouts.layouts.texts, language), retryAfterS))
}

export function registerAdmission(app: FastifyInstance): void {
  const { maxInFlight, minInFlight, targetMs, retryAfterS } = app.config.admission
  if (maxInFlight === 0) {
    app.decorate('admission', () => undefined)
    return
  }
  const { actionTimeoutMs, upstreamTimeoutMs } = app.config
  const limit = new AdmissionLimit({ maxInFlight, minInFlight: Math.min(minInFlight, maxInFlight), targetMs, windowMs: WINDOW_MS })
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })
  loop.enable()
  let cause = limit.cause
  const timer = setInterval(() => {
    // The histogram counts the sampling interval itself: what is left is the time requests waited for the loop.
    const waited = Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS)
    loop.reset()
    const figures = limit.tick(performance.now(), waited)
    if (figures.cause !== cause) {
      cause = figures.cause
      app.log.info({ admission: figures }, cause === 'ceiling' ? 'admission: limit back at its ceiling' : `admission: limit lowered (${cause})`)
    }
  }, WINDOW_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    loop.disable()
  })
  app.decorate('admission', () => ({ limit: limit.limit, inFlight: limit.inFlight, cause: limit.cause }))
  // An action's time counts against its own, longer deadline.
  const actionScale = upstreamTimeoutMs / actionTimeoutMs
  app.addHook('onRequest', (request, reply, done) => {
    if (isExempt(request)) return done()
    const ticket = limit.acquire(performance.now(), request.url.startsWith('/api/actions/') ? actionScale : 1, wantsPage(request))
    if (ticket === null) return refuse(request, reply, retryAfterS, limit.cause)
    reply.raw.once('close', () => limit.release(ticket, performance.now()))
    done()
  })
}
