import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** Holds the event loop, as a flood of requests would. */
function busy(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('load shedding', () => {
  it('answers 503 GW_OVERLOADED with Retry-After while the event loop lags, keeps the probes up, and recovers', async () => {
    t = await buildTestApp({ env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '100', SHED_RETRY_AFTER_S: '3' } })
    // Past the start-up work, whose lag is not load.
    await new Promise((r) => setTimeout(r, 500))
    expect((await t.request().get('/api/screen').query({ path: '/m/home' })).status).toBe(200)
    busy(3000)
    const [shed, probe] = await Promise.all([t.request().get('/api/screen').query({ path: '/m/home' }), t.request().get('/healthz')])
    expect([shed.status, shed.headers['retry-after'], shed.body]).toEqual([503, '3', { error: { code: 'GW_OVERLOADED', message: 'The site is busy right now' } }])
    expect(shed.headers['x-content-type-options']).toBe('nosniff')
    expect(probe.status).toBe(200)
    expect(t.logs.filter((l) => l.level === 50)).toEqual([])
    await new Promise((r) => setTimeout(r, 600))
    expect((await t.request().get('/api/screen').query({ path: '/m/home' })).status).toBe(200)
  })
})
