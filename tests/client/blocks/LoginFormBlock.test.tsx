// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginFormResolved } from '../../../schemas/blocks/loginForm.ts'
import LoginFormBlock from '../../../client/blocks/LoginFormBlock.tsx'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const props: LoginFormResolved = {
  title: 'Log in',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  submitLabel: 'Log in now',
  links: [{ label: 'Forgot password?', action: { type: 'navigate', to: '/m/forget' } }],
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in now' }))
}

describe('LoginFormBlock', () => {
  it("shows the gateway's message under the form when the login is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'GW_AUTH_INVALID', message: 'Sorry, the user does not exist or is disabled' } }, 401))
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<LoginFormBlock id="login" props={props} status="ok" />, { onAction })
    fillAndSubmit(' tiger ', 'secret')

    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, the user does not exist or is disabled')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/actions/login')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('fetch')
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'tiger', password: 'secret' })
    expect(onAction).not.toHaveBeenCalled()
  })

  it('runs the actions the gateway answers with after a successful login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, then: [{ type: 'navigate', to: '/m/home', replace: true }] }))
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<LoginFormBlock id="login" props={props} status="ok" />, { onAction })
    fillAndSubmit('tiger', 'secret')
    await vi.waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/home', replace: true }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('falls back to a localized message when the gateway cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderWithProviders(<LoginFormBlock id="login" props={props} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fillAndSubmit('tiger', 'secret')
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in failed. Please check your details and try again.')
  })

  it('uses the right autocomplete hints and runs its links', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<LoginFormBlock id="login" props={props} status="ok" />, { onAction })
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password')
    fireEvent.click(screen.getByText('Forgot password?'))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/forget' })
  })
})
