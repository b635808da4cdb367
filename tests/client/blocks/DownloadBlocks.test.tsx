// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import AppDownloadBlock from '../../../client/blocks/AppDownloadBlock.tsx'
import DownloadBarBlock from '../../../client/blocks/DownloadBarBlock.tsx'
import { readClientFacts } from '../../../client/lib/clientWhen.ts'
import type { AppDownloadResolved } from '../../../schemas/blocks/appDownload.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const open = { type: 'openPopup', id: 'downloadPopup' } as const
const bar = {
  title: 'Get the app',
  subtitle: 'Faster games',
  button: 'Download',
  icon: '/img/app-icon.svg',
  gift: true,
  giftLabel: 'App bonus',
  action: open,
  closeLabel: 'Close the download bar',
}

const popup: AppDownloadResolved = {
  variant: 'popup',
  title: 'Download app',
  subtitle: 'Choose how to install it on this phone',
  icon: '/img/app-icon.svg',
  gift: true,
  giftLabel: 'App bonus',
  bonusBanner: 'Download the app today and get a ₱888 bonus!',
  countdown: { label: 'Offer ends in' },
  options: [
    {
      id: 'android',
      label: 'Android app',
      description: 'Download the package',
      action: { type: 'openExternal', url: 'https://example.test/app.apk' },
      clientWhen: { op: 'not', cond: { op: 'client', fact: 'ios' } },
    },
    {
      id: 'ios',
      label: 'iPhone app',
      description: 'iOS 12.4 or later',
      action: { type: 'openExternal', url: 'https://example.test/ios' },
      clientWhen: { op: 'client', fact: 'ios' },
    },
  ],
  notices: [{ text: 'The app needs iOS 12.4 or later.', clientWhen: { op: 'client', fact: 'iosOld' } }],
  guides: [],
  emptyText: 'No app download is available right now',
}

describe('DownloadBarBlock', () => {
  it('opens the pop-up from the bar and its button, with the gift shown', () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<DownloadBarBlock id="downloadBar" props={bar} status="ok" />, { onAction })
    expect(screen.getByRole('img', { name: 'App bonus' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    fireEvent.click(screen.getByText('Get the app'))
    expect(onAction).toHaveBeenCalledTimes(2)
    expect(onAction).toHaveBeenCalledWith(open)
  })

  it('hides itself on close and remembers hideDownloadBar=1 for the next load', () => {
    renderWithProviders(<DownloadBarBlock id="downloadBar" props={bar} status="ok" />, { onAction: vi.fn(async () => undefined) })
    expect(readClientFacts().hideDownloadBar).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Close the download bar' }))
    expect(screen.queryByText('Get the app')).toBeNull()
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1')
    expect(readClientFacts().hideDownloadBar).toBe(true)
  })
})

describe('AppDownloadBlock', () => {
  it('draws the choices this phone may use, the banner and a ticking countdown', () => {
    vi.useFakeTimers()
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<AppDownloadBlock id="downloadChoices" props={popup} status="ok" />, { onAction })
    // jsdom is no iPhone: the Android choice, not the iOS one nor its notice.
    expect(screen.getByRole('button', { name: /Android app/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /iPhone app/ })).toBeNull()
    expect(screen.queryByText('The app needs iOS 12.4 or later.')).toBeNull()
    expect(screen.getByText('Download the app today and get a ₱888 bonus!')).toBeTruthy()
    const clock = screen.getByRole('timer')
    const first = clock.textContent ?? ''
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/)
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.getByRole('timer').textContent).not.toBe(first)
    fireEvent.click(screen.getByRole('button', { name: /Android app/ }))
    expect(onAction).toHaveBeenCalledWith({ type: 'openExternal', url: 'https://example.test/app.apk' })
  })

  it('shows the empty text when no choice is left for this phone', () => {
    renderWithProviders(<AppDownloadBlock id="downloadChoices" props={{ ...popup, options: [], countdown: undefined }} status="ok" />, {
      onAction: vi.fn(async () => undefined),
    })
    expect(screen.getByText('No app download is available right now')).toBeTruthy()
    expect(screen.queryByRole('timer')).toBeNull()
  })
})
