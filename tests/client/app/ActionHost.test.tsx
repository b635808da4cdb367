// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useOnAction } from '../../../client/actions/actionContext.ts'
import type { Action } from '../../../schemas/actions.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

function Emit({ action, label }: { action: Action; label: string }) {
  const onAction = useOnAction()
  return (
    <button type="button" onClick={() => void onAction(action)}>
      {label}
    </button>
  )
}

const confirmThenNavigate: Action = { type: 'confirm', text: 'Leave this page?', then: [{ type: 'navigate', to: '/m/activity' }] }

describe('ActionHost', () => {
  it('asks before running a confirm, with the default OK / Cancel texts', async () => {
    const view = renderWithProviders(<Emit action={confirmThenNavigate} label="go" />)
    fireEvent.click(screen.getByText('go'))
    expect(await screen.findByRole('alertdialog')).toBeTruthy()
    expect(screen.getByText('Leave this page?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(view.currentPath()).toBe('/m/home')

    fireEvent.click(screen.getByText('go'))
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }))
    await vi.waitFor(() => expect(view.currentPath()).toBe('/m/activity'))
  })

  it('tells the player once when the platform ended the session during a launch, and stores nothing of it', async () => {
    const message = 'The account has been logged out, please log in again'
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ error: { code: 'GW_AUTH_SESSION_ENDED', message } }, 401))
    vi.stubGlobal('fetch', fetchMock)
    window.sessionStorage.setItem('trialName', 'TRIAL123456')
    const launch: Action = { type: 'launchGame', game: { nodeId: '1', gameType: 'RNG', vendor: 'PG' } }
    renderWithProviders(<Emit action={launch} label="play" />)
    fireEvent.click(screen.getByText('play'))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(window.sessionStorage.getItem('trialName')).toBeNull()
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/actions/launchGame')
  })

  it('shows a toast for its time, then removes it', async () => {
    vi.useFakeTimers()
    renderWithProviders(<Emit action={{ type: 'toast', text: 'Changes saved', ms: 1500 }} label="save" />)
    fireEvent.click(screen.getByText('save'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(screen.getByText('Changes saved')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    expect(screen.queryByText('Changes saved')).toBeNull()
  })

  it('switches the theme on <html> and remembers it', () => {
    renderWithProviders(<Emit action={{ type: 'setTheme', theme: 'toggle' }} label="theme" />)
    expect(document.documentElement.dataset.theme).toBe('dark')
    fireEvent.click(screen.getByText('theme'))
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })

  it('changes the language, stores it and sets <html lang dir>', async () => {
    renderWithProviders(<Emit action={{ type: 'setLanguage', lang: 'UR' }} label="lang" />)
    fireEvent.click(screen.getByText('lang'))
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(document.documentElement.lang).toBe('ur')
    expect(window.localStorage.getItem('language')).toBe('UR')
  })
})
