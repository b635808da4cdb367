// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import FormBlock from '../../../client/blocks/FormBlock.tsx'
import { buildForm } from '../../../gateway/identity/forms.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

// A merchant whose platform has the image captcha (CAPTCHA3): the login form draws it at once, and no slider.
const texts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../layouts/i18n/en.json'), 'utf8')) as Record<string, string>
const props = buildForm({
  preset: 'login',
  dialCodes: ['60'],
  flags: { CAPTCHA3: true },
  session: null,
  t: (x) => (typeof x === 'string' ? x : (texts[x.t] ?? x.t)),
})

let images: string[]
let refusals: { code: string; message: string; field?: string; status: number }[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  images = ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB', 'data:image/png;base64,CCCC']
  refusals = [
    { code: 'GW_AUTH_INVALID_CREDENTIALS', message: 'Incorrect username or password', status: 401 },
    { code: 'GW_AUTH_CAPTCHA_INVALID', message: 'Please enter the correct captcha code', field: 'captcha', status: 400 },
  ]
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input).split('?')[0]
    if (url === '/api/data/captcha') return jsonResponse({ image: images.shift() ?? 'data:image/png;base64,ZZZZ' })
    const refusal = url === '/api/actions/login' ? refusals.shift() : undefined
    if (refusal) return jsonResponse({ error: { code: refusal.code, message: refusal.message, field: refusal.field } }, refusal.status)
    throw new Error(`unexpected fetch ${url}`)
  })
  vi.stubGlobal('fetch', fetchMock)
})

describe('FormBlock with the platform’s image captcha', () => {
  it('shows the image at once; every refusal brings a fresh image, a wrong code says so, and the name and password stay', async () => {
    renderWithProviders(<FormBlock id="form" props={props} status="ok" />, { onAction: vi.fn(async () => undefined), texts })
    expect(screen.queryByRole('slider')).toBeNull()
    expect((await screen.findByRole('img', { name: 'Captcha' })).getAttribute('src')).toBe('data:image/png;base64,AAAA')
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'member0' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } })
    const attempt = async (code: string, message: string, image: string) => {
      fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: code } })
      fireEvent.click(screen.getByRole('button', { name: 'Login' }))
      expect(await screen.findByText(message)).toBeTruthy()
      // The attempt spent the captcha: a new image, and its box emptied.
      await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Captcha' }).getAttribute('src')).toBe(image))
      expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('')
    }
    await attempt('123456', 'Incorrect username or password', 'data:image/png;base64,BBBB')
    await attempt('654321', 'Please enter the correct captcha code', 'data:image/png;base64,CCCC')
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('member0')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Passw0rd!')
    const sent = fetchMock.mock.calls.filter(([u]) => String(u) === '/api/actions/login').map(([, init]) => JSON.parse(String(init?.body)) as unknown)
    expect(sent).toEqual([
      { mode: 'username', username: 'member0', password: 'Passw0rd!', captcha: '123456' },
      { mode: 'username', username: 'member0', password: 'Passw0rd!', captcha: '654321' },
    ])
  })
})
