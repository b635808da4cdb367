import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, act, buildTestApp, freshSimulator, login, MANY_LOGINS, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'
import { gapOf } from '../helpers/sliderSolver.ts'

// Password login and registration carry the challenge the platform has, or the gateway's own slider (identity/challenge.ts).
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { ...MANY_LOGINS, SMS_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(() => freshSimulator(t))

const errorOf = (body: unknown) => ErrorResponseSchema.parse(body).error
const SLIDER_PATHS = ['/wps/captcha/slider', '/wps/captcha/slider/verify']

async function refuseSliders(): Promise<void> {
  for (const endpoint of SLIDER_PATHS) await t.control('/__sim/faults', { endpoint, kind: 'notAvailable' })
}

async function sliderCalls(): Promise<number> {
  const { calls } = await simGet<{ calls: Record<string, number> }>(t.request(), '/__sim/stats')
  return SLIDER_PATHS.reduce((n, path) => n + (calls[path] ?? 0), 0)
}

async function formFields(path = '/m/login'): Promise<{ name: string; revealOn?: string }[]> {
  const res = await t.request().get('/api/screen').query({ path })
  const block = ScreenResponseSchema.parse(res.body).blocks.find((b) => b.type === 'form')
  if (block?.type !== 'form') throw new Error(`no form on ${path}`)
  return block.props.modes.find((m) => m.id === 'username')?.fields ?? []
}
const loginFields = () => formFields()

describe('the gateway’s own slider (the platform asks for no challenge)', () => {
  it('logs in with the slider refused by the platform, which never hears of it', async () => {
    await refuseSliders()
    expect((await loginFields()).map((f) => f.name)).toEqual(['username', 'password', 'captcha', 'slider'])
    const agent = t.request()
    expect((await login(agent, ACCOUNTS.member0)).status).toBe(200)
    expect(await sliderCalls()).toBe(0)
  })

  it('refuses a piece dropped away from the gap, and the challenge cannot be answered again', async () => {
    const agent = t.request()
    const challenge = await agent.get('/api/data/slider')
    expect(challenge.status).toBe(200)
    expect(JSON.stringify(challenge.body)).not.toMatch(/"x"/)
    const x = gapOf(challenge.body)
    const wrong = await act(agent, 'verifySlider', { id: challenge.body.id, x: x + 30 })
    expect(wrong.status).toBe(400)
    expect(errorOf(wrong.body)).toEqual({ code: 'GW_AUTH_SLIDER_INVALID', message: 'The security check failed, please try again', field: 'slider' })
    const replay = await act(agent, 'verifySlider', { id: challenge.body.id, x })
    expect(errorOf(replay.body).code).toBe('GW_AUTH_SLIDER_INVALID')
    expect(errorOf((await act(agent, 'login', ACCOUNTS.member0)).body).code).toBe('GW_AUTH_SLIDER_INVALID')
  })

  it('spends a ticket once: the same cookie sent again is refused', async () => {
    const agent = t.request()
    const solved = await solveSlider(agent)
    const ticketCookie = [solved.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('slt='))
      ?.split(';')[0]
    expect(ticketCookie).toBeDefined()
    expect((await act(agent, 'login', ACCOUNTS.member0)).status).toBe(200)
    const replay = await t
      .request()
      .post('/api/actions/login')
      .set('x-requested-with', 'fetch')
      .set('content-type', 'application/json')
      .set('cookie', ticketCookie ?? '')
      .send(ACCOUNTS.member0)
    expect(errorOf(replay.body)).toMatchObject({ code: 'GW_AUTH_SLIDER_INVALID', field: 'slider' })
  })
})

describe('the platform’s image captcha (CAPTCHA3)', () => {
  it('shows the captcha at once and no slider, refuses a wrong code, and logs in with the right one', async () => {
    await t.control('/__sim/flags', { CAPTCHA3: true })
    await refuseSliders()
    const fields = await loginFields()
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'captcha'])
    expect(fields.find((f) => f.name === 'captcha')?.revealOn).toBeUndefined()
    const agent = t.request()
    const missing = await act(agent, 'login', ACCOUNTS.member0)
    expect(errorOf(missing.body)).toEqual({ code: 'GW_FORM_INVALID', message: 'please write the code', field: 'captcha' })
    await agent.get('/api/data/captcha')
    const { code } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    const wrong = await act(agent, 'login', { ...ACCOUNTS.member0, captcha: code === '000000' ? '111111' : '000000' })
    expect(errorOf(wrong.body)).toMatchObject({ code: 'GW_AUTH_CAPTCHA_INVALID', field: 'captcha' })
    // A captcha is single use: the right code of the spent one no longer counts.
    expect(errorOf((await act(agent, 'login', { ...ACCOUNTS.member0, captcha: code })).body).code).toBe('GW_AUTH_CAPTCHA_INVALID')
    await agent.get('/api/data/captcha')
    const fresh = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    expect((await act(agent, 'login', { ...ACCOUNTS.member0, captcha: fresh.code })).status).toBe(200)
    expect(await sliderCalls()).toBe(0)
  })
})

describe('the platform’s slider (SLIDER3)', () => {
  it('is the platform’s: its challenge and its ticket', async () => {
    await t.control('/__sim/flags', { SLIDER3: true })
    // Where the registration rules also ask for the captcha, the form draws both, as the seeds describe.
    expect((await formFields('/m/register')).map((f) => f.name).slice(-2)).toEqual(['captcha', 'slider'])
    const agent = t.request()
    const challenge = await agent.get('/api/data/slider')
    const { x } = await simGet<{ x: number }>(agent, `/__sim/slider/${challenge.body.id as string}`)
    expect(gapOf(challenge.body)).toBe(x)
    expect((await act(agent, 'verifySlider', { id: challenge.body.id, x })).status).toBe(200)
    expect((await act(agent, 'login', ACCOUNTS.member0)).status).toBe(200)
    expect(await sliderCalls()).toBe(2)
  })
})

describe('GeeTest (GEETEST3)', () => {
  it('says clearly that the check cannot be shown here when the platform insists on it', async () => {
    await t.control('/__sim/flags', { GEETEST3: true })
    const res = await login(t.request(), ACCOUNTS.member0)
    expect(res.status).toBe(403)
    expect(errorOf(res.body)).toEqual({
      code: 'GW_FEATURE_UNAVAILABLE',
      message: 'This site cannot show the security check this sign-in needs. Please log in with an SMS code or contact customer service.',
    })
  })
})
