import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { startSimulator, type RunningSimulator } from '../../simulator/start.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

const OLD = 'old-secret-old-secret-old-secret-0001'
const NEW = 'new-secret-new-secret-new-secret-0002'

let sim: RunningSimulator
let before: TestApp
let rotated: TestApp
let forgotten: TestApp

beforeAll(async () => {
  sim = await startSimulator(0)
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '100', ACCOUNT_RATE_LIMIT_PER_MINUTE: '100' }
  before = await buildTestApp({ simulator: sim, env: { ...env, COOKIE_SECRET: OLD } })
  rotated = await buildTestApp({ simulator: sim, env: { ...env, COOKIE_SECRET: NEW, COOKIE_SECRET_PREVIOUS: OLD } })
  forgotten = await buildTestApp({ simulator: sim, env: { ...env, COOKIE_SECRET: NEW } })
})
afterAll(async () => {
  await Promise.all([before.close(), rotated.close(), forgotten.close()])
  await sim.close()
})

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie']
  return Array.isArray(raw) ? (raw as string[]) : []
}

function cookieValue(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  return setCookies(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1)
}

async function loggedInCookies(): Promise<string> {
  const res = await login(before.request(), ACCOUNTS.member0)
  expect(res.status).toBe(200)
  return `sid=${cookieValue(res, 'sid')}; MC_SESSION_INFO=${cookieValue(res, 'MC_SESSION_INFO')}`
}

async function home(app: TestApp, cookie: string) {
  const res = await app.request().get('/api/screen').query({ path: '/m/home' }).set('cookie', cookie)
  return { res, screen: ScreenResponseSchema.parse(res.body) }
}

describe('session cookie', () => {
  it("is sealed, httpOnly and lives 24 hours, like the page's MC_SESSION_INFO", async () => {
    const res = await login(before.request(), ACCOUNTS.member0)
    const sid = setCookies(res).find((c) => c.startsWith('sid='))
    expect(sid).toMatch(/; Max-Age=86400/)
    expect(sid).toMatch(/HttpOnly/)
    expect(setCookies(res).find((c) => c.startsWith('MC_SESSION_INFO='))).toMatch(/; Max-Age=86400/)
    const value = decodeURIComponent(cookieValue(res, 'sid') ?? '')
    const token = [...sim.state.sessions.keys()].at(-1) ?? 'none'
    expect(`${value} ${Buffer.from(value.slice(3), 'base64url').toString('latin1')}`).not.toContain(token)
  })

  it('serves the member under a rotated secret and re-seals the cookie under the current one', async () => {
    const cookie = await loggedInCookies()
    const first = await home(rotated, cookie)
    expect(first.res.status).toBe(200)
    expect(first.screen.viewer.loggedIn).toBe(true)
    const resealed = cookieValue(first.res, 'sid')
    expect(resealed).toBeTruthy()
    expect(resealed).not.toBe(cookie.split(';')[0]?.slice(4))
    const next = await home(forgotten, `sid=${resealed}`)
    expect(next.screen.viewer.loggedIn).toBe(true)
    expect(setCookies(next.res).some((c) => c.startsWith('sid='))).toBe(false)
  })

  it('treats a cookie under an unknown secret as a visitor (200), and clears it with MC_SESSION_INFO', async () => {
    const { res, screen } = await home(forgotten, await loggedInCookies())
    expect(res.status).toBe(200)
    expect(screen.viewer).toEqual({ role: 'visitor', loggedIn: false })
    expect(setCookies(res).some((c) => c.startsWith('sid=;'))).toBe(true)
    expect(setCookies(res).some((c) => c.startsWith('MC_SESSION_INFO=;'))).toBe(true)
  })

  it.each([
    ['tampered', (v: string) => `${v.slice(0, 20)}${v[20] === 'A' ? 'B' : 'A'}${v.slice(21)}`],
    ['the old signed encoding', () => 'eyJ0IjoieCIsInUiOiJtZW1iZXIwIiwidHkiOjAsImYiOmZhbHNlfQ.c2lnbmF0dXJl'],
    ['garbage', () => '%%%'],
  ])('treats a %s cookie as a visitor, never a 500', async (_name, change) => {
    const cookie = await loggedInCookies()
    const value = cookie.split(';')[0]?.slice(4) ?? ''
    const { res, screen } = await home(before, `sid=${change(value)}`)
    expect(res.status).toBe(200)
    expect(screen.viewer.loggedIn).toBe(false)
  })
})
