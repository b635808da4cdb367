import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { GamesPageSchema } from '../../schemas/api/games.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

describe('GET /api/data/gameList?source=type (a category, paged)', () => {
  it('pages a category 1-based, with the page count and cards shaped as on the screen', async () => {
    const first = GamesPageSchema.parse((await t.request().get('/api/data/gameList').query({ source: 'type', gameType: 'RNG', page: 1, pageSize: 25 })).body)
    const second = GamesPageSchema.parse((await t.request().get('/api/data/gameList').query({ source: 'type', gameType: 'RNG', page: 2, pageSize: 25 })).body)
    expect(first.items).toHaveLength(25)
    expect(first.totalPages).toBeGreaterThanOrEqual(3)
    expect(second.page).toBe(2)
    expect(second.items.map((g) => g.id)).not.toContain(first.items[0]?.id)
    expect(first.items[0]?.image).toMatch(/^\/media\//)
    expect(first.items[0]?.action).toEqual({ type: 'navigate', to: '/m/login' })
  })

  it('gives a member launch actions', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const page = GamesPageSchema.parse((await agent.get('/api/data/gameList').query({ source: 'type', gameType: 'LIVE', page: 1 })).body)
    expect(page.items[0]?.action).toMatchObject({ type: 'launchGame', game: { gameType: 'LIVE' } })
  })

  it('answers an empty page past the end', async () => {
    const page = GamesPageSchema.parse((await t.request().get('/api/data/gameList').query({ source: 'type', gameType: 'FISH', page: 500 })).body)
    expect(page.items).toEqual([])
  })

  it.each([
    ['page=-1', { gameType: 'RNG', page: -1 }, 'page'],
    ['page=0', { gameType: 'RNG', page: 0 }, 'page'],
    ['page=abc', { gameType: 'RNG', page: 'abc' }, 'page'],
    ['pageSize=5000', { gameType: 'RNG', page: 1, pageSize: 5000 }, 'pageSize'],
    ['a bad game type', { gameType: 'rng;drop', page: 1 }, 'gameType'],
  ])('refuses %s with 400 GW_BAD_REQUEST naming the field', async (_name, query, field) => {
    const res = await t
      .request()
      .get('/api/data/gameList')
      .query({ source: 'type', ...query })
    expect(res.status).toBe(400)
    expect(ErrorResponseSchema.parse(res.body).error).toMatchObject({ code: 'GW_BAD_REQUEST', field })
  })

  it('answers 503 when the game list hangs past its timeout', async () => {
    const slow = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '200' } })
    await slow.control('/__sim/faults', { endpoint: '/wps/relay/GCSGAME_gameList', kind: 'hang' })
    const res = await slow.request().get('/api/data/gameList').query({ source: 'type', gameType: 'RNG', page: 1 })
    await slow.close()
    expect(res.status).toBe(503)
    expect(res.body.error.code).toBe('GW_UPSTREAM_UNAVAILABLE')
  })
})

describe('GET /api/i18n/:lang', () => {
  it('answers the texts of a language, English filling what it lacks', async () => {
    const res = await t.request().get('/api/i18n/TH')
    expect(res.status).toBe(200)
    expect(res.body.hot_games).toBe('เกมยอดนิยม')
    expect(Object.keys(res.body).length).toBeGreaterThan(50)
  })
  it('answers 404 GW_LANGUAGE_NOT_FOUND for an unknown language', async () => {
    const res = await t.request().get('/api/i18n/XX')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('GW_LANGUAGE_NOT_FOUND')
  })
})

describe('health, docs and unknown routes', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.request().get('/healthz')).body).toEqual({ ok: true })
    expect((await t.request().get('/readyz')).body).toEqual({ ok: true, layouts: true, upstream: true, dropped: {} })
  })
  it('describes the API as OpenAPI generated from the Zod schemas', async () => {
    const doc = (await t.request().get('/docs')).body as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/screen', '/api/data/gameList', '/api/i18n/{lang}', '/api/actions/login', '/api/actions/logout']),
    )
    expect(JSON.stringify(doc.paths['/api/screen'])).toContain('bannerCarousel')
  })
  it('answers 404 GW_ROUTE_NOT_FOUND under /api', async () => {
    const res = await t.request().get('/api/nothing')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('GW_ROUTE_NOT_FOUND')
  })
})

describe('security headers', () => {
  it('sends a strict CSP and the other protective headers', async () => {
    const res = await t.request().get('/api/screen').query({ path: '/m/home' })
    const csp = String(res.headers['content-security-policy'])
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "style-src 'self'"]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/)
  })
})

describe('GET /media/*', () => {
  it('serves platform images from the site origin, sandboxed', async () => {
    const res = await t.request().get('/media/TCG_GAME_ICONS/default.svg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })
  it.each(['/media/../package.json', '/media/%2e%2e/x', '/media/chat/live'])('refuses %s', async (path) => {
    expect((await t.request().get(path)).status).toBe(404)
  })
})

describe('logs', () => {
  it('never contain a password or the platform token', async () => {
    const canary = 'Canary-Passw0rd-7391'
    await login(t.request(), { username: 'member0', password: canary })
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const token = [...t.sim.state.sessions.keys()][0] ?? 'missing'
    await agent.get('/api/screen').query({ path: '/m/home' })
    await agent.post('/api/actions/logout').set('x-requested-with', 'fetch').send({})
    const all = t.rawLogs.join('\n')
    expect(t.rawLogs.length).toBeGreaterThan(5)
    expect(all).not.toContain(canary)
    expect(all).not.toContain('Passw0rd!')
    expect(all).not.toContain(token)
  })
})
