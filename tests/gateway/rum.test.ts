import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RumEvent } from '../../schemas/rum.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { seriesValue } from '../helpers/metricsText.ts'

let t: TestApp
let version: string

beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789', RUM_RATE_LIMIT_PER_MINUTE: '12' } })
  version = t.app.layouts.layouts.version
})
afterAll(() => t.close())

async function metrics(): Promise<string> {
  const res = await t.request().get('/metrics').set('authorization', 'Bearer metrics-token-0123456789')
  return res.text
}

/** A beacon as navigator.sendBeacon sends a string: text/plain, no custom header, the page's own origin. */
function beacon(events: RumEvent[] | unknown, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  const req = t.request().post('/api/rum').set('content-type', 'text/plain;charset=UTF-8')
  for (const [k, v] of Object.entries(headers)) req.set(k, v)
  return req.send(JSON.stringify({ events }))
}

describe("players' timings (POST /api/rum)", () => {
  it('counts web-vitals and failures per screen and layout version, with bounded labels', async () => {
    const res = await beacon([
      { kind: 'vital', name: 'LCP', value: 1800, screen: 'home', version },
      { kind: 'vital', name: 'CLS', value: 0.02, screen: 'home', version },
      { kind: 'vital', name: 'TTFB', value: 120, screen: 'games', version },
      { kind: 'vital', name: 'LCP', value: 900, screen: 'made-up-screen', version: 'made-up-version' },
      { kind: 'blockError', block: 'gameStrip', screen: 'home', version },
      { kind: 'blockError', block: 'noSuchBlock', screen: 'home', version },
      { kind: 'chunkError', screen: 'home', version },
    ])
    expect(res.status).toBe(204)
    const text = await metrics()
    const home = { screen: 'home', version }
    expect(seriesValue(text, 'gateway_rum_lcp_seconds_count', home)).toBe(1)
    expect(seriesValue(text, 'gateway_rum_lcp_seconds_bucket', { ...home, le: '2' })).toBe(1)
    expect(seriesValue(text, 'gateway_rum_lcp_seconds_bucket', { ...home, le: '1.5' })).toBe(0)
    expect(seriesValue(text, 'gateway_rum_cls_sum', home)).toBe(0.02)
    expect(seriesValue(text, 'gateway_rum_ttfb_seconds_sum', { screen: 'games', version })).toBe(0.12)
    expect(seriesValue(text, 'gateway_rum_lcp_seconds_count', { screen: 'other', version: 'other' })).toBe(1)
    expect(seriesValue(text, 'gateway_rum_block_errors_total', { ...home, block: 'gameStrip' })).toBe(1)
    expect(seriesValue(text, 'gateway_rum_block_errors_total', { ...home, block: 'other' })).toBe(1)
    expect(seriesValue(text, 'gateway_rum_chunk_errors_total', home)).toBe(1)
    expect(text).not.toContain('made-up')
  })

  it('refuses a batch that is not JSON or not of the shape, whole, and counts nothing of it', async () => {
    const before = await metrics()
    expect((await t.request().post('/api/rum').set('content-type', 'text/plain').send('{not json')).status).toBe(400)
    expect((await beacon([{ kind: 'vital', name: 'LCP', value: -5, screen: 'home', version }])).status).toBe(400)
    expect((await beacon([{ kind: 'vital', name: 'FID', value: 5, screen: 'home', version }])).status).toBe(400)
    expect((await beacon([{ kind: 'vital', name: 'LCP', value: 5, screen: 'home page', version }])).status).toBe(400)
    expect((await beacon([])).status).toBe(400)
    const after = await metrics()
    const rum = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('gateway_rum_'))
        .join('\n')
    expect(rum(after)).toBe(rum(before))
  })

  it("takes beacons from the site's own pages only, and rate-limits them per IP", async () => {
    const one = [{ kind: 'chunkError', screen: 'home', version }]
    expect((await beacon(one, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await beacon(one, { origin: 'https://evil.example' })).status).toBe(403)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await beacon(one)).status)
    expect(statuses).toContain(429)
    const limited = await beacon(one)
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
