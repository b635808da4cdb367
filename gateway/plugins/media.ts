import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Maps a platform image to a URL the page may load under the CSP (mediaUrlFor). */
    media: (path: string | null | undefined, fallback?: string) => string
  }
}

/** Where images may come from: the site itself (with the /media proxy) and the configured media hosts. */
export type MediaPolicy = {
  /** Origins (`https://cdn.example`) whose absolute image URLs the page may load directly; also in CSP img-src. */
  origins: readonly string[]
  /** The origin the /media proxy fetches from: absolute URLs on its host go through the proxy. */
  proxyOrigin: string | undefined
}

const DEFAULT_IMAGE = '/img/default-game.svg'
const KNOWN_IMAGES_MAX = 10_000
/** What the /media proxy serves: plain path characters only, and never a dot segment. */
export const PROXIED_PATH = /^[A-Za-z0-9_\-./]+$/

function proxied(pathname: string, fallback: string): string {
  return PROXIED_PATH.test(pathname) && !pathname.includes('..') ? `/media${pathname}` : fallback
}

function absolute(value: string, policy: MediaPolicy, fallback: string): string {
  if (!URL.canParse(value)) return fallback
  const url = new URL(value)
  if (url.username || url.password) return fallback
  if (policy.proxyOrigin && url.host === new URL(policy.proxyOrigin).host) return proxied(url.pathname, fallback)
  if (policy.origins.includes(url.origin)) return url.href
  // Browsers upgrade mixed-content images to https anyway; the https origin is the one the CSP allows.
  if (url.protocol === 'http:' && policy.origins.includes(`https://${url.host}`)) return `https://${url.host}${url.pathname}${url.search}`
  return fallback
}

/**
 * Maps a platform image (a path, or an absolute http(s) URL) to a URL the page may load under the CSP:
 * a path or a URL on the platform's own host goes through /media; a URL on a configured media host is
 * kept; anything else (another host, userinfo, another scheme, `//host`) becomes `fallback`.
 */
export function mediaUrlFor(policy: MediaPolicy): (path: string | null | undefined, fallback?: string) => string {
  const map = (value: string, fallback: string): string => {
    if (/^https?:\/\//i.test(value)) return absolute(value, policy, fallback)
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
    return proxied(value.split(/[?#]/)[0] ?? '', fallback)
  }
  // A screen maps the same few hundred images (game icons, banners, flags) on every request: each is read once.
  const known = new Map<string, string>()
  return (path, fallback = DEFAULT_IMAGE) => {
    const value = path?.trim()
    if (!value) return fallback
    const key = `${fallback}\n${value}`
    let url = known.get(key)
    if (url === undefined) {
      url = map(value, fallback)
      if (known.size >= KNOWN_IMAGES_MAX) known.clear()
      known.set(key, url)
    }
    return url
  }
}

/** CSP img-src: the site (its files, /media), data: (captcha and slider images) and the media hosts. */
export function imgSrcOf(policy: MediaPolicy): string[] {
  return ["'self'", 'data:', ...policy.origins]
}

/** The media policy of this gateway: MEDIA_HOSTS, and the /media proxy's origin (MEDIA_BASE_URL, else the platform). */
async function mediaPlugin(app: FastifyInstance, options: { policy: MediaPolicy }): Promise<void> {
  app.decorate('media', mediaUrlFor(options.policy))
}

export default fp(mediaPlugin, { name: 'gateway-media', fastify: '5.x' })
