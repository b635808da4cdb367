import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { MEDIA_HOSTS: 'cdn.example,https://img.example:8443' } })
})
afterAll(async () => t.close())

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )
}

describe.each(['/m/home', '/api/screen?path=/m/home'])('headers of GET %s', (url) => {
  it('limits images to the site, data: and the configured media hosts', async () => {
    const res = await t.request().get(url)
    expect(directives(res.headers['content-security-policy']).get('img-src')).toBe("'self' data: https://cdn.example https://img.example:8443")
  })

  it('forbids framing the same way in CSP and X-Frame-Options', async () => {
    const res = await t.request().get(url)
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('turns off camera, microphone, geolocation and payment (and other unused features)', async () => {
    const res = await t.request().get(url)
    const policy = String(res.headers['permissions-policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
    expect(policy).not.toMatch(/=\((?!\))/)
  })

  it('keeps the rest of the strict policy', async () => {
    const res = await t.request().get(url)
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.get('default-src')).toBe("'self'")
    // 'self', and on a server-drawn page the hash of its one inline script.
    expect(csp.get('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')?$/)
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('GET /lotto/…', () => {
  it('lets only the site frame the lottery page, in both headers', async () => {
    const res = await t.request().get('/lotto/mui/play/games/g1')
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})
