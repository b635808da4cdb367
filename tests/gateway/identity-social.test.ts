import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, buildTestApp, freshSimulator, MANY_LOGINS, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { SOCIAL_LOGIN_URL: 'https://auth.example.test/start?provider={provider}', ...MANY_LOGINS } })
})
afterAll(async () => t.close())
beforeEach(async () => freshSimulator(t))

/** What the third-party sign-in service hands the page once the member signed in there. */
async function signedInAtService(app: TestApp, account: string): Promise<string> {
  const res = await fetch(`${app.sim.url}/__sim/social-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account }),
  })
  return ((await res.json()) as { token: string }).token
}

describe('POST /api/actions/login with the ID token of the third-party sign-in', () => {
  it("signs the service's member in, with the session cookie and the way home, once per token", async () => {
    await t.control('/__sim/flags', { GOOGLELOGIN3: true })
    const token = await signedInAtService(t, 'member1')
    const agent = t.request()
    const res = await act(agent, 'login', { mode: 'firebase', firebaseIdToken: token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ userName: 'member1' })
    expect(res.body.then).toEqual([{ type: 'navigate', to: '/m/home', replace: true }])
    expect(JSON.stringify(res.headers['set-cookie'])).not.toContain(token)
    const home = await agent.get('/api/screen').query({ path: '/m/home' })
    expect(home.body.viewer).toMatchObject({ loggedIn: true })
    // The token is spent: a replay signs no one in.
    const again = await act(t.request(), 'login', { mode: 'firebase', firebaseIdToken: token })
    expect([again.status, again.body.error.code]).toEqual([404, 'GW_ACCOUNT_NOT_FOUND'])
  })

  it('is refused where the login offers no social button: flags off, or no sign-in service configured', async () => {
    const token = await signedInAtService(t, 'member1')
    const off = await act(t.request(), 'login', { mode: 'firebase', firebaseIdToken: token })
    expect([off.status, off.body.error.code]).toEqual([403, 'GW_FEATURE_UNAVAILABLE'])
    const plain = await buildTestApp({ env: MANY_LOGINS })
    try {
      await plain.control('/__sim/flags', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })
      const unconfigured = await act(plain.request(), 'login', { mode: 'firebase', firebaseIdToken: await signedInAtService(plain, 'member1') })
      expect([unconfigured.status, unconfigured.body.error.code]).toEqual([403, 'GW_FEATURE_UNAVAILABLE'])
    } finally {
      await plain.close()
    }
  })

  it('asks for the token and refuses one the service never gave', async () => {
    await t.control('/__sim/flags', { FACEBOOKLOGIN3: true })
    const missing = await act(t.request(), 'login', { mode: 'firebase' })
    expect([missing.status, missing.body.error.field]).toEqual([400, 'firebaseIdToken'])
    const forged = await act(t.request(), 'login', { mode: 'firebase', firebaseIdToken: 'x'.repeat(32) })
    expect(forged.status).toBe(404)
  })
})
