// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOnAction } from '../../../client/actions/actionContext.ts'
import { PopupLayer } from '../../../client/shell/PopupLayer.tsx'
import type { Action } from '../../../schemas/actions.ts'
import type { ResolvedPopup } from '../../../schemas/screen.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

function Emit({ action, label }: { action: Action; label: string }) {
  const onAction = useOnAction()
  return (
    <button type="button" onClick={() => void onAction(action)}>
      {label}
    </button>
  )
}

const announcements = (id: string, extra: Partial<ResolvedPopup> = {}): ResolvedPopup => ({
  id,
  title: 'Announcement',
  body: 'Games pause on Sunday.',
  actions: [],
  openOnLoad: false,
  onClose: [{ type: 'setClientFact', fact: 'announcementPopupB', value: false }],
  ...extra,
})

describe('PopupLayer', () => {
  it('fades a popup out when it closes, its onClose actions run at once (the device remembers it was seen)', async () => {
    renderWithProviders(
      <>
        <Emit action={{ type: 'openPopup', id: 'p1' }} label="open" />
        <PopupLayer popups={[announcements('p1')]} />
      </>,
    )
    fireEvent.click(screen.getByText('open'))
    await screen.findByRole('dialog', { name: 'Announcement' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(document.querySelector('.overlay.is-closing')).not.toBeNull())
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull()
    // Already during the fade: a reload then does not bring the popup back.
    expect(window.localStorage.getItem('SHELL_PU_B')).toBe('{"show":false}')
    await waitFor(() => expect(document.querySelector('.overlay')).toBeNull())
  })

  it('opens a popup on load after 500 ms while its device fact holds, and not once the fact says it was closed', async () => {
    const when = { op: 'client', fact: 'announcementPopupB' } as const
    window.localStorage.setItem('SHELL_PU_B', '{"show":false}')
    const first = renderWithProviders(<PopupLayer popups={[announcements('p2', { openOnLoad: true, clientWhen: when })]} />)
    await new Promise((resolve) => setTimeout(resolve, 650))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()
    window.localStorage.removeItem('SHELL_PU_B')
    renderWithProviders(<PopupLayer popups={[announcements('p3', { openOnLoad: true, clientWhen: when })]} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Announcement' }, { timeout: 1500 })).toBeTruthy()
  })

  it('opens the popups due on load one at a time, in order, the next once the one before has closed', async () => {
    window.localStorage.removeItem('SHELL_PU_B')
    const when = { op: 'client', fact: 'announcementPopupB' } as const
    const contracts: ResolvedPopup = { id: 'contracts', title: 'Contract requests', body: 'A daily wage request waits.', actions: [], openOnLoad: true }
    renderWithProviders(<PopupLayer popups={[announcements('p4', { openOnLoad: true, clientWhen: when }), contracts]} />)
    expect(await screen.findByRole('dialog', { name: 'Announcement' }, { timeout: 1500 })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 1500 })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(document.querySelector('.overlay')).toBeNull())
  })
})
