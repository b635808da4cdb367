import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {} from '../../gateway/plugins/tracing.ts'
import { act, buildTestApp, login, simGet, type TestApp } from '../helpers/buildTestApp.ts'
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../helpers/otlpReceiver.ts'

let t: TestApp
let receiver: OtlpReceiver

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  t = await buildTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } })
})
afterAll(async () => {
  await t?.close()
  await receiver?.close()
})

/** The spans of one trace, once the request's own span (the last to end) has been exported. */
async function traceOf(accept: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan[]> {
  const end = Date.now() + 10_000
  let root = receiver.spans.find(accept)
  while (!root && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    root = receiver.spans.find(accept)
  }
  if (!root) throw new Error(`no such span among ${receiver.spans.map((s) => s.name).join(', ')}`)
  return receiver.spans.filter((s) => s.traceId === root.traceId)
}

describe('traces (OpenTelemetry, OTLP/HTTP)', () => {
  it("has one span per platform call a screen made, and the platform got the request's trace id in traceparent", async () => {
    await fetch(`${t.sim.url}/__sim/stats`, { method: 'DELETE' })
    const agent = t.request()
    const answer = await agent.get('/api/screen?path=/m/home')
    expect(answer.status).toBe(200)
    const { calls } = await simGet<{ calls: Record<string, number> }>(agent, '/__sim/stats')
    const { traceparents } = await simGet<{ traceparents: Record<string, string> }>(agent, '/__sim/traceparents')
    const spans = await traceOf((s) => s.name === 'request' && s.attributes['http.route'] === '/api/screen')
    const request = spans.find((s) => s.name === 'request')
    expect(request?.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.path': '/api/screen', 'http.response.status_code': 200 })
    const platform = spans.filter((s) => s.name.startsWith('platform '))
    const made = Object.values(calls).reduce((a, b) => a + b, 0)
    expect(made).toBeGreaterThan(2)
    expect(platform).toHaveLength(made)
    for (const span of platform) {
      expect(span.attributes['platform.outcome']).toBe('ok')
      expect(Number(span.attributes['http.response.body.size'])).toBeGreaterThan(0)
    }
    expect(Object.keys(traceparents).sort()).toEqual(Object.keys(calls).sort())
    for (const header of Object.values(traceparents)) {
      const [, traceId, parentId] = header.split('-')
      expect(traceId).toBe(request?.traceId)
      expect(platform.map((s) => s.spanId)).toContain(parentId)
    }
    // Every log line of the request carries its trace id.
    const reqId = t.logs.find((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === '/api/screen?path=/m/home')?.reqId
    const ofRequest = t.logs.filter((l) => l.reqId === reqId)
    expect(ofRequest.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
    expect(ofRequest.length).toBeGreaterThan(1)
    for (const line of ofRequest) expect(line.trace_id).toBe(request?.traceId)
  })

  it("continues a caller's trace (W3C traceparent) and marks a failed platform call with its outcome", async () => {
    await t.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_hotGamesV2', kind: 'error' })
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
      const answer = await t.request().get('/api/screen?path=/m/home').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`)
      expect(answer.status).toBe(200)
      const spans = await traceOf((s) => s.traceId === traceId && s.name === 'request')
      const hot = spans.find((s) => s.name === 'platform hotGames')
      expect(hot?.attributes['platform.outcome']).toMatch(/http_error|rejected/)
      expect(hot?.status?.code).toBe(2)
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
  })

  it('never carries a password, a cookie or a platform token in a span', async () => {
    const PASSWORD = 'Passw0rd!'
    const member = t.request()
    const logged = await login(member, { username: 'member0', password: PASSWORD })
    expect(logged.status).toBe(200)
    const cookies = (logged.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]?.split('=')[1] ?? '').filter((v) => v.length > 8)
    await member.get('/api/screen?path=/m/home?token=abc123secret').expect(200)
    await act(member, 'changePassword', { oldPassword: 'wrong-0ld-Pw', newPassword: 'N3wSecretPwXy', confirmNewPassword: 'N3wSecretPwXy' })
    const tokens = [...t.sim.state.sessions.keys()]
    await traceOf((s) => s.name === 'request' && s.attributes['http.route'] === '/api/actions/changePassword')
    const all = receiver.spans.map((s) => s.raw).join('\n')
    expect(receiver.spans.length).toBeGreaterThan(10)
    expect(cookies.length).toBeGreaterThan(0)
    expect(tokens.length).toBeGreaterThan(0)
    for (const secret of [PASSWORD, 'N3wSecretPwXy', 'wrong-0ld-Pw', 'abc123secret', ...cookies, ...tokens]) expect(all).not.toContain(secret)
  })
})

describe('with no OTLP endpoint', () => {
  it('makes no span, sends no traceparent and logs no trace id', async () => {
    const off = await buildTestApp()
    try {
      await fetch(`${off.sim.url}/__sim/stats`, { method: 'DELETE' })
      expect((await off.request().get('/api/screen?path=/m/home')).status).toBe(200)
      expect(off.app.tracing).toBeUndefined()
      const { calls } = await simGet<{ calls: Record<string, number> }>(off.request(), '/__sim/stats')
      expect(Object.keys(calls).length).toBeGreaterThan(0)
      expect(await simGet<{ traceparents: Record<string, string> }>(off.request(), '/__sim/traceparents')).toEqual({ traceparents: {} })
      expect(off.logs.some((l) => 'trace_id' in l)).toBe(false)
      expect(off.logs.some((l) => l.msg === 'incoming request')).toBe(true)
    } finally {
      await off.close()
    }
  })
})
