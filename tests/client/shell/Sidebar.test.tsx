// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createShellUiStore, ShellUiContext } from '../../../client/shell/shellUi.ts'
import { Sidebar } from '../../../client/shell/Sidebar.tsx'
import { loadScreen } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const member = loadScreen('home-member')

function renderOpen(onAction = vi.fn(async () => undefined)) {
  renderWithProviders(
    <ShellUiContext.Provider value={createShellUiStore({ sidebarOpen: true, popupId: null })}>
      <Sidebar sidebar={member.shell.sidebar} logo="/img/logo.svg" theme="dark" />
    </ShellUiContext.Provider>,
    { onAction },
  )
  return onAction
}

describe('Sidebar', () => {
  it('shows the member summary, items and language list', () => {
    renderOpen()
    const panel = screen.getByRole('dialog')
    expect(within(panel).getByText('lucky_tiger')).toBeTruthy()
    expect(within(panel).getByText('₱ 12,345')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: /Betting record/ })).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('runs setLanguage and setTheme toggle from its own controls', () => {
    const onAction = renderOpen()
    fireEvent.click(screen.getByRole('button', { name: 'ไทย' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'setLanguage', lang: 'TH' })
    fireEvent.click(screen.getByRole('switch'))
    expect(onAction).toHaveBeenCalledWith({ type: 'setTheme', theme: 'toggle' })
  })

  it('shows each language with its flag, and the default flag for one that fails to load (issue 15)', () => {
    renderOpen()
    const flagOf = (name: string) => within(screen.getByRole('button', { name })).getByRole('presentation')
    expect(flagOf('English').getAttribute('src')).toBe('/media/TCG_PROD_IMAGES/FLAG/EN.svg')
    expect(flagOf('ไทย').getAttribute('src')).toBe('/media/TCG_PROD_IMAGES/FLAG/TH.svg')
    fireEvent.error(flagOf('Tiếng việt'))
    expect(flagOf('Tiếng việt').getAttribute('src')).toBe('/img/default-flag.svg')
  })

  it('closes itself and runs the action of an item', () => {
    const onAction = renderOpen()
    fireEvent.click(screen.getByRole('button', { name: /Withdraw/ }))
    expect(onAction).toHaveBeenCalledWith({ type: 'closeSidebar' })
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/withdraw' })
  })
})
