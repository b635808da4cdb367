import { InternalPathSchema } from '../../schemas/actions.ts'

// A host that cannot exist: resolving against it shows where a browser would take a path from this site.
const SITE = new URL('https://site.invalid/')
/** Double and triple encodings are unwrapped; anything still encoded after that is refused. */
const MAX_DECODES = 3
// Browsers drop leading and trailing C0 controls and spaces, and tabs and newlines anywhere (WHATWG URL).
// eslint-disable-next-line no-control-regex -- finding control characters is the point here
const URL_IGNORED_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const URL_IGNORED_INSIDE = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex -- as above: controls, spaces and invisible or reordering marks
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/
const ROUTE_CHARS = /^[A-Za-z0-9._~\-/]*$/
const FRAGMENT = /^#[A-Za-z0-9_-]{1,64}$/

/** What a browser would read in a link, whatever the markup around it: the edges and tab/newline removed. */
export function browserView(raw: string): string {
  return raw.replace(URL_IGNORED_EDGES, '').replace(URL_IGNORED_INSIDE, '')
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** The path a browser would go to from this site, or undefined when it would leave it (`//host`, `/\host`). */
function resolveOnSite(path: string): string | undefined {
  if (!URL.canParse(path, SITE.href)) return undefined
  const url = new URL(path, SITE)
  if (url.origin !== SITE.origin || url.username || url.password || url.pathname.startsWith('//')) return undefined
  return url.pathname
}

/** Dot segments, backslashes and repeated slashes resolved as a browser would, then percent-decoded, until stable. */
function settledPathname(path: string): string | undefined {
  let current = path
  for (let round = 0; round <= MAX_DECODES; round++) {
    const pathname = resolveOnSite(current)
    if (pathname === undefined) return undefined
    const decoded = safeDecode(pathname)
    if (decoded === undefined || CONTROL_OR_SPACE.test(decoded) || /[?#]/.test(decoded)) return undefined
    if (decoded === pathname) return pathname
    current = decoded
  }
  return undefined
}

function collapseSlashes(pathname: string, routes: readonly string[]): string | undefined {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  if (routes.includes(collapsed)) return collapsed
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed
  return routes.includes(trimmed) ? trimmed : undefined
}

/**
 * Normalises a link from platform content to one of the site's own routes (`routes`, from shell.json) with
 * its query re-encoded and a plain fragment kept. Undefined when the link is not an internal path, would
 * resolve off-site in a browser (at any level of percent-encoding), carries controls or spaces, or names no
 * known route.
 */
export function normaliseInternalPath(raw: string, routes: readonly string[]): string | undefined {
  const value = browserView(raw)
  if (!value.startsWith('/') || CONTROL_OR_SPACE.test(value)) return undefined
  const cut = value.search(/[?#]/)
  const path = cut === -1 ? value : value.slice(0, cut)
  const pathname = settledPathname(path)
  if (pathname === undefined || !ROUTE_CHARS.test(pathname)) return undefined
  const route = collapseSlashes(pathname, routes)
  if (route === undefined) return undefined
  const url = new URL(value, SITE)
  const query = url.searchParams.toString()
  const fragment = FRAGMENT.test(url.hash) ? url.hash : ''
  const result = `${route}${query ? `?${query}` : ''}${fragment}`
  return InternalPathSchema.safeParse(result).success ? result : undefined
}
