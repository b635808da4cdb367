import { describe, expect, it } from 'vitest'
import type { OriginFacts } from '../../gateway/context/sameOrigin.ts'
import { originRefusal } from '../../gateway/context/sameOrigin.ts'

const site: OriginFacts = { origin: undefined, secFetchSite: undefined, protocol: 'https', host: 'www.site.example' }

describe('originRefusal', () => {
  it.each<[string, Partial<OriginFacts>]>([
    ['the same origin', { origin: 'https://www.site.example', secFetchSite: 'same-origin' }],
    ['the default port written out', { origin: 'https://www.site.example:443' }],
    ['the host in another case', { origin: 'https://WWW.Site.Example' }],
    ['a non-default port that matches', { origin: 'http://127.0.0.1:8460', protocol: 'http', host: '127.0.0.1:8460' }],
    ['an IPv6 host', { origin: 'http://[::1]:8080', protocol: 'http', host: '[::1]:8080' }],
    ['Sec-Fetch-Site same-origin without Origin', { secFetchSite: 'same-origin' }],
    ['no Origin and no Sec-Fetch-Site (not a browser: Supertest, curl)', {}],
  ])('accepts %s', (_name, facts) => {
    expect(originRefusal({ ...site, ...facts })).toBeUndefined()
  })

  it.each<[string, Partial<OriginFacts>, string]>([
    ['another scheme, same host and port', { origin: 'http://www.site.example' }, 'origin-scheme'],
    ['https to a site served over http', { origin: 'https://127.0.0.1:8460', protocol: 'http', host: '127.0.0.1:8460' }, 'origin-scheme'],
    ['another port', { origin: 'https://www.site.example:8443' }, 'origin-host'],
    ['another port on loopback', { origin: 'http://127.0.0.1:8461', protocol: 'http', host: '127.0.0.1:8460' }, 'origin-host'],
    ['another host', { origin: 'https://evil.example' }, 'origin-host'],
    ['a sibling subdomain', { origin: 'https://api.site.example' }, 'origin-host'],
    ['a look-alike suffix', { origin: 'https://www.site.example.evil.example' }, 'origin-host'],
    ['userinfo pretending to be the site', { origin: 'https://www.site.example@evil.example' }, 'origin-host'],
    ['Origin: null (sandboxed frame, redirect)', { origin: 'null' }, 'origin-null'],
    ['a malformed Origin', { origin: 'not a url' }, 'origin-malformed'],
    ['a request with no Host', { origin: 'https://www.site.example', host: '' }, 'origin-host'],
    ['Sec-Fetch-Site cross-site', { secFetchSite: 'cross-site' }, 'fetch-site'],
    ['Sec-Fetch-Site same-site', { secFetchSite: 'same-site', origin: 'https://api.site.example' }, 'fetch-site'],
    ['Sec-Fetch-Site none (a navigation the user started)', { secFetchSite: 'none' }, 'fetch-site'],
    ['an unknown Sec-Fetch-Site', { secFetchSite: 'same-origin, cross-site' }, 'fetch-site'],
    ['Sec-Fetch-Site same-origin with a foreign Origin', { secFetchSite: 'same-origin', origin: 'https://evil.example' }, 'origin-host'],
  ])('refuses %s', (_name, facts, refusal) => {
    expect(originRefusal({ ...site, ...facts })).toBe(refusal)
  })
})
