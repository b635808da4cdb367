import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let direct: TestApp
let proxied: TestApp

beforeAll(async () => {
  direct = await buildTestApp()
  proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } })
})
afterAll(async () => Promise.all([direct.close(), proxied.close()]))

function logout(t: TestApp, headers: Record<string, string>) {
  const req = t.request().post('/api/actions/logout').set('x-requested-with', 'fetch').set('content-type', 'application/json')
  for (const [name, value] of Object.entries(headers)) req.set(name, value)
  return req.send({})
}

function siteOf(t: TestApp): string {
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `127.0.0.1:${address.port}`
}

describe('POST /api/actions/* origin check', () => {
  beforeAll(async () => {
    // Supertest listens on an ephemeral port per call; listening once makes the site's host and port known.
    await Promise.all([direct.app.listen({ port: 0, host: '127.0.0.1' }), proxied.app.listen({ port: 0, host: '127.0.0.1' })])
  })

  it("accepts the page's own call: same scheme, host and port, Sec-Fetch-Site same-origin", async () => {
    const res = await logout(direct, { host: siteOf(direct), origin: `http://${siteOf(direct)}`, 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(200)
  })

  it('accepts a call with neither Origin nor Sec-Fetch-Site (a backend test, curl)', async () => {
    expect((await logout(direct, {})).status).toBe(200)
  })

  it.each<[string, (site: string) => Record<string, string>]>([
    ['another scheme', (site) => ({ host: site, origin: `https://${site}` })],
    ['another port', (site) => ({ host: site, origin: `http://${site.replace(/:\d+$/, ':1')}` })],
    ['another host', (site) => ({ host: site, origin: 'http://evil.example' })],
    ['Origin: null', (site) => ({ host: site, origin: 'null' })],
    ['Sec-Fetch-Site cross-site', (site) => ({ host: site, 'sec-fetch-site': 'cross-site' })],
    ['Sec-Fetch-Site same-site', (site) => ({ host: site, 'sec-fetch-site': 'same-site' })],
    ['Sec-Fetch-Site none', (site) => ({ host: site, 'sec-fetch-site': 'none' })],
  ])('refuses %s with 403 GW_CSRF_REJECTED', async (_name, headers) => {
    const res = await logout(direct, headers(siteOf(direct)))
    expect([res.status, res.body.error?.code]).toEqual([403, 'GW_CSRF_REJECTED'])
  })

  it('takes the scheme from X-Forwarded-Proto only from a trusted proxy, and says why it refused', async () => {
    const headers = { host: 'www.site.example', origin: 'https://www.site.example', 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' }
    expect((await logout(proxied, headers)).status).toBe(200)
    expect((await logout(direct, headers)).status).toBe(403)
    expect(direct.logs.some((l) => typeof l.msg === 'string' && l.msg.includes('set TRUST_PROXY'))).toBe(true)
    expect((await logout(proxied, { ...headers, 'x-forwarded-proto': 'http' })).status).toBe(403)
  })
})
