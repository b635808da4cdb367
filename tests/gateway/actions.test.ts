import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ActionResultSchema } from '../../schemas/api/actions.ts'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

function cookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie']
  return Array.isArray(raw) ? (raw as string[]) : []
}

describe('POST /api/actions/login', () => {
  it('keeps the platform token in an httpOnly cookie and gives the page only what it may show', async () => {
    const agent = t.request()
    const res = await login(agent, ACCOUNTS.member0)
    expect(res.status).toBe(200)
    const result = ActionResultSchema.parse(res.body)
    expect(result.data).toEqual({ userName: 'member0', type: 0, firstTimeLogin: false })
    expect(result.then).toEqual([{ type: 'navigate', to: '/m/home', replace: true }])
    const set = cookies(res)
    const sid = set.find((c) => c.startsWith('sid='))
    expect(sid).toMatch(/HttpOnly/)
    expect(sid).toMatch(/SameSite=Lax/)
    expect(set.find((c) => c.startsWith('MC_SESSION_INFO='))).not.toMatch(/HttpOnly/)
    const platformToken = [...t.sim.state.sessions.keys()][0]
    expect(platformToken).toBeTruthy()
    expect(JSON.stringify(res.body)).not.toContain(platformToken)
    expect(decodeURIComponent(set.find((c) => c.startsWith('MC_SESSION_INFO=')) ?? '')).not.toContain(platformToken)
  })

  it('answers 401 GW_AUTH_INVALID_CREDENTIALS for a wrong password', async () => {
    const res = await login(t.request(), { username: 'member0', password: 'wrong-password' })
    expect(res.status).toBe(401)
    expect(ErrorResponseSchema.parse(res.body).error).toEqual({ code: 'GW_AUTH_INVALID_CREDENTIALS', message: 'Incorrect username or password' })
  })

  it('refuses a body with fields the form does not have with 400', async () => {
    const res = await t.request().post('/api/actions/login').set('x-requested-with', 'fetch').send({ username: 'member0', pin: '1' })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: 'GW_BAD_REQUEST' })
  })

  it('refuses a call without the CSRF header or from another origin with 403', async () => {
    const noHeader = await t.request().post('/api/actions/login').send(ACCOUNTS.member0)
    expect(noHeader.status).toBe(403)
    expect(noHeader.body.error.code).toBe('GW_CSRF_REJECTED')
    const foreign = await t.request().post('/api/actions/login').set('x-requested-with', 'fetch').set('origin', 'https://evil.example').send(ACCOUNTS.member0)
    expect(foreign.status).toBe(403)
    // A sandboxed frame (such as the lottery page) sends `Origin: null`.
    const opaque = await t.request().post('/api/actions/login').set('x-requested-with', 'fetch').set('origin', 'null').send(ACCOUNTS.member0)
    expect([opaque.status, opaque.body.error.code]).toEqual([403, 'GW_CSRF_REJECTED'])
  })

  it('answers 404 GW_ACTION_NOT_FOUND for an unknown action', async () => {
    const res = await t.request().post('/api/actions/teleport').set('x-requested-with', 'fetch').send({})
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('GW_ACTION_NOT_FOUND')
  })
})

describe('POST /api/actions/logout', () => {
  it('ends the platform session, clears the cookies and brings back the visitor view', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const token = [...t.sim.state.sessions.keys()][0]
    const res = await agent.post('/api/actions/logout').set('x-requested-with', 'fetch').send({})
    expect(res.status).toBe(200)
    expect(ActionResultSchema.parse(res.body).then).toEqual([{ type: 'navigate', to: '/m/home', replace: true }])
    expect(t.sim.state.sessions.has(String(token))).toBe(false)
    const s = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(s.viewer.loggedIn).toBe(false)
  })

  it('turns a session the platform ended into the visitor view with a notice', async () => {
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    await login(t.request(), ACCOUNTS.member0)
    const res = await agent.get('/api/screen').query({ path: '/m/home' })
    const s = ScreenResponseSchema.parse(res.body)
    expect(s.viewer.loggedIn).toBe(false)
    expect(s.notice).toBe('The account has been logged out, please log in again')
    expect(cookies(res).some((c) => c.startsWith('sid=;'))).toBe(true)
  })
})
