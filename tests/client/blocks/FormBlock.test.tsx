// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import FormBlock from '../../../client/blocks/FormBlock.tsx'
import { buildForm, type FormInput } from '../../../gateway/identity/forms.ts'
import type { FormResolved } from '../../../schemas/blocks/form.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
const SETTINGS = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$', minLength: 6, maxLength: 16, patternId: 1, message: '' },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$', minLength: 8, maxLength: 20, patternId: 0, message: '' },
  confirmPassword: { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 0, message: '' },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '^[A-Za-z0-9]{4,12}$', minLength: 4, maxLength: 12, patternId: 0, message: '' },
}

/** Props exactly as the gateway builds them, in English. */
function formProps(preset: FormInput['preset'], flags: Record<string, boolean> = {}): FormResolved {
  return buildForm({ preset, dialCodes: ['60'], flags, settings: SETTINGS, session: null, t: (x) => (typeof x === 'string' ? x : (texts[x.t] ?? x.t)) })
}

const SLIDER = { id: 'c1', width: 300, height: 150, y: 40, pieceSize: 50, background: 'data:image/png;base64,AAAA', piece: 'data:image/png;base64,BBBB' }

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let answers: Record<string, () => Response>
beforeEach(() => {
  answers = {
    '/api/data/slider': () => jsonResponse(SLIDER),
    '/api/data/captcha': () => jsonResponse({ image: 'data:image/png;base64,CCCC' }),
    '/api/actions/verifySlider': () => jsonResponse({ ok: true, data: { verified: true } }),
  }
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input).split('?')[0] ?? ''
    const answer = answers[url]
    if (!answer) throw new Error(`unexpected fetch ${url}`)
    return answer()
  })
  vi.stubGlobal('fetch', fetchMock)
})

const posted = (name: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/actions/${name}`).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

function render(props: FormResolved, onAction = vi.fn(async () => undefined)) {
  renderWithProviders(<FormBlock id="form" props={props} status="ok" />, { onAction, texts })
  return onAction
}

async function solveSlider() {
  const handle = await screen.findByRole('slider')
  // The challenge is asked for once the player starts on the page: here, tabbing to the slider.
  expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/data/slider'))).toBe(false)
  fireEvent.focusIn(handle)
  await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/data/slider'))).toBe(true))
  await vi.waitFor(() => expect(document.querySelector('.slider__background')?.getAttribute('src')).toBe(SLIDER.background))
  fireEvent.keyDown(handle, { key: 'ArrowRight' })
  fireEvent.keyDown(handle, { key: 'Enter' })
  await screen.findByText('Verified')
}

describe('FormBlock', () => {
  it('checks the fields with their rules before sending anything, and focuses the first failing one', async () => {
    render(formProps('login'))
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please enter your username')).toBeTruthy()
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')))
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'member0' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please complete the security check')).toBeTruthy()
    expect(posted('login')).toEqual([])
  })

  it('shows the captcha once the gateway asks for it, with a fresh image and a new slider', async () => {
    answers['/api/actions/login'] = () =>
      jsonResponse({ error: { code: 'GW_AUTH_CAPTCHA_REQUIRED', message: 'Incorrect username or password', field: 'captcha' } }, 401)
    render(formProps('login'))
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByLabelText('Captcha')).toBeNull()
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'member0' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong-pass1' } })
    await solveSlider()
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe('Incorrect username or password')
    expect(posted('login')).toEqual([{ mode: 'username', username: 'member0', password: 'Wrong-pass1' }])
    expect(await screen.findByLabelText('Captcha')).toBeTruthy()
    expect((await screen.findByRole('img', { name: 'Captcha' })).getAttribute('src')).toBe('data:image/png;base64,CCCC')
    expect(screen.queryByText('Verified')).toBeNull()
  })

  it('remembers the user name and mode, never the password, and runs what the gateway answers', async () => {
    answers['/api/actions/login'] = () => jsonResponse({ ok: true, then: [{ type: 'navigate', to: '/m/home', replace: true }] })
    const onAction = render(formProps('login'))
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'member0' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } })
    fireEvent.click(screen.getByLabelText('Remember me'))
    await solveSlider()
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await vi.waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/home', replace: true }))
    expect(window.localStorage.getItem('rememberLogin')).toBe(JSON.stringify({ mode: 'username', byMode: { username: { username: 'member0' } } }))
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Passw0rd!')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password')
  })

  it('shows the SMS tab only when the gateway sends it, and counts down after sending a code', async () => {
    answers['/api/actions/sendSms'] = () => jsonResponse({ ok: true, data: { seconds: 3 } })
    const onAction = render(formProps('login', { MOBILEVERCODELOGIN3: true }))
    fireEvent.click(screen.getByRole('tab', { name: 'SMS login' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy()
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] })
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0133671234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(posted('sendSms')).toEqual([{ purpose: 'login', mobileNum: '0133671234', countryDialingCode: '60' }])
    const counting = screen.getByRole('button', { name: '3 s' })
    expect(counting.hasAttribute('disabled')).toBe(true)
    expect(onAction).toHaveBeenCalledWith({ type: 'toast', text: 'SMS sending...', ms: 10_000 })
    expect(onAction).toHaveBeenCalledWith({ type: 'toast', text: 'SMS sent', ms: 1500 })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    expect(screen.getByRole('button', { name: '2 s' })).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(false)
  })

  it('registration: prefills the invitation code from the link, needs the agreement, sends the conversion event', async () => {
    window.history.pushState({}, '', '/m/register?code=AGENT88')
    const events: string[] = []
    window.addEventListener('conversion', (e) => events.push((e as CustomEvent<{ event: string }>).detail.event))
    render(formProps('register', { USERNAMEREG3: true, MOBILENUMREG3: true }))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Username', 'Mobile number'])
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('AGENT88')
    const submit = screen.getByRole('button', { name: 'Register' })
    fireEvent.click(screen.getByLabelText('I am over 18 and accept the terms and conditions'))
    expect(submit.hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByLabelText('I am over 18 and accept the terms and conditions'))
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie01' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret124' } })
    fireEvent.click(submit)
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(events).toEqual(['registerSubmit'])
    window.history.pushState({}, '', '/')
  })
})
