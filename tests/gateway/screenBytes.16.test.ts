import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncoding } from '../../gateway/output/precompressed.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp
const HOME = '/api/screen?path=%2Fm%2Fhome'
const BROWSER = 'gzip, deflate, br, zstd'

// Public feeds cached, so the visitor home is memoised as it is in production.
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000', PUBLIC_CACHE_STALE_MS: '60000' } })
})
afterAll(async () => t.close())

const home = (acceptEncoding?: string) => t.app.inject({ method: 'GET', url: HOME, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('GET /api/screen, the memoised visitor home (issue 16)', () => {
  it('answers br, gzip and identity that decode to the same JSON, each with its length and Vary', async () => {
    const plain = await home()
    const br = await home(BROWSER)
    const gzip = await home('gzip, deflate')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const json = JSON.parse(plain.body) as { screen: string }
    expect(json.screen).toBe('home')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json)
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json)
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/)
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  })

  it('sends the very same compressed bytes again: compressed once, not per request', async () => {
    const first = await home(BROWSER)
    const second = await home(BROWSER)
    expect(second.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0)
    expect(second.headers.etag).toBe(first.headers.etag)
  })

  it('answers 304 to its ETag whatever the coding', async () => {
    const first = await home(BROWSER)
    const again = await t.app.inject({ method: 'GET', url: HOME, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('still compresses a member answer, made for that request only', async () => {
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    const res = await agent.get('/api/screen').query({ path: '/m/home' }).set('accept-encoding', 'br')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    expect(res.body.viewer).toMatchObject({ loggedIn: true })
  })

  it('sends a member answer in zstd to a browser that takes it, and the same JSON again in identity', async () => {
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    const zstd = await agent
      .get('/api/screen')
      .query({ path: '/m/home' })
      .set('accept-encoding', BROWSER)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done(null, Buffer.concat(chunks)))
      })
    expect(zstd.status).toBe(200)
    expect(zstd.headers['content-encoding']).toBe('zstd')
    const plain = await agent.get('/api/screen').query({ path: '/m/home' }).set('accept-encoding', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const decoded = JSON.parse(zstdDecompressSync(zstd.body as Buffer).toString()) as { viewer: unknown; blocks: unknown[] }
    expect(decoded.viewer).toMatchObject({ loggedIn: true })
    expect(decoded).toEqual(plain.body)
    expect((zstd.body as Buffer).length).toBeLessThan(Number(plain.headers['content-length']) / 3)
  })
})

describe('GET /api/data/gameList (issue 16)', () => {
  it('compresses a page made for one request, and it decodes to the same JSON', async () => {
    const url = '/api/data/gameList?source=type&gameType=RNG&pageSize=200'
    const plain = await t.app.inject({ method: 'GET', url })
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } })
    expect(plain.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
    expect(br.headers['cache-control']).toBe('private, no-store')
    const games = JSON.parse(plain.body) as { items: unknown[] }
    expect(games.items.length).toBeGreaterThan(0)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(games)
  })
})

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    [BROWSER, 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'zstd'],
    ['*, br;q=0, zstd;q=0', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
  ])('reads %j as %s for a kept answer', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected)
  })

  it.each([
    [BROWSER, 'zstd'],
    ['gzip, br', 'br'],
    ['zstd;q=0.5, br', 'br'],
    ['gzip', 'gzip'],
  ])('reads %j as %s for an answer made for one request', (header, expected) => {
    expect(acceptedEncoding(header, ['zstd', 'br', 'gzip'])).toBe(expected)
  })
})
