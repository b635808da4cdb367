import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../gateway/config.ts'

describe('loadConfig', () => {
  it('starts on the embedded defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 8080, merchant: 'sim88', upstreamUrl: undefined, simPort: 8090, cookieSecure: false, production: false })
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
    expect(loadConfig({ COOKIE_SECRET_PREVIOUS: 'p'.repeat(32), SESSION_MAX_AGE_S: '3600' })).toMatchObject({ cookieSecretPrevious: 'p'.repeat(32), sessionMaxAgeS: 3600 })
    expect(() => loadConfig({ COOKIE_SECRET_PREVIOUS: 'short', SESSION_MAX_AGE_S: '10' })).toThrow(/COOKIE_SECRET_PREVIOUS[\s\S]*SESSION_MAX_AGE_S/)
  })
})
