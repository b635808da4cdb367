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
})
