import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FormResolved } from '../../schemas/blocks/form.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, buildTestApp, login, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { SOCIAL_LOGIN_URL: 'https://auth.example.test/start?provider={provider}', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } })
})
afterAll(async () => t.close())
beforeEach(async () => t.control('/__sim/reset'))

async function formOn(path: string, app: TestApp = t): Promise<FormResolved> {
  const res = await app.request().get('/api/screen').query({ path })
  const screen = ScreenResponseSchema.parse(res.body)
  const block = screen.blocks.find((b) => b.type === 'form')
  if (block?.type !== 'form') throw new Error(`no form on ${path}`)
  return block.props
}

const modeIds = (form: FormResolved) => form.modes.map((m) => m.id)
const fieldNames = (form: FormResolved, mode: string) => form.modes.find((m) => m.id === mode)?.fields.map((f) => f.name)
const settings = (body: unknown) =>
  fetch(`${t.sim.url}/__sim/register-settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('GET /api/screen for /m/login', () => {
  it('offers password and SMS login, the hidden captcha, the slider, free play and remember-me', async () => {
    const form = await formOn('/m/login')
    expect(modeIds(form)).toEqual(['username', 'sms'])
    expect(form.activeMode).toBe('username')
    expect(fieldNames(form, 'username')).toEqual(['username', 'password', 'captcha', 'slider'])
    expect(form.modes[0]?.fields.find((f) => f.name === 'captcha')?.revealOn).toBe('captchaRequired')
    expect(form.modes[0]?.fields.map((f) => f.autocomplete)).toEqual(['username', 'current-password', 'off', 'off'])
    expect(fieldNames(form, 'sms')).toEqual(['mobileNum', 'verificationCode'])
    expect(form.modes[1]?.fields.map((f) => f.autocomplete)).toEqual(['tel-national', 'one-time-code'])
    expect(form.buttons.map((b) => b.id)).toEqual(['freePlay'])
    expect(form.remember?.label).toBe('Remember me')
    expect(form.links.map((l) => l.action)).toContainEqual({ type: 'navigate', to: '/m/forget' })
  })

  it('drops the SMS toggle and free play when their flags are off', async () => {
    await t.control('/__sim/flags', { MOBILEVERCODELOGIN3: false, FREEPLAY3: false })
    const form = await formOn('/m/login')
    expect(modeIds(form)).toEqual(['username'])
    expect(form.buttons).toEqual([])
  })

  it('shows social buttons only with their flags, only in username mode, and only with a provider configured', async () => {
    expect((await formOn('/m/login')).modes[0]?.social).toEqual([])
    await t.control('/__sim/flags', { FACEBOOKLOGIN3: true })
    let form = await formOn('/m/login')
    expect(form.modes[0]?.social).toEqual([
      {
        provider: 'facebook',
        label: 'Continue with Facebook',
        action: { type: 'openExternal', url: 'https://auth.example.test/start?provider=facebook', target: 'self' },
      },
    ])
    expect(form.modes[1]?.social).toEqual([])
    await t.control('/__sim/flags', { GOOGLELOGIN3: true })
    form = await formOn('/m/login')
    expect(form.modes[0]?.social.map((s) => s.provider)).toEqual(['facebook', 'google'])

    const plain = await buildTestApp()
    try {
      await plain.control('/__sim/flags', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })
      expect((await formOn('/m/login', plain)).modes[0]?.social).toEqual([])
    } finally {
      await plain.close()
    }
  })

  it('speaks the viewer language', async () => {
    const res = await t.request().get('/api/screen').query({ path: '/m/login', lang: 'TH' })
    const block = ScreenResponseSchema.parse(res.body).blocks[0]
    expect(block?.type === 'form' && block.props.modes[0]?.fields[1]?.label).toBe('รหัสผ่าน')
  })
})

describe('GET /api/screen for /m/register', () => {
  it('shows both method tabs when both are on, username first', async () => {
    const form = await formOn('/m/register')
    expect(modeIds(form)).toEqual(['username', 'mobile'])
    expect(form.activeMode).toBe('username')
    expect(fieldNames(form, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'nickname',
      'payeeName',
      'affiliateCode',
      'captcha',
    ])
    // The platform's registration rules ask for its image captcha: that is the challenge, no slider.
    expect(fieldNames(form, 'mobile')).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha'])
    expect(form.agreement).toEqual({ label: 'I am over 18 and accept the terms and conditions', initial: true })
    expect(form.resetLabel).toBe('Reset')
    expect(form.submitEvent).toBe('registerSubmit')
    expect(form.modes[0]?.fields.find((f) => f.name === 'affiliateCode')?.fromQuery).toEqual(['affiliateCode', 'code'])
    expect((await formOn('/m/register.html')).preset).toBe('register')
  })

  it('defaults to mobile only when mobile registration is on and username registration off', async () => {
    await t.control('/__sim/flags', { USERNAMEREG3: false })
    let form = await formOn('/m/register')
    expect(modeIds(form)).toEqual(['mobile'])
    expect(form.activeMode).toBe('mobile')
    await t.control('/__sim/flags', { USERNAMEREG3: true, MOBILENUMREG3: false })
    form = await formOn('/m/register')
    expect(modeIds(form)).toEqual(['username'])
    expect(form.activeMode).toBe('username')
  })

  it('follows the registration rules: captcha, SMS code and optional fields come and go', async () => {
    await settings({ captcha: { enabled: false }, qqNum: { enabled: true, required: true, acceptedPattern: '^[0-9]{5,12}$', minLength: 5, maxLength: 12 } })
    await t.control('/__sim/flags', { REGMOBVERF3: false })
    const form = await formOn('/m/register')
    const names = fieldNames(form, 'username') ?? []
    expect(names).not.toContain('captcha')
    // Without the platform's captcha, the gateway's own slider stands in.
    expect(names).toContain('slider')
    expect(names).not.toContain('verificationCode')
    expect(names).toContain('qqNum')
    expect(form.modes[0]?.fields.find((f) => f.name === 'qqNum')?.rule).toMatchObject({ required: true, pattern: '^[0-9]{5,12}$', minLength: 5, maxLength: 12 })
  })
})

describe('GET /api/screen pop-up forms', () => {
  it('home offers visitors a compact login form in a pop-up, opened from the top banner; members get none', async () => {
    const visitor = ScreenResponseSchema.parse((await t.request().get('/api/screen').query({ path: '/m/home' })).body)
    const popup = visitor.popups.find((p) => p.id === 'loginPopup')
    const block = popup?.blocks?.[0]
    expect(block?.type === 'form' && block.props.variant).toBe('popup')
    expect(visitor.shell.topBanner?.buttons.find((b) => b.id === 'login')?.action).toEqual({ type: 'openPopup', id: 'loginPopup' })
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const member = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/home' })).body)
    expect(member.popups.find((p) => p.id === 'loginPopup')).toBeUndefined()
  })

  it('the login screen carries the registration pop-up, with the rules of the registration form', async () => {
    const screen = ScreenResponseSchema.parse((await t.request().get('/api/screen').query({ path: '/m/login' })).body)
    const block = screen.popups.find((p) => p.id === 'registerPopup')?.blocks?.[0]
    expect(block?.type === 'form' && block.props.modes.map((m) => m.id)).toEqual(['username', 'mobile'])
  })
})

describe('GET /api/screen for the password screens', () => {
  it('/m/forget offers reset by SMS and by e-mail', async () => {
    const form = await formOn('/m/forget')
    expect(modeIds(form)).toEqual(['sms', 'email'])
    expect(fieldNames(form, 'sms')).toEqual(['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'])
    expect(fieldNames(form, 'email')).toEqual(['username', 'email'])
  })

  it('/m/changePsw asks a visitor to log in first, and a member for the passwords', async () => {
    const visitor = await formOn('/m/changePsw')
    expect(visitor.preset).toBe('login')
    expect(visitor.title).toBe('Please login first')
    const agent = t.request()
    await login(agent, ACCOUNTS.member0)
    const screen = ScreenResponseSchema.parse((await agent.get('/api/screen').query({ path: '/m/changePsw' })).body)
    expect(screen.blocks.map((b) => b.id)).toEqual(['changePasswordForm'])
    expect(screen.shell.header).toMatchObject({ visible: true, title: 'Change password' })
    expect(screen.shell.header.back).toBeUndefined()
  })

  it('/m/trail starts free play, or says it is off', async () => {
    expect((await formOn('/m/trail')).modes[0]?.action).toBe('freePlay')
    await t.control('/__sim/flags', { FREEPLAY3: false })
    const off = await formOn('/m/trail')
    expect(off.modes).toEqual([])
    expect(off.notice).toBe('Sorry, this account does not have permission or the feature is temporarily unavailable')
  })
})
