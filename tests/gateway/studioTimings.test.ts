import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TimingsAnswer } from '../../schemas/rum.ts'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'
import { signIn, studioEnv } from '../helpers/studio.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: await studioEnv({ METRICS_TOKEN: 'metrics-token-0123456789', RUM_SAMPLE_RATE: '0.25' }) })
})
afterAll(() => t.close())

describe("the studio's timings (GET /api/studio/timings)", () => {
  it('answers signed-in operators only', async () => {
    const res = await t.request().get('/api/studio/timings')
    expect(res.status).toBe(401)
    expect(res.body.error.code).toBe('GW_STUDIO_SIGNIN_REQUIRED')
  })

  it('gives p75 of each vital per screen against its budget, and the failures, from the beacons counted', async () => {
    const version = t.app.layouts.layouts.version
    const lcps = [1000, 1200, 2000, 2200, 3000, 3500, 5000, 9000]
    const events = [
      ...lcps.map((value) => ({ kind: 'vital', name: 'LCP', value, screen: 'home', version })),
      { kind: 'vital', name: 'INP', value: 80, screen: 'games', version },
      { kind: 'blockError', block: 'gameStrip', screen: 'home', version },
      { kind: 'chunkError', screen: 'games', version },
    ]
    expect((await t.request().post('/api/rum').set('content-type', 'text/plain').send(JSON.stringify({ events }))).status).toBe(204)
    const agent = t.request()
    await signIn(agent)
    const res = await agent.get('/api/studio/timings')
    expect(res.status).toBe(200)
    const answer = res.body as TimingsAnswer
    expect(answer).toMatchObject({ collecting: true, sampleRate: 0.25, budgets: { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 } })
    const home = answer.screens.find((s) => s.screen === 'home')
    // Five of eight within 3 s, six within 4 s: p75 (the sixth) is at the top of the 3–4 s bucket, as PromQL would put it.
    expect(home?.vitals.LCP?.samples).toBe(8)
    expect(home?.vitals.LCP?.p75).toBeCloseTo(4000, 6)
    expect(home?.blockErrors).toBe(1)
    const games = answer.screens.find((s) => s.screen === 'games')
    expect(games?.vitals.INP).toEqual({ p75: expect.any(Number), samples: 1 })
    expect(games?.vitals.INP?.p75).toBeLessThanOrEqual(100)
    expect(games?.chunkErrors).toBe(1)
  })
})
