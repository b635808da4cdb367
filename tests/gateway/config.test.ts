import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../gateway/config.ts'

describe('loadConfig', () => {
  it('starts on the embedded defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 8080, merchant: 'sim88', upstreamUrl: undefined, simPort: 8090, cookieSecure: false, production: false })
  })

  it('reads the agent member types, brand default 1, 2, 41 and 42, and never the trial type', () => {
    expect(loadConfig({}).agentMemberTypes).toEqual([1, 2, 41, 42])
    expect(loadConfig({ AGENT_MEMBER_TYPES: ' 41, 42,41 ' }).agentMemberTypes).toEqual([41, 42])
    expect(() => loadConfig({ AGENT_MEMBER_TYPES: '1,4' })).toThrow(/AGENT_MEMBER_TYPES: 4 is the trial type/)
    expect(() => loadConfig({ AGENT_MEMBER_TYPES: '1,two' })).toThrow(/AGENT_MEMBER_TYPES/)
  })

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', UPSTREAM_URL: 'ftp://platform', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*UPSTREAM_URL[\s\S]*LOG_LEVEL/)
  })

  it('requires a cookie secret in production and makes cookies Secure there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/COOKIE_SECRET/)
    const config = loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), UPSTREAM_URL: 'https://platform.example' })
    expect(config).toMatchObject({ cookieSecure: true, upstreamUrl: 'https://platform.example', production: true })
  })

  it('takes a previous cookie secret for rotation and a bounded session Max-Age', () => {
    expect(loadConfig({})).toMatchObject({ cookieSecretPrevious: undefined, sessionMaxAgeS: 86_400 })
    expect(loadConfig({ COOKIE_SECRET_PREVIOUS: 'p'.repeat(32), SESSION_MAX_AGE_S: '3600' })).toMatchObject({
      cookieSecretPrevious: 'p'.repeat(32),
      sessionMaxAgeS: 3600,
    })
    expect(() => loadConfig({ COOKIE_SECRET_PREVIOUS: 'short', SESSION_MAX_AGE_S: '10' })).toThrow(/COOKIE_SECRET_PREVIOUS[\s\S]*SESSION_MAX_AGE_S/)
  })

  it('reads the deadlines, caps, breaker, retry and shedding settings, and refuses impossible ones', () => {
    expect(loadConfig({})).toMatchObject({
      upstreamTimeoutMs: 3000,
      actionTimeoutMs: 8000,
      upstreamMaxBytes: 4 * 1024 * 1024,
      breaker: { failureRatio: 0.5, window: 20, minCalls: 10, halfOpenAfterMs: 10_000 },
      retryBudgetRatio: 0.1,
      admission: { maxInFlight: 256, minInFlight: 64, targetMs: 1000, retryAfterS: 2 },
    })
    const set = loadConfig({ ACTION_TIMEOUT_MS: '5000', BREAKER_WINDOW: '50', SHED_MAX_IN_FLIGHT: '0', RETRY_BUDGET_RATIO: '0', UPSTREAM_TIMEOUT_MS: '600' })
    expect([set.actionTimeoutMs, set.breaker.window, set.admission.maxInFlight, set.retryBudgetRatio, set.admission.targetMs]).toEqual([5000, 50, 0, 0, 200])
    expect(loadConfig({ SHED_TARGET_MS: '750' }).admission.targetMs).toBe(750)
    expect(() => loadConfig({ BREAKER_FAILURE_RATIO: '1', UPSTREAM_MAX_BYTES: '10', SHED_MIN_IN_FLIGHT: '0' })).toThrow(
      /UPSTREAM_MAX_BYTES[\s\S]*BREAKER_FAILURE_RATIO[\s\S]*SHED_MIN_IN_FLIGHT/,
    )
  })

  it('reads the shared store and the number of instances, and refuses what cannot be', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, instances: 1 })
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/2', GATEWAY_INSTANCES: '4' })).toMatchObject({
      redisUrl: 'rediss://cache.example:6380/2',
      instances: 4,
    })
    expect(loadConfig({ GATEWAY_INSTANCES: 'auto' }).instances).toBeGreaterThanOrEqual(1)
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example', GATEWAY_INSTANCES: '0' })).toThrow(/REDIS_URL[\s\S]*GATEWAY_INSTANCES/)
  })

  it("reads the metrics, tracing and players' timings settings, off by default, and refuses what cannot be", () => {
    expect(loadConfig({})).toMatchObject({
      metrics: { port: undefined, host: '127.0.0.1', token: undefined, worker: '0' },
      tracing: { otlpEndpoint: undefined, serviceName: 'layout-gateway' },
      rum: { sampleRate: 0.1, ratePerMinute: 30 },
    })
    const on = loadConfig({
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-token-of-sixteen+',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      RUM_SAMPLE_RATE: '1',
      GATEWAY_WORKER: '3',
    })
    expect(on).toMatchObject({
      metrics: { port: 9464, token: 'a-token-of-sixteen+', worker: '3' },
      tracing: { otlpEndpoint: 'http://collector:4318' },
      rum: { sampleRate: 1 },
    })
    expect(() => loadConfig({ METRICS_PORT: '70000', METRICS_TOKEN: 'short', OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector', RUM_SAMPLE_RATE: '2' })).toThrow(
      /METRICS_PORT[\s\S]*METRICS_TOKEN: at least 16 characters[\s\S]*OTEL_EXPORTER_OTLP_ENDPOINT[\s\S]*RUM_SAMPLE_RATE/,
    )
  })
})
