/** What a state-changing request says of where it comes from; `protocol` and `host` as the trusted proxy chain gives them. */
export type OriginFacts = {
  origin: string | undefined
  secFetchSite: string | undefined
  protocol: string | undefined
  host: string | undefined
}

export type OriginRefusal = 'fetch-site' | 'origin-null' | 'origin-malformed' | 'origin-scheme' | 'origin-host'

function siteOrigin(protocol: string | undefined, host: string | undefined): string | undefined {
  if (!protocol || !host) return undefined
  const candidate = `${protocol}://${host}`
  return URL.canParse(candidate) ? new URL(candidate).origin : undefined
}

/**
 * Whether a state-changing call comes from this site's own pages; the reason it does not, else undefined.
 * - `Sec-Fetch-Site`, when sent, must be `same-origin`: `same-site` (a sibling subdomain) and `cross-site`
 *   are other sites, and `none` is a navigation the user started (typed URL, bookmark), which never is a
 *   JSON call carrying our header.
 * - `Origin`, when sent, must equal scheme, host and port of the site (default ports folded); `null`
 *   (sandboxed frames, cross-site redirects) is refused.
 * - Neither header: not a browser (Supertest, curl) or one too old to send them; the JSON body and the
 *   custom header the caller checks too would need a CORS preflight, which the gateway never grants.
 */
export function originRefusal(facts: OriginFacts): OriginRefusal | undefined {
  if (facts.secFetchSite !== undefined && facts.secFetchSite !== 'same-origin') return 'fetch-site'
  if (facts.origin === undefined) return undefined
  if (facts.origin === 'null') return 'origin-null'
  if (!URL.canParse(facts.origin)) return 'origin-malformed'
  const origin = new URL(facts.origin)
  const site = siteOrigin(facts.protocol, facts.host)
  if (site === undefined) return 'origin-host'
  if (origin.origin === site) return undefined
  return origin.host === new URL(site).host ? 'origin-scheme' : 'origin-host'
}
