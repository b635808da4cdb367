import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorResponseSchema } from '../../schemas/api/errors.ts'
import type { RunningSimulator } from '../../simulator/start.ts'
import { act, simGet, solveSlider, type TestApp } from '../helpers/buildTestApp.ts'
import { gapOf } from '../helpers/sliderSolver.ts'
import { startTwoInstances, type TwoInstances } from '../helpers/twoInstances.ts'

// Registration with each challenge, and the gateway's own slider over two instances sharing Redis.
let sim: RunningSimulator
let one: TestApp
let two: TestApp

let pair: TwoInstances | undefined

beforeAll(async () => {
  pair = await startTwoInstances({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' })
  ;({ sim, one, two } = pair)
}, 30_000)
afterAll(async () => pair?.close())
beforeEach(async () => {
  await one.control('/__sim/reset')
  // Registration without an SMS code or the platform's captcha rule: only the challenge is left to decide.
  await one.control('/__sim/flags', { REGMOBVERF3: false })
  await fetch(`${sim.url}/__sim/register-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captcha: { enabled: false }, mobileNum: { enabled: false } }),
  })
})

const errorOf = (body: unknown) => ErrorResponseSchema.parse(body).error
const values = (username: string, extra: Record<string, unknown> = {}) => ({
  mode: 'username',
  agreement: true,
  registerMethod: 'H5',
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  ...extra,
})

type Devices = { register?: { registerMethod: string | null; loginDeviceId: string | null; cookieDeviceId: string | null } }

describe('POST /api/actions/register with the gateway’s own slider', () => {
  it('registers with the slider refused by the platform; sends registerMethod H5 and the device id as body field and SHELL_deviceId cookie', async () => {
    for (const endpoint of ['/wps/captcha/slider', '/wps/captcha/slider/verify']) await one.control('/__sim/faults', { endpoint, kind: 'notAvailable' })
    const agent = one.request()
    const missing = await act(agent, 'register', values('ownslider1'))
    expect(errorOf(missing.body)).toMatchObject({ code: 'GW_AUTH_SLIDER_INVALID', field: 'slider' })
    expect((await solveSlider(agent)).status).toBe(200)
    expect((await act(agent, 'register', values('ownslider1'))).status).toBe(200)
    const { register } = await simGet<Devices>(agent, '/__sim/devices?account=ownslider1')
    expect(register?.registerMethod).toBe('H5')
    expect(register?.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/)
    expect(register?.cookieDeviceId).toBe(register?.loginDeviceId)
  })
})

describe('POST /api/actions/register with the platform’s image captcha (CAPTCHA3)', () => {
  it('asks for the code, refuses a wrong one with its field, and registers with the right one', async () => {
    await one.control('/__sim/flags', { CAPTCHA3: true })
    const agent = one.request()
    expect(errorOf((await act(agent, 'register', values('imagecap1'))).body)).toMatchObject({ code: 'GW_FORM_INVALID', field: 'captcha' })
    await agent.get('/api/data/captcha')
    const { code } = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    const wrong = await act(agent, 'register', values('imagecap1', { captcha: code === '000000' ? '111111' : '000000' }))
    expect(errorOf(wrong.body)).toMatchObject({ code: 'GW_AUTH_CAPTCHA_INVALID', field: 'captcha' })
    await agent.get('/api/data/captcha')
    const fresh = await simGet<{ code: string }>(agent, '/__sim/captcha/last')
    expect((await act(agent, 'register', values('imagecap1', { captcha: fresh.code }))).status).toBe(200)
  })
})

describe('the gateway’s own slider over two instances (Redis)', () => {
  it('verifies on one instance a challenge made on the other, once, and spends the ticket on either', async () => {
    const agentOne = one.request()
    const challenge = await agentOne.get('/api/data/slider')
    const x = gapOf(challenge.body)
    // The same browser, its requests balanced onto the other instance.
    const agentTwo = two.request()
    const verified = await act(agentTwo, 'verifySlider', { id: challenge.body.id, x })
    expect(verified.status).toBe(200)
    const again = await act(agentOne, 'verifySlider', { id: challenge.body.id, x })
    expect(errorOf(again.body).code).toBe('GW_AUTH_SLIDER_INVALID')
    const ticket =
      [verified.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith('slt='))
        ?.split(';')[0] ?? ''
    const register = (t: TestApp, username: string) =>
      t.request().post('/api/actions/register').set('x-requested-with', 'fetch').set('cookie', ticket).send(values(username))
    const first = await register(one, 'twoinst1')
    expect(first.status).toBe(200)
    const replay = await register(two, 'twoinst2')
    expect(errorOf(replay.body)).toMatchObject({ code: 'GW_AUTH_SLIDER_INVALID', field: 'slider' })
  })
})
